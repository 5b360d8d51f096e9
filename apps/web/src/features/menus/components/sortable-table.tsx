// Sortable table pages (screen 18): rows dragged by their handle (mouse, touch or keyboard) to a new position.
// Rows move only within their section (e.g. a genre group); the page turns a move into the row-update call.
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, Table, VisuallyHidden } from "@mantine/core";
import { IconGripVertical } from "@tabler/icons-react";
import type { CSSProperties, ReactNode } from "react";
import { t } from "../messages";
import { highlightStyle } from "./use-row-highlight";

export type SortableSection<T> = { key: string; header?: ReactNode; items: T[] };
export type RowMove = { id: number; overId: number };

type Props<T extends { id: number }> = {
  /** The table's accessible name. */
  label: string;
  /** Header cells after the handle column. */
  head: ReactNode;
  /** Cells per row, the handle included (for section headers and the empty row). */
  columnCount: number;
  sections: SortableSection<T>[];
  itemLabel: (item: T) => string;
  renderCells: (item: T) => ReactNode;
  rowAttributes?: (item: T) => Record<`data-${string}`, string>;
  highlighted?: (item: T) => boolean;
  onMove: (move: RowMove) => void;
  /** When set, rows cannot be dragged; said on the handles. */
  sortDisabledReason?: string | undefined;
  empty?: ReactNode;
};

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export function SortableTable<T extends { id: number }>(props: Props<T>) {
  const { label, head, columnCount, sections, itemLabel, onMove, empty } = props;
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const sectionOf = new Map<number, string>();
  const labelOf = new Map<number, string>();
  for (const section of sections) {
    for (const item of section.items) {
      sectionOf.set(item.id, section.key);
      labelOf.set(item.id, itemLabel(item));
    }
  }
  const name = (id: unknown) => t("quoted", { name: labelOf.get(Number(id)) ?? "" });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("drag.start", { item: name(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t("drag.overAt", { item: name(active.id), over: name(over.id) })
        : t("drag.over", { item: name(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t("drag.endAt", { item: name(active.id), over: name(over.id) })
        : t("drag.end", { item: name(active.id) }),
    onDragCancel: ({ active }) => t("drag.cancel", { item: name(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    if (sectionOf.get(Number(active.id)) !== sectionOf.get(Number(over.id))) return;
    onMove({ id: Number(active.id), overId: Number(over.id) });
  };

  const total = sections.reduce((n, s) => n + s.items.length, 0);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t("drag.instructions"),
        },
      }}
    >
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing={6} aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={44}>
                <VisuallyHidden>{t("drag.column")}</VisuallyHidden>
              </Table.Th>
              {head}
            </Table.Tr>
          </Table.Thead>
          {sections.map((section) => (
            <Table.Tbody key={section.key} data-section={section.key}>
              {section.header !== undefined && (
                <Table.Tr data-section-header>
                  <Table.Td colSpan={columnCount} bg="var(--mantine-color-default-hover)">
                    {section.header}
                  </Table.Td>
                </Table.Tr>
              )}
              <SortableContext
                items={section.items.map((item) => item.id)}
                strategy={verticalListSortingStrategy}
              >
                {section.items.map((item) => (
                  <SortableRow key={item.id} item={item} {...props} />
                ))}
              </SortableContext>
            </Table.Tbody>
          ))}
          {total === 0 && empty !== undefined && (
            <Table.Tbody>
              <Table.Tr>
                <Table.Td colSpan={columnCount}>{empty}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          )}
        </Table>
      </Table.ScrollContainer>
    </DndContext>
  );
}

function SortableRow<T extends { id: number }>({
  item,
  itemLabel,
  renderCells,
  rowAttributes,
  highlighted,
  sortDisabledReason,
}: Props<T> & { item: T }) {
  const disabled = sortDisabledReason !== undefined;
  const sortable = useSortable({
    id: item.id,
    disabled,
    attributes: { roleDescription: t("drag.row") },
  });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    sortable;
  const isHighlighted = highlighted?.(item) ?? false;
  const style: CSSProperties = {
    ...highlightStyle(isHighlighted),
    transform: CSS.Translate.toString(transform),
    transition: [transition, highlightStyle(isHighlighted).transition].filter(Boolean).join(", "),
    position: "relative",
    ...(sortable.isDragging
      ? { zIndex: 2, opacity: 0.9, boxShadow: "var(--mantine-shadow-md)" }
      : {}),
  };
  return (
    <Table.Tr
      ref={setNodeRef}
      style={style}
      data-row-id={item.id}
      data-highlighted={String(isHighlighted)}
      data-dragging={String(sortable.isDragging)}
      {...rowAttributes?.(item)}
    >
      <Table.Td>
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={t("drag.handle", { item: itemLabel(item) })}
          title={sortDisabledReason ?? t("drag.title")}
          {...attributes}
          {...listeners}
          disabled={disabled}
          style={{ cursor: disabled ? "not-allowed" : "grab", touchAction: "none" }}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
      </Table.Td>
      {renderCells(item)}
    </Table.Tr>
  );
}
