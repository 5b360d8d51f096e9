// Starts the app (every page but the sign-in page): providers (Mantine, TanStack Query,
// notifications) and the router.
import "../lib/zod-jitless";
import "@mantine/dates/styles.css";
import "@mantine/notifications/styles.css";
import "../lib/dayjs";
import { configureZodJapanese } from "@lounge-office/domain/shared";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { env } from "../env";
import { App } from "./app";

export function start(root: HTMLElement) {
  // A form field says why in Japanese even where its schema has no message of its own.
  configureZodJapanese();
  if (env.DEV) console.info("Lounge Office (development build)");
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
