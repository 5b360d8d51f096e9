// The seats laid out like the room: each seat at its column and row of a CSS grid.
import type { BoardSeat } from "@lounge-office/domain";
import type { CSSProperties } from "react";
import styles from "./board.module.css";
import type { IconDetailsBySeat, WarnLevelOf } from "./board-view";
import { SeatCell } from "./seat-cell";

type Props = {
  seats: BoardSeat[];
  warnLevelOf: WarnLevelOf;
  iconDetails: IconDetailsBySeat;
  onOpenGroup: (groupId: number) => void;
};

export function BoardGrid({ seats, ...rest }: Props) {
  const columns = Math.max(1, ...seats.map((seat) => seat.col + 1));
  return (
    <div
      className={styles.grid}
      style={{ "--board-cols": columns } as CSSProperties}
      data-testid="board-grid"
    >
      {seats.map((seat) => (
        <SeatCell key={seat.id} seat={seat} {...rest} />
      ))}
    </div>
  );
}
