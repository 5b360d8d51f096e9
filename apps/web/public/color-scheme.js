// Before the app draws: the theme chosen on this tablet (the key is COLOR_SCHEME_KEY in
// src/app/theme.ts), else the system's, so a dim lounge at night never sees a white page flash.
(() => {
  let chosen = null;
  try {
    chosen = window.localStorage.getItem("lounge-office:color-scheme");
  } catch {
    // Storage refused (private mode): the system's setting.
  }
  const scheme =
    chosen === "light" || chosen === "dark"
      ? chosen
      : window.matchMedia("(prefers-color-scheme: dark)").matches
        ? "dark"
        : "light";
  document.documentElement.setAttribute("data-mantine-color-scheme", scheme);
})();
