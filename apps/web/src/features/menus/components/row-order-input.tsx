// The per-row order input (screens 4, 6, 9): sends on Enter or when leaving the field; a failure is logged (`FAIL`)
// and the typed value stays, flagged, so nothing typed is lost.
import { TextInput } from "@mantine/core";
import { useEffect, useRef, useState } from "react";

type Props = {
  value: number;
  name: string;
  /** Sends the new order; resolves on success. */
  onCommit: (value: number) => Promise<unknown>;
};

export function RowOrderInput({ value, name, onCommit }: Props) {
  const [text, setText] = useState(String(value));
  const [failed, setFailed] = useState(false);
  const dirty = useRef(false);
  const lastSent = useRef<string | null>(null);

  // A refetched value replaces the field unless the user is typing in it.
  useEffect(() => {
    if (!dirty.current) setText(String(value));
  }, [value]);

  const commit = async () => {
    const typed = text.trim();
    if (!dirty.current || typed === lastSent.current) return;
    if (typed === String(value)) {
      dirty.current = false;
      setFailed(false);
      return;
    }
    lastSent.current = typed;
    if (!/^\d{1,6}$/.test(typed)) {
      console.error("FAIL", new Error(`表示順が正しくありません: ${typed}`));
      setFailed(true);
      return;
    }
    try {
      await onCommit(Number(typed));
      dirty.current = false;
      lastSent.current = null;
      setFailed(false);
    } catch (error) {
      // Not sent again until the value is edited.
      console.error("FAIL", error);
      setFailed(true);
    }
  };

  return (
    <TextInput
      size="xs"
      w={76}
      inputMode="numeric"
      aria-label={`「${name}」の表示順`}
      value={text}
      error={failed}
      onChange={(event) => {
        dirty.current = true;
        lastSent.current = null;
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
