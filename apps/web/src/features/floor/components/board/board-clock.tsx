// The board's clock `M/D (曜) HH:mm` in the lounge's time zone, ticking every second on its own so
// the rest of the board does not re-render with it.
import { Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { formatClock } from "../../../../lib/dayjs";

export const CLOCK_TICK_MS = 1000;

export function BoardClock({ timeZone }: { timeZone: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(id);
  }, []);
  return (
    <Text component="time" size="xl" fw={700} ff="monospace" data-testid="board-clock">
      {formatClock(now, timeZone)}
    </Text>
  );
}
