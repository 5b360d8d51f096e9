// Which printers this page may reach: its CSP `connect-src` was fixed when the page was served (the
// server writes the same list into <meta name="connect-src">), so a printer moved to a new address
// since stays blocked until the page is reloaded. Also what the browser itself reported blocked.
const META = 'meta[name="connect-src"]';

/** Origins the browser refused to connect to under this page's policy (its violation reports). */
const blocked = new Set<string>();

const originOfUrl = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

if (typeof document !== "undefined") {
  document.addEventListener("securitypolicyviolation", (event) => {
    if (!event.effectiveDirective.startsWith("connect-src")) return;
    const origin = originOfUrl(event.blockedURI);
    if (origin) blocked.add(origin);
  });
}

/** The page's connect-src sources, or null when it was served without them (tests, old server). */
export function pageConnectSources(doc: Document = document): string[] | null {
  const content = doc.querySelector<HTMLMetaElement>(META)?.content;
  return content ? content.split(/\s+/).filter(Boolean) : null;
}

/** Whether this page's policy lets it connect to `origin` (`scheme://host:port`). */
export function pageAllowsOrigin(origin: string, doc: Document = document): boolean {
  const wanted = originOfUrl(origin);
  if (wanted === null) return true;
  if (blocked.has(wanted)) return false;
  const sources = pageConnectSources(doc);
  if (!sources) return true;
  return sources.some((source) => {
    // Wildcards and scheme-only sources are never written by our server: not judged here.
    if (source.includes("*") || /^[a-z][a-z0-9+.-]*:$/i.test(source)) return true;
    if (source === "'self'") return wanted === window.location.origin;
    return originOfUrl(source) === wanted;
  });
}

export function reloadPage() {
  window.location.reload();
}

/**
 * Loads `path` as a new page in place of this one: the server answers it with the policy of the
 * session as it is now (after a switch of lounge, that lounge's printers).
 */
export function loadPageAfresh(path: string) {
  window.location.replace(path);
}
