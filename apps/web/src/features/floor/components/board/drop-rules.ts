// What a drop on a seat leads to: the entry modal, the original system's special-fee alert, or the
// already-seated-today confirmation (a refusal sends nothing).
import { type Board, specialFeeBarsSeat } from "@lounge-office/domain/floor";
import { findGroup } from "./board-view";
import type { EntryGender } from "./entry-gender";
import { t } from "./messages";

export const SEATED_NORMAL_TODAY_CONFIRM = t("drop.seatedToday");
/** The domain's SPECIAL_FEE_AUTO_SEAT_MESSAGE in Japanese (the server's own refusal, word for word). */
export const SPECIAL_FEE_AUTO_SEAT_ALERT = t("drop.specialFee");

/**
 * What is being dragged: a new customer from the palette, or a group label with the lock_version
 * it had when it was picked up (the move is refused if another device changed it meanwhile).
 */
export type DragItem =
  | { kind: "new"; gender: EntryGender; label: string }
  | { kind: "group"; groupId: number; lockVersion: number; label: string };

export type EntryTarget =
  | { type: "new"; gender: EntryGender; seatId: number }
  | { type: "move"; groupId: number; lockVersion: number; seatId: number };

export type Ask = { alert: (message: string) => void; confirm: (message: string) => boolean };

export function resolveDrop(
  board: Board,
  item: DragItem,
  seatId: number,
  ask: Ask,
): EntryTarget | null {
  const seat = board.seats.find((s) => s.id === seatId);
  if (!seat) return null;
  if (item.kind === "new") return { type: "new", gender: item.gender, seatId };
  // The board may have changed during the drag: decide on the group as it is now.
  const found = findGroup(board, item.groupId);
  if (!found || found.group.seat_id === seatId) return null;
  const { group } = found;
  if (specialFeeBarsSeat(seat.seat_type, group.gender, group.other_flag)) {
    ask.alert(SPECIAL_FEE_AUTO_SEAT_ALERT);
    return null;
  }
  if (
    seat.seat_type === "normal" &&
    group.seated_normal_today &&
    !ask.confirm(SEATED_NORMAL_TODAY_CONFIRM)
  ) {
    return null;
  }
  // The version seen at pick-up, not the cache's newer one: a change meanwhile must be a 409.
  return { type: "move", groupId: group.id, lockVersion: item.lockVersion, seatId };
}
