// jsdom setup for component tests: jest-dom matchers and the browser APIs Mantine expects.
import "@testing-library/jest-dom/vitest";
import { notifications } from "@mantine/notifications";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";
import { forgetBootCredentials } from "../features/session/components/sign-in-prefs";
import { setCsrfToken } from "../lib/api-client";

afterEach(() => cleanup());

// Most web test files share a worker's modules and jsdom (vitest.config.ts): what one file leaves
// behind must not reach the next — stubbed globals and env, fake timers, spies, stored values, and
// the module-level state of the app and Mantine (notifications shown, the CSRF token, sign-in's
// address-bar credentials).
afterAll(() => {
  notifications.clean();
  notifications.cleanQueue();
  setCsrfToken(null);
  forgetBootCredentials();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// findBy*/waitFor give up after 1 s by default: a Mantine popover or a query on a loaded 2-core
// machine (two suites at once) can take longer — a price-table grid's re-render after a save took
// over 5 s there (a test that takes 3 s alone ran 4× slower). Waiting longer costs nothing when it
// comes early; the test's own timeout (30 s) still bounds it.
configure({ asyncUtilTimeout: 15_000 });

Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};
