// A group's label on its seat: a 44 px touch target showing gender, count, minutes since it entered
// (ticking with the board clock) or, when its fee rule names a set, the minutes left of it (marked
// at the rule's warning lead and when up), its matched set and fee-rule tag. Dragged to move the group;
// a mouse click (or Enter) opens its details; a finger's tap selects it for tap-a-seat (a second tap
// opens the details), for staff who cannot long-press.
import { useDraggable } from "@dnd-kit/core";
import { type BoardGroup, timeUpOf } from "@lounge-office/domain/floor";
import { minutesBetween } from "@lounge-office/domain/shared";
import { IconBell } from "@tabler/icons-react";
import { useRef } from "react";
import styles from "./board.module.css";
import { useBoardMinute } from "./board-clock";
import { boardGenderOf, type MatchMark, timeUpLabel, timeUpSpoken, warnClass } from "./board-view";
import type { DragItem } from "./drop-rules";
import { GENDER_MARK, groupOf, t } from "./messages";

export type GroupDragItem = Extract<DragItem, { kind: "group" }>;

type Props = {
  group: BoardGroup;
  seatName: string;
  warnLevel: number | null;
  match: MatchMark | undefined;
  selected: boolean;
  onOpen: (groupId: number) => void;
  /** A tap or click: the board decides (select, open, or seat the selected item here). */
  onTap: (item: GroupDragItem, seatId: number, byTouch: boolean) => void;
};

/** The fee rule's tag on the label: outlined text, never a fill, so it cannot pass for a call. */
const SPECIAL_TAG = t("label.special");
const feeTagOf = (group: BoardGroup) =>
  group.executive ? "EX" : group.vip ? "VIP" : group.other_flag ? SPECIAL_TAG : null;

export function GroupLabel({ group, seatName, warnLevel, match, selected, onOpen, onTap }: Props) {
  const gender = boardGenderOf(group);
  const minute = useBoardMinute();
  const lastPointer = useRef<string>("mouse");
  const item: GroupDragItem = {
    kind: "group",
    groupId: group.id,
    lockVersion: group.lock_version,
    label: t("groupAt", { group: groupOf(group.gender, group.num), seat: seatName }),
  };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `group-${group.id}`,
    data: item,
  });
  const elapsed = minutesBetween(Date.parse(group.service_start_at), minute);
  const timeUp = timeUpOf(group, minute);
  const feeTag = feeTagOf(group);
  // Others sit on the men's side but are marked as themselves.
  const mark = GENDER_MARK[group.gender];
  const call = warnLevel ? ` ${t("calling", { level: warnLevel })}` : "";
  const fee = group.fee_rule && gender === "mens" ? ` ${group.fee_rule}` : "";
  const matched = match ? ` ${t("label.match", { letter: match.letter })}` : "";
  const minutes = t("minutes", { minutes: elapsed });
  // What the label shows, first in its name (speech control finds it by what staff read), then
  // what a screen reader needs spelled out.
  const shown = `${mark}${group.num} ${timeUp ? timeUpLabel(timeUp) : minutes}${feeTag ? ` ${feeTag}` : ""}`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <button> would click on the keyup of the Space that drops it
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      role="button"
      tabIndex={0}
      aria-label={`${shown} — ${item.label}${fee}${call} ${t("label.sinceArrival", { minutes: elapsed })}${timeUp ? ` ${timeUpSpoken(timeUp)}` : ""}${matched}`}
      aria-pressed={selected}
      className={[styles.group, warnClass(warnLevel)].filter(Boolean).join(" ")}
      data-group-id={group.id}
      data-gender={gender}
      data-warn-level={warnLevel ?? undefined}
      data-fee={group.executive ? "executive" : group.vip ? "vip" : undefined}
      data-match={match?.letter}
      data-time-up={timeUp?.state}
      data-dragging={isDragging}
      data-selected={selected}
      onPointerDown={(event) => {
        lastPointer.current = event.pointerType;
        listeners?.onPointerDown?.(event);
      }}
      onClick={(event) => {
        // The seat behind the label must not take the same tap as a tap on the seat.
        event.stopPropagation();
        onTap(item, group.seat_id, lastPointer.current === "touch");
        lastPointer.current = "mouse";
      }}
      onKeyDown={(event) => {
        // Enter opens the details; Space picks the label up (and Enter drops it while dragging).
        if (event.key === "Enter" && !isDragging) {
          event.preventDefault();
          onOpen(group.id);
          return;
        }
        listeners?.onKeyDown?.(event);
      }}
    >
      <span className={styles.groupTop}>
        {warnLevel ? <IconBell size={11} aria-hidden /> : null}
        {mark}
        {group.num}
        {match && (
          <span className={styles.matchMark} data-slot={match.slot} aria-hidden>
            {match.letter}
          </span>
        )}
      </span>
      {/* The spaces are not drawn (flex items); they part the words of the label's text. */}{" "}
      <span className={styles.groupBottom} aria-hidden>
        {timeUp ? (
          <span className={styles.timeLeft} data-state={timeUp.state}>
            {timeUpLabel(timeUp)}
          </span>
        ) : (
          minutes
        )}
        {feeTag && (
          <>
            {" "}
            <span className={styles.feeTag}>{feeTag}</span>
          </>
        )}
      </span>
    </div>
  );
}
