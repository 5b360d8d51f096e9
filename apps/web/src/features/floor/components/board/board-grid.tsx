// The seats laid out like the room: each seat at its column and row of a CSS grid, inside a box that
// scrolls sideways on its own if a room is wider than the screen (the page itself never does).
import type { BoardSeat } from "@lounge-office/domain/floor";
import type { ComponentProps, CSSProperties } from "react";
import styles from "./board.module.css";
import { SeatCell } from "./seat-cell";

type Props = { seats: BoardSeat[] } & Omit<ComponentProps<typeof SeatCell>, "seat">;

export function BoardGrid({ seats, ...rest }: Props) {
  const columns = Math.max(1, ...seats.map((seat) => seat.col + 1));
  return (
    <div className={styles.gridScroller} data-testid="board-scroller">
      <div
        className={styles.grid}
        style={{ "--board-cols": columns } as CSSProperties}
        data-testid="board-grid"
      >
        {seats.map((seat) => (
          <SeatCell key={seat.id} seat={seat} {...rest} />
        ))}
      </div>
    </div>
  );
}
