// Entry point. The sign-in page starts alone (React, the theme and its form: a tablet's first
// visit stays small); every other page starts the app. Both load Mantine's styles from here.
import "@mantine/core/styles.css";
import { captureCredentialParams } from "./features/session/components/sign-in-prefs";
import { registerServiceWorker } from "./lib/offline-copy";
import { SIGN_IN_PATH } from "./lib/page-links";

captureCredentialParams();

const root = document.getElementById("root");
if (!root) throw new Error("#root missing");
const starting =
  window.location.pathname === SIGN_IN_PATH ? import("./app/sign-in-start") : import("./app/start");
void starting.then(({ start }) => start(root));
// The built app only (not zod's env check here: the sign-in page starts without zod); Vite's
// development server serves its modules fresh on every load.
if (!import.meta.env.DEV) registerServiceWorker();
