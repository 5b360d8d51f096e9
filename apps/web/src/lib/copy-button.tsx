// Clipboard copy buttons (screen 19): a small icon button beside a value staff would otherwise copy
// by hand (a settlement number, an account, an amount); after a tap a tooltip says whether it worked
// (「コピーしました!」 / 「失敗しました...」) and hides after 2 seconds.
import {
  COPY_FAILURE_TEXT,
  COPY_SUCCESS_TEXT,
  COPY_TOOLTIP_MS,
} from "@lounge-office/domain/shared";
import { ActionIcon, Tooltip, VisuallyHidden } from "@mantine/core";
import { IconCheck, IconCopy, IconX } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { t } from "./common-messages";
import classes from "./copy-button.module.css";

export type CopyStatus = "idle" | "copied" | "failed";

/**
 * Writes `text` to the clipboard; rejects when the browser refuses. `navigator.clipboard` exists only
 * in secure contexts, and lounges' tablets often reach the app over plain HTTP on a LAN address:
 * there the older `execCommand("copy")` on a selected, off-screen text area still works in
 * Chromium within a tap, so it is tried before saying it failed.
 */
export async function writeClipboard(text: string): Promise<void> {
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (typeof clipboard?.writeText === "function") {
    await clipboard.writeText(text);
    return;
  }
  if (!copyWithSelection(text)) throw new Error(t("clipboardUnavailable"));
}

/** The pre-Clipboard-API copy: true when the browser says it copied. */
function copyWithSelection(text: string): boolean {
  if (typeof document.execCommand !== "function") return false;
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.top = "-1000px";
  area.style.opacity = "0";
  const focused = document.activeElement as HTMLElement | null;
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus();
  }
}

/**
 * The last copy's outcome, back to `idle` after `COPY_TOOLTIP_MS`. Mantine's CopyButton reports only
 * success and useClipboard's `error` outlives its timeout, so the failure would never hide: this
 * hook holds both outcomes under one timer (a new tap restarts it).
 */
export function useCopyToClipboard(timeoutMs = COPY_TOOLTIP_MS) {
  const [status, setStatus] = useState<CopyStatus>("idle");
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = (outcome: CopyStatus) => {
    window.clearTimeout(timer.current);
    setStatus(outcome);
    timer.current = window.setTimeout(() => setStatus("idle"), timeoutMs);
  };
  const copy = (text: string) =>
    writeClipboard(text).then(
      () => show("copied"),
      () => show("failed"),
    );
  return { status, copy };
}

export type CopyButtonProps = {
  /** Exactly what lands on the clipboard; a number as its plain digits (12800, not ¥12,800). */
  value: string | number;
  /** What is copied, in Japanese: the button is named 「{label}をコピー」. */
  label: string;
};

const ICON = { idle: IconCopy, copied: IconCheck, failed: IconX } as const;
const COLOR = { idle: "gray", copied: "teal", failed: "red" } as const;

/** The icon button; its tooltip opens on the copy's outcome only, never on hover. */
export function CopyButton({ value, label }: CopyButtonProps) {
  const { status, copy } = useCopyToClipboard();
  const message = status === "failed" ? COPY_FAILURE_TEXT : COPY_SUCCESS_TEXT;
  const Icon = ICON[status];
  return (
    <>
      <Tooltip label={message} opened={status !== "idle"} color={COLOR[status]} withArrow>
        <ActionIcon
          variant="subtle"
          color={COLOR[status]}
          className={classes.target}
          style={{ overflow: "visible" }}
          aria-label={t("copy", { label })}
          data-copy-value={String(value)}
          onClick={() => void copy(String(value))}
        >
          <Icon size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {/* The tooltip only describes the button; a live region has screen readers say the outcome.
          (No role="status": a page's own status line stays the one status there.) */}
      <VisuallyHidden aria-live="polite" data-copy-outcome>
        {status === "idle" ? "" : message}
      </VisuallyHidden>
    </>
  );
}

/** A value with its copy button beside it, on one line. `children` shows it otherwise than copied. */
export function CopyableValue({ children, ...button }: CopyButtonProps & { children?: ReactNode }) {
  return (
    <span className={classes.value}>
      {children ?? button.value}
      <CopyButton {...button} />
    </span>
  );
}
