// Taps a clipboard copy button in a component test and says what it wrote. jsdom has no clipboard
// (and user-event puts its own on navigator when a test uses it), so one that records the writes is
// put in place just for the tap.
import { act, fireEvent, within } from "@testing-library/react";

/** The copy button 「{label}をコピー」 inside `scope` (there must be exactly one). */
export const copyButton = (scope: HTMLElement, label: string) =>
  within(scope).getByRole("button", { name: `${label}をコピー` });

/** Taps `button` and returns the texts it wrote to the clipboard. */
export async function copiedBy(button: HTMLElement): Promise<string[]> {
  const written: string[] = [];
  const before = Object.getOwnPropertyDescriptor(navigator, "clipboard");
  Object.defineProperty(navigator, "clipboard", {
    configurable: true,
    value: {
      writeText: async (text: string) => {
        written.push(text);
      },
    },
  });
  try {
    fireEvent.click(button);
    await act(async () => {});
  } finally {
    if (before) Object.defineProperty(navigator, "clipboard", before);
    else Reflect.deleteProperty(navigator, "clipboard");
  }
  return written;
}
