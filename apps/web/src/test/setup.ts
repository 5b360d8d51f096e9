// jsdom setup for component tests: jest-dom matchers and the browser APIs Mantine expects.
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());

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
