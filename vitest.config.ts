// One Vitest run covers every workspace: domain and server in Node, web in jsdom. Every project
// sets a timeout that fits its work on a loaded 2-core machine (Vitest's 5 s default does not).
import { configDefaults, defineConfig } from "vitest/config";

/**
 * Web test files that replace a module with `vi.mock`: they run isolated (a module graph of their
 * own), the others share one per worker — importing Mantine and the app for each of 70 files took
 * most of the web suite's time, and a module another file already loaded cannot be mocked.
 * `scripts/vitest-config.test.ts` fails when a file mocks a module and is not listed here.
 */
export const WEB_MOCKING_TESTS = [
  "src/features/floor/components/board/board-render.test.tsx",
  "src/features/printers/components/board-printer-monitor.test.tsx",
  "src/features/printers/components/customer-display.test.tsx",
  "src/features/printers/components/printer-check.test.tsx",
  "src/features/printers/components/printers-page.test.tsx",
  "src/features/session/components/account-field.test.tsx",
  "src/features/receipts/components/daily-report-print.test.tsx",
  "src/features/receipts/components/open-print-jobs.test.tsx",
  "src/features/receipts/components/printer-picker.test.tsx",
  "src/features/receipts/components/receipt-actions.test.tsx",
  "src/lib/printer-monitor.test.tsx",
];

/**
 * What `npm run test:fast` (TEST_LANE=fast, scripts/test-fast.mjs) leaves to the full run, per
 * project: the HTTP fuzzer, the sign-in throttle (it waits out its windows) and the server bundle
 * (it builds and starts the server). Property tests stay in, at FC_RUNS runs; server and domain
 * files share a module graph per worker (`isolate`).
 * `scripts/vitest-config.test.ts` fails when a listed file no longer exists.
 */
export const FULL_RUN_ONLY: Record<string, readonly string[]> = {
  repo: ["scripts/server-bundle.test.ts"],
  server: ["src/http/fuzz.test.ts", "src/features/session/sign-in-throttle.test.ts"],
};
const fastLane = process.env.TEST_LANE === "fast";
/** The files a project leaves out in this lane, besides its own exclusions. */
const leftOut = (project: string, own: readonly string[] = []) => [
  ...configDefaults.exclude,
  ...own,
  ...(fastLane ? (FULL_RUN_ONLY[project] ?? []) : []),
];

const web = {
  extends: "apps/web/vite.config.ts",
  test: {
    root: "apps/web",
    environment: "jsdom",
    setupFiles: ["src/test/setup.ts"],
    // jsdom renders of Mantine pages take 1–3 s under load; a user-event flow several of them.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
};

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where most
    // server test time is spent waiting on the database. Two keep both cores busy and halve the run.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "repo",
          root: ".",
          environment: "node",
          include: ["scripts/**/*.test.ts", "bench/**/*.test.ts"],
          exclude: leftOut("repo"),
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: "domain",
          root: "packages/domain",
          environment: "node",
          include: ["src/**/*.test.ts"],
          isolate: !fastLane,
          // Property tests run thousands of settlements: seconds on an idle core, up to 15 s each
          // when two suites share a 2-core machine. The budget is the runs per test, not this.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: "printer-emulator",
          root: "tools/printer-emulator",
          environment: "node",
          include: ["src/**/*.test.ts"],
          // Real sockets, TLS key generation and PNG rendering; the timeout mode waits up to 3 s.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "server",
          root: "apps/server",
          environment: "node",
          include: ["src/**/*.test.ts"],
          exclude: leftOut("server"),
          globalSetup: ["src/test/global-setup.ts"],
          // The fast lane runs server files in one module graph per worker (each still gets its own
          // server and database): half the project's time, which went to importing the app and
          // starting PGlite per file. The full run keeps each file isolated, and so catches a
          // file that leaks into the next.
          isolate: !fastLane,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...web,
        test: {
          ...web.test,
          name: "web",
          include: ["src/**/*.test.{ts,tsx}", "vite-plugins/**/*.test.ts"],
          exclude: leftOut("web", WEB_MOCKING_TESTS),
          // One module graph and one jsdom per worker; src/test/setup.ts resets what a file may
          // leave behind (the DOM, storage, stubbed globals, timers).
          isolate: false,
        },
      },
      {
        ...web,
        test: { ...web.test, name: "web-mocking", include: [...WEB_MOCKING_TESTS] },
      },
    ],
  },
});
