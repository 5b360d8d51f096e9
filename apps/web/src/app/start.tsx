// Starts the app (every page but the sign-in page): providers (Mantine, TanStack Query,
// notifications) and the router.
import "../lib/zod-jitless";
import "@mantine/dates/styles.css";
import "@mantine/notifications/styles.css";
import "../lib/dayjs";
import { configureZodJapanese } from "@lounge-office/domain/shared";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { env } from "../env";
import { App } from "./app";

export function start(root: HTMLElement) {
  // A form field says why in Japanese even where its schema has no message of its own.
  configureZodJapanese();
  if (env.DEV) console.info("Lounge Office (development build)");
  const app = createRoot(root);
  // A transition: React renders the providers, the shell and the first page in slices of a few
  // milliseconds, so a slow tablet stays answerable while the app starts (one long task before).
  startTransition(() =>
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
