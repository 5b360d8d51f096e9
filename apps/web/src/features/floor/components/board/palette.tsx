// The palette: new male / female / others customers, dragged onto a seat to seat a new group, or
// tapped (selected) and then a seat tapped.
import { useDraggable } from "@dnd-kit/core";
import { IconUserPlus } from "@tabler/icons-react";
import styles from "./board.module.css";
import type { DragItem } from "./drop-rules";
import { ENTRY_GENDER_LABEL, type EntryGender } from "./entry-gender";
import { t } from "./messages";

// Looked up once: the palette's items render with every board render.
const PALETTE_LABELS: Readonly<Record<EntryGender, string>> = {
  mens: t("palette.new", { gender: ENTRY_GENDER_LABEL.mens }),
  ladys: t("palette.new", { gender: ENTRY_GENDER_LABEL.ladys }),
  others: t("palette.new", { gender: ENTRY_GENDER_LABEL.others }),
};

/** A new group's name in the palette: 「新規 男性」. */
export const paletteLabel = (gender: EntryGender) => PALETTE_LABELS[gender];

type SelectProps = {
  /** The palette item selected by a tap, if any. */
  selected: EntryGender | null;
  onSelect: (item: DragItem) => void;
};

function PaletteItem({ gender, selected, onSelect }: { gender: EntryGender } & SelectProps) {
  const item: DragItem = { kind: "new", gender, label: paletteLabel(gender) };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `palette-${gender}`,
    data: item,
  });
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <button> would click on the keyup of the Space that drops it
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard drag's Space (in the listeners) serves keyboards
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      role="button"
      tabIndex={0}
      aria-label={item.label}
      aria-pressed={selected === gender}
      className={styles.paletteItem}
      data-gender={gender}
      data-dragging={isDragging}
      data-selected={selected === gender}
      onClick={() => onSelect(item)}
      data-testid={`palette-${gender}`}
    >
      <IconUserPlus size={18} aria-hidden />
      {item.label}
    </div>
  );
}

export function Palette(props: SelectProps) {
  return (
    <div className={styles.palette}>
      <PaletteItem gender="mens" {...props} />
      <PaletteItem gender="ladys" {...props} />
      <PaletteItem gender="others" {...props} />
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
