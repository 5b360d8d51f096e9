// The per-row order input (screens 4, 6, 9): sends on Enter or when leaving the field. A refused value (not a
// number, or refused by the server) is notified and the field goes back to the row's order, as it was.
import { TextInput } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { t } from "../messages";
import { notifyFailure } from "./notify-failure";

type Props = {
  value: number;
  name: string;
  /** Sends the new order; resolves on success. */
  onCommit: (value: number) => Promise<unknown>;
  /** The least order accepted: 0 for a stored row_order, 1 for a place within a genre. */
  min?: number;
};

export function RowOrderInput({ value, name, onCommit, min = 0 }: Props) {
  const [text, setText] = useState(String(value));
  const dirty = useRef(false);
  const sending = useRef(false);
  // The row's order now: a refetch may land while a call is running.
  const current = useRef(value);
  current.current = value;

  // A refetched value replaces the field unless the user is typing in it.
  useEffect(() => {
    if (!dirty.current) setText(String(value));
  }, [value]);

  const restore = () => {
    dirty.current = false;
    setText(String(current.current));
  };

  const commit = async () => {
    const typed = text.trim();
    if (!dirty.current || sending.current) return;
    if (typed === String(value)) return restore();
    const failed = t("orderFailed", { name });
    if (!/^\d{1,6}$/.test(typed) || Number(typed) < min) {
      notifyFailure(failed, t("orderAtLeast", { min }));
      return restore();
    }
    sending.current = true;
    try {
      await onCommit(Number(typed));
      dirty.current = false;
    } catch (error) {
      notifyFailure(failed, error);
      restore();
    } finally {
      sending.current = false;
    }
  };

  return (
    <TextInput
      size="xs"
      w={76}
      inputMode="numeric"
      aria-label={t("orderOf", { name })}
      value={text}
      onChange={(event) => {
        dirty.current = true;
        setText(event.currentTarget.value);
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          void commit();
        }
      }}
    />
  );
}
