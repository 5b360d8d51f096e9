// Row highlight after a successful toggle or order change: 3000 ms, restarted by a new success.
import { useCallback, useEffect, useRef, useState } from "react";

export const ROW_HIGHLIGHT_MS = 3000;

export function useRowHighlight(ms = ROW_HIGHLIGHT_MS) {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const flash = useCallback(
    (...rowIds: number[]) => {
      setIds((current) => new Set([...current, ...rowIds]));
      for (const id of rowIds) {
        clearTimeout(timers.current.get(id));
        timers.current.set(
          id,
          setTimeout(() => {
            timers.current.delete(id);
            setIds((current) => {
              const next = new Set(current);
              next.delete(id);
              return next;
            });
          }, ms),
        );
      }
    },
    [ms],
  );

  const isHighlighted = useCallback((id: number) => ids.has(id), [ids]);
  return { flash, isHighlighted };
}

/** The highlighted row's background. */
export const highlightStyle = (on: boolean) =>
  on
    ? { backgroundColor: "var(--mantine-color-yellow-light)", transition: "background-color 200ms" }
    : { transition: "background-color 600ms" };
