// Item 6: while paying, the lounge's customer display (a `display` device) shows the total, what was
// handed over and the change. Sends after the figures settle for 300 ms (typing 15000 is one send,
// not five) and a thank-you when the screen closes. Renders a small status line; nothing when the
// lounge has no display, so the accounting screen looks the same in lounges without one.
import { Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { usePrinters } from "../../../lib/printers";
import { t } from "../messages";
import { displayLines, showOnDisplay, THANK_YOU_LINES } from "./display-lines";

/** Typing pauses this long before the display is updated. */
export const DISPLAY_DEBOUNCE_MS = 300;

type Props = { loungeId: number; total: number; paid: number };

type Shown = { state: "sending" } | { state: "shown" } | { state: "failed"; message: string };

export function CustomerDisplay({ loungeId, total, paid }: Props) {
  const printers = usePrinters(loungeId);
  const display = printers.data?.find((p) => p.kind === "display");
  const [shown, setShown] = useState<Shown>({ state: "sending" });
  const lines = displayLines(total, paid);
  const text = lines.join("\n");

  // The display to thank on unmount: the latest one, without re-running the unmount effect.
  const last = useRef(display);
  last.current = display;
  useEffect(
    () => () => {
      if (last.current) void showOnDisplay(last.current, THANK_YOU_LINES);
    },
    [],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `text` stands for `lines` (a new array each render).
  useEffect(() => {
    if (!display) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const outcome = await showOnDisplay(display, lines, controller.signal);
      if (controller.signal.aborted) return;
      setShown(outcome.ok ? { state: "shown" } : { state: "failed", message: outcome.message });
    }, DISPLAY_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [display, text]);

  if (!display) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="customer-display-status">
      {shown.state === "shown"
        ? t("display.shown")
        : shown.state === "failed"
          ? t("display.failed", { message: shown.message })
          : t("display.sending")}
    </Text>
  );
}
