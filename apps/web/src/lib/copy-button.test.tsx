// The clipboard copy button (screen 19): copies exactly its value, says 「コピーしました!」 on success and
// 「失敗しました...」 when the browser refuses or has no clipboard, and hides either after 2 seconds;
// nothing shows on hover.
import {
  COPY_FAILURE_TEXT,
  COPY_SUCCESS_TEXT,
  COPY_TOOLTIP_MS,
} from "@lounge-office/domain/shared";
import { createTheme, MantineProvider } from "@mantine/core";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { CopyableValue, CopyButton } from "./copy-button";

/**
 * Tooltips without their fade, so the clock alone says when they show and hide, and not hidden when
 * their button looks detached (jsdom lays nothing out: every box is 0 × 0).
 */
const instantTheme = createTheme({
  components: {
    Tooltip: { defaultProps: { transitionProps: { duration: 0 }, hideDetached: false } },
  },
});

/** Puts `clipboard` on navigator (undefined: a page without one, as over plain HTTP on the LAN). */
function stubClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });
}

const renderButton = (value: string | number, label: string) =>
  render(
    <MantineProvider theme={instantTheme}>
      <CopyButton value={value} label={label} />
    </MantineProvider>,
  );

/** Taps the button and lets the clipboard's promise settle. */
async function tap(name: string) {
  fireEvent.click(screen.getByRole("button", { name }));
  await act(async () => {});
}

/** Moves the clock on by `ms`. */
async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

const tooltip = () => screen.queryByRole("tooltip");
/** The button's live region, which screen readers announce. */
const announced = () => document.querySelector("[data-copy-outcome]");
/** The tooltip, which must be on screen. */
const shown = () => {
  const element = screen.getByRole("tooltip");
  expect(element).toBeVisible();
  return element;
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, "clipboard");
});

describe("CopyButton", () => {
  it("copies the exact value and says so for 2 seconds", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard({ writeText });
    renderButton(12800, "合計");

    expect(tooltip()).toBeNull();
    await tap("合計をコピー");

    expect(writeText).toHaveBeenCalledExactlyOnceWith("12800");
    expect(shown()).toHaveTextContent(COPY_SUCCESS_TEXT);
    expect(announced()).toHaveTextContent(COPY_SUCCESS_TEXT);

    await advance(COPY_TOOLTIP_MS - 1);
    expect(shown()).toHaveTextContent(COPY_SUCCESS_TEXT);
    await advance(1);
    expect(tooltip()).toBeNull();
    expect(announced()).toBeEmptyDOMElement();
  });

  it("says it failed when the browser refuses the write, and hides after 2 seconds", async () => {
    stubClipboard({ writeText: vi.fn().mockRejectedValue(new DOMException("denied")) });
    renderButton("shibuya-staff1", "アカウント");

    await tap("アカウントをコピー");

    expect(shown()).toHaveTextContent(COPY_FAILURE_TEXT);
    expect(shown()).not.toHaveTextContent(COPY_SUCCESS_TEXT);
    await advance(COPY_TOOLTIP_MS - 1);
    expect(shown()).toHaveTextContent(COPY_FAILURE_TEXT);
    await advance(1);
    expect(tooltip()).toBeNull();
  });

  it("copies through the selection where the page has no clipboard API (plain HTTP on a LAN address)", async () => {
    stubClipboard(undefined);
    let selected = "";
    const execCommand = vi.fn((command: string) => {
      selected = document.querySelector("textarea")?.value ?? "";
      return command === "copy";
    });
    Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true });
    try {
      renderButton("T1234567890123", "登録番号");
      await tap("登録番号をコピー");
      expect(execCommand).toHaveBeenCalledWith("copy");
      expect(selected).toBe("T1234567890123");
      expect(shown()).toHaveTextContent(COPY_SUCCESS_TEXT);
      // The off-screen text area is gone and the button has its focus back.
      expect(document.querySelector("textarea")).toBeNull();
    } finally {
      Reflect.deleteProperty(document, "execCommand");
    }
  });

  it("says it failed when the page has no clipboard and the browser refuses the old copy too", async () => {
    stubClipboard(undefined);
    Object.defineProperty(document, "execCommand", { value: () => false, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(document, "execCommand");
    });
    renderButton("T1234567890123", "登録番号");

    await tap("登録番号をコピー");

    expect(shown()).toHaveTextContent(COPY_FAILURE_TEXT);
    await advance(COPY_TOOLTIP_MS);
    expect(tooltip()).toBeNull();
  });

  it("restarts the 2 seconds on a second tap", async () => {
    stubClipboard({ writeText: vi.fn().mockResolvedValue(undefined) });
    renderButton("42", "組ID");

    await tap("組IDをコピー");
    await advance(1_500);
    await tap("組IDをコピー");
    await advance(1_500);
    expect(shown()).toHaveTextContent(COPY_SUCCESS_TEXT);
    await advance(1_000);
    expect(tooltip()).toBeNull();
  });

  it("opens nothing on hover or focus", async () => {
    stubClipboard({ writeText: vi.fn().mockResolvedValue(undefined) });
    renderButton("42", "組ID");
    const button = screen.getByRole("button", { name: "組IDをコピー" });

    fireEvent.mouseEnter(button);
    button.focus();
    await advance(1_000);

    expect(button).toHaveFocus();
    expect(tooltip()).toBeNull();
  });

  it("shows a value with its button; the children may show it otherwise than copied", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard({ writeText });
    render(
      <MantineProvider theme={instantTheme}>
        <CopyableValue value={12800} label="合計">
          ¥12,800
        </CopyableValue>
      </MantineProvider>,
    );

    expect(screen.getByText("¥12,800")).toBeInTheDocument();
    await tap("合計をコピー");
    expect(writeText).toHaveBeenCalledExactlyOnceWith("12800");
  });
});
