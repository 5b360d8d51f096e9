// Playwright in Debian's Chromium against the real server on a fresh database (see scripts/e2e.mjs).
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;
/** The printer emulator scripts/e2e.mjs started for this run (`GET /jobs`, `POST /control`). */
export const printerURL = process.env.E2E_PRINTER_URL ?? "http://127.0.0.1:8008";

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  outputDir: "../.tmp/e2e-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A test takes 2–10 s on an idle machine and up to five times that when CI's two passes share
  // two cores with a Vitest run: the limits leave room for that, not for a hang.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    locale: "ja-JP",
    timezoneId: "Asia/Tokyo",
    // A failed test keeps its trace: every step with the page's DOM. Without the screencast, which
    // took a quarter of the suite's CPU (a failure still keeps its screenshot).
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true },
    // The app's service worker answers from its copies: a spec that intercepts requests
    // (page.route) would not see them. Only the offline spec lets it in.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "tablet",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1024, height: 768 }, hasTouch: true },
    },
  ],
  webServer: {
    command: "node --import tsx apps/server/src/main.ts",
    cwd: "..",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR ?? "../.tmp/e2e-data",
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      // The browser may reach the printer emulator scripts/e2e.mjs started (CSP connect-src).
      ...(process.env.E2E_PRINTER_URL ? { PRINTER_ORIGINS: process.env.E2E_PRINTER_URL } : {}),
      // The specs point the lounges' printers at emulators on loopback addresses of this machine.
      PRINTER_LOOPBACK: "true",
      LOG_LEVEL: "warn",
      SEED_DEMO: "true",
    },
  },
});
