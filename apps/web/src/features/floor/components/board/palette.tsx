// The palette: new male / female / others customers, dragged onto a seat to seat a new group.
import { useDraggable } from "@dnd-kit/core";
import { IconUserPlus } from "@tabler/icons-react";
import styles from "./board.module.css";
import type { DragItem } from "./drop-rules";
import { ENTRY_GENDER_LABEL, type EntryGender } from "./entry-gender";

export const paletteLabel = (gender: EntryGender) => `新規 ${ENTRY_GENDER_LABEL[gender]}`;

function PaletteItem({ gender }: { gender: EntryGender }) {
  const item: DragItem = { kind: "new", gender, label: paletteLabel(gender) };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `palette-${gender}`,
    data: item,
  });
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <button> would click on the keyup of the Space that drops it
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      role="button"
      tabIndex={0}
      aria-label={item.label}
      className={styles.paletteItem}
      data-gender={gender}
      data-dragging={isDragging}
      data-testid={`palette-${gender}`}
    >
      <IconUserPlus size={18} aria-hidden />
      {item.label}
    </div>
  );
}

export function Palette() {
  return (
    <div className={styles.palette}>
      <PaletteItem gender="mens" />
      <PaletteItem gender="ladys" />
      <PaletteItem gender="others" />
    </div>
  );
}

/** What follows the finger or pointer during a drag. */
export function DragPreview({ item }: { item: DragItem }) {
  return (
    <div
      className={`${styles.paletteItem} ${styles.overlay}`}
      data-gender={item.kind === "new" ? item.gender : undefined}
      style={
        item.kind === "group"
          ? { background: "var(--mantine-color-dark-6)", color: "white" }
          : undefined
      }
    >
      {item.label}
    </div>
  );
}
