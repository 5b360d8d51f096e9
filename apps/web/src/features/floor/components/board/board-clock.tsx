// The board's clock `M/D (曜) HH:mm` in the lounge's time zone, ticking every second on its own so
// the rest of the board does not re-render with it; and the board's "now" to the minute, which the
// group labels count their minutes from, so they tick with the clock and not on their own timers.
import { Text } from "@mantine/core";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { formatClock } from "../../../../lib/format";

export const CLOCK_TICK_MS = 1000;

function useNow(tickMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(id);
  }, [tickMs]);
  return now;
}

export function BoardClock({ timeZone }: { timeZone: string }) {
  const now = useNow(CLOCK_TICK_MS);
  return (
    <Text component="time" size="xl" fw={700} ff="monospace" data-testid="board-clock">
      {formatClock(new Date(now), timeZone)}
    </Text>
  );
}

const MINUTE_MS = 60_000;
const BoardMinute = createContext<number | null>(null);

/**
 * The current minute (as epoch ms at its start) for the labels: checked with the clock's tick, but a
 * new value only when the minute turns, so the board re-renders once a minute, not every second.
 */
export function BoardMinuteProvider({ children }: { children: ReactNode }) {
  const now = useNow(CLOCK_TICK_MS);
  const minute = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  return <BoardMinute.Provider value={minute}>{children}</BoardMinute.Provider>;
}

/** The board's current minute; outside the provider (a lone label in a test) the time now. */
export function useBoardMinute() {
  return useContext(BoardMinute) ?? Date.now();
}
