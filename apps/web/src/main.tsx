// Entry point: providers (Mantine, TanStack Query, notifications) and the router.
import "@mantine/core/styles.css";
import "@mantine/dates/styles.css";
import "@mantine/notifications/styles.css";
import "./lib/dayjs";
import { configureZodJapanese } from "@lounge-office/domain/shared";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { env } from "./env";
import { captureCredentialParams } from "./features/session/components/sign-in-prefs";

// A form field says why in Japanese even where its schema has no message of its own.
configureZodJapanese();
captureCredentialParams();

const root = document.getElementById("root");
if (!root) throw new Error("#root missing");
if (env.DEV) console.info("Lounge Office (development build)");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
