// A group's label on its seat: dragged to move the group, tapped (or Enter) to open its details.
import { useDraggable } from "@dnd-kit/core";
import type { BoardGroup } from "@lounge-office/domain";
import { IconBell } from "@tabler/icons-react";
import styles from "./board.module.css";
import { boardGenderOf, GENDER_LABEL, warnClass } from "./board-view";
import type { DragItem } from "./drop-rules";

type Props = {
  group: BoardGroup;
  seatName: string;
  warnLevel: number | null;
  onOpen: (groupId: number) => void;
};

export function GroupLabel({ group, seatName, warnLevel, onOpen }: Props) {
  const gender = boardGenderOf(group);
  const item: DragItem = {
    kind: "group",
    groupId: group.id,
    lockVersion: group.lock_version,
    label: `${GENDER_LABEL[gender]} ${group.num}名（${seatName}）`,
  };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `group-${group.id}`,
    data: item,
  });
  const call = warnLevel ? ` 呼び出し中 レベル${warnLevel}` : "";
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <button> would click on the keyup of the Space that drops it
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      role="button"
      tabIndex={0}
      aria-label={`${item.label}${group.fee_rule && gender === "mens" ? ` ${group.fee_rule}` : ""}${call}`}
      className={[styles.group, warnClass(warnLevel)].filter(Boolean).join(" ")}
      data-group-id={group.id}
      data-gender={gender}
      data-warn-level={warnLevel ?? undefined}
      data-dragging={isDragging}
      onClick={() => onOpen(group.id)}
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
      {warnLevel ? <IconBell size={12} aria-hidden /> : null}
      {group.num}
    </div>
  );
}
