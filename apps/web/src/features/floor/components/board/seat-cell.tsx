// One seat of the board: a drop target (and, while an item is selected, a tap target) with its male
// and female labels (empty at 0). The cell keeps one size however many groups sit there: the labels
// scroll sideways inside it instead of growing the row. A cell re-renders only when what it shows
// changes (see `sameSeatCell`), so a realtime patch of one seat re-renders that seat alone.
import { useDroppable } from "@dnd-kit/core";
import {
  type BoardGender,
  type BoardGroup,
  type BoardSeat,
  type IconDetail,
  seatCallLevel,
} from "@lounge-office/domain/floor";
import { memo } from "react";
import styles from "./board.module.css";
import {
  countOf,
  GENDER_LABEL,
  GENDER_MARK,
  groupsOf,
  type IconDetailsBySeat,
  iconDetailKey,
  labelClassOf,
  type MatchMark,
  matchMarksOf,
  type WarnLevelOf,
  warnClass,
} from "./board-view";
import { type GroupDragItem, GroupLabel } from "./group-label";
import { SEAT_TYPE_NAME, t } from "./messages";

// Looked up once: every seat draws them.
const AUTO = t("seat.auto");
const SINCE_CHANGE = t("seat.sinceChange");
const SETTLING = t("seat.settling");

type Props = {
  seat: BoardSeat;
  warnLevelOf: WarnLevelOf;
  iconDetails: IconDetailsBySeat;
  onOpenGroup: (groupId: number) => void;
  /** The group selected by a tap, if any (its label shows it). */
  selectedGroupId: number | null;
  /** Something is selected: a tap on the seat seats it here. */
  tapping: boolean;
  onTapGroup: (item: GroupDragItem, seatId: number, byTouch: boolean) => void;
  onTapSeat: (seatId: number) => void;
};

const cx = (...names: (string | undefined | false)[]) => names.filter(Boolean).join(" ");

function SeatLabel({
  seat,
  gender,
  warnLevelOf,
  iconDetails,
  onOpenGroup,
  selectedGroupId,
  onTapGroup,
  marks,
}: Props & { gender: BoardGender; marks: Map<number, MatchMark> }) {
  const count = countOf(seat, gender);
  const groups = groupsOf(seat, gender);
  const level = seatCallLevel(groups, warnLevelOf);
  const detail = iconDetails.get(iconDetailKey(seat.id, gender));
  return (
    <div
      className={cx(styles.label, labelClassOf(seat, gender), warnClass(level))}
      data-gender={gender}
      data-count={count}
      data-empty={count === 0}
    >
      {count > 0 && (
        <>
          <div className={styles.groups}>
            {groups.map((group) => (
              <GroupLabel
                key={group.id}
                group={group}
                seatName={seat.name}
                warnLevel={warnLevelOf(group)}
                match={marks.get(group.id)}
                selected={selectedGroupId === group.id}
                onOpen={onOpenGroup}
                onTap={onTapGroup}
              />
            ))}
          </div>
          <div className={styles.side}>
            {groups.length > 1 && (
              <span
                className={styles.count}
                data-role="count"
                title={t("seat.count", {
                  gender: GENDER_LABEL[gender],
                  count,
                  groups: groups.length,
                })}
              >
                {GENDER_MARK[gender]}
                {count}
              </span>
            )}
            {detail && (
              <span className={styles.meta} title={SINCE_CHANGE}>
                {t("minutes", { minutes: detail.last_normal_event_log_elapsed_min })}
              </span>
            )}
            {(detail?.account || groups.some((group) => group.accounting)) && (
              <span className={styles.accounting}>{SETTLING}</span>
            )}
          </div>
        </>
      )}
    </div>
  );
}

const GENDERS: BoardGender[] = ["mens", "ladys"];

const sameDetail = (a: IconDetail | undefined, b: IconDetail | undefined) =>
  a === b ||
  (a?.last_normal_event_log_elapsed_min === b?.last_normal_event_log_elapsed_min &&
    a?.account === b?.account);

/**
 * Whether a cell would show the same with the next props. The board hands every cell board-wide
 * props that change identity on any board render (the call-level resolver, the icon-details map, the
 * selected group): they are compared by what this seat shows of them. Every other prop by identity;
 * the seat itself is kept as the same object while it does not change (the query cache's structural
 * sharing), and the board's handlers keep one identity.
 */
export function sameSeatCell(prev: Props, next: Props): boolean {
  const { seat, warnLevelOf, iconDetails, selectedGroupId, ...rest } = prev;
  if (seat !== next.seat) return false;
  const keys = Object.keys(rest) as (keyof typeof rest)[];
  if (keys.some((key) => rest[key] !== next[key])) return false;
  const sameGroup = (group: BoardGroup) =>
    warnLevelOf(group) === next.warnLevelOf(group) &&
    (selectedGroupId === group.id) === (next.selectedGroupId === group.id);
  const sameDetails = (gender: BoardGender) =>
    sameDetail(
      iconDetails.get(iconDetailKey(seat.id, gender)),
      next.iconDetails.get(iconDetailKey(seat.id, gender)),
    );
  return (
    seat.group_mens.every(sameGroup) &&
    seat.group_ladys.every(sameGroup) &&
    GENDERS.every(sameDetails)
  );
}

export const SeatCell = memo(function SeatCell(props: Props) {
  const { seat, warnLevelOf, tapping, onTapSeat } = props;
  const { setNodeRef, isOver } = useDroppable({
    id: `seat-${seat.id}`,
    data: { seatId: seat.id, name: seat.name },
  });
  const level = seatCallLevel([...seat.group_mens, ...seat.group_ladys], warnLevelOf);
  const type = SEAT_TYPE_NAME[seat.seat_type];
  const marks = matchMarksOf(seat);
  return (
    // Keyboard users move with the keyboard drag (Space, arrows); the tap is for fingers and mice.
    // biome-ignore lint/a11y/useSemanticElements: a seat is a drop target named for keyboard users, not a form <fieldset>
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above, the keyboard drag serves keyboards
    <div
      ref={setNodeRef}
      role="group"
      aria-label={t("seat.aria", { seat: seat.name, type, mens: seat.mens, ladys: seat.ladys })}
      className={cx(styles.cell, warnClass(level))}
      data-seat-id={seat.id}
      data-seat-name={seat.name}
      data-seat-type={seat.seat_type}
      data-over={isOver}
      data-tapping={tapping}
      onClick={() => onTapSeat(seat.id)}
      style={{ gridColumn: seat.col + 1, gridRow: seat.row + 1 }}
    >
      <div className={styles.seatHead}>
        <span className={styles.seatName}>{seat.name}</span>
        {seat.seat_type === "auto" && (
          <span className={styles.seatType} title={type}>
            {AUTO}
          </span>
        )}
      </div>
      <SeatLabel {...props} marks={marks} gender="mens" />
      <SeatLabel {...props} marks={marks} gender="ladys" />
    </div>
  );
}, sameSeatCell);
