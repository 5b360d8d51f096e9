// One Vitest run covers every workspace: domain and server in Node, web in jsdom. Every project
// sets a timeout that fits its work on a loaded 2-core machine (Vitest's 5 s default does not).
import { defineConfig } from "vitest/config";

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
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: "domain",
          root: "packages/domain",
          environment: "node",
          include: ["src/**/*.test.ts"],
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
          globalSetup: ["src/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: "apps/web/vite.config.ts",
        test: {
          name: "web",
          root: "apps/web",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}", "vite-plugins/**/*.test.ts"],
          setupFiles: ["src/test/setup.ts"],
          // jsdom renders of Mantine pages take 1–3 s under load; a user-event flow several of them.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
