// The seat layout editor: seats on a grid by column and row, like the board; drag a seat's handle to move it, click to edit.

import {
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import type { Seat } from "@lounge-office/domain/seats";
import { ActionIcon, Badge, Box, Paper, Text, UnstyledButton } from "@mantine/core";
import { IconGripVertical, IconPlus } from "@tabler/icons-react";
import { seatTypeName, t } from "../messages";

const LAYOUT = t("layout");

const CELL_W = 104;
const CELL_H = 76;
const GAP = 6;
const MAX_INDEX = 40;

type Props = {
  seats: Seat[];
  onEdit: (seat: Seat) => void;
  onAdd: (position: { col: number; row: number }) => void;
  onMove: (seat: Seat, position: { col: number; row: number }) => void;
};

const cellId = (col: number, row: number) => `cell:${col}:${row}`;

/** Arrow keys move a dragged seat one cell at a time. */
const cellCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  const step = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] }[
    event.code
  ];
  if (!step) return undefined;
  event.preventDefault();
  return {
    x: currentCoordinates.x + (step[0] ?? 0) * (CELL_W + GAP),
    y: currentCoordinates.y + (step[1] ?? 0) * (CELL_H + GAP),
  };
};

function SeatCard({ seat, onEdit }: { seat: Seat; onEdit: () => void }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `seat:${seat.id}`,
    data: { seat },
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      shadow={isDragging ? "md" : undefined}
      data-seat-id={seat.id}
      data-testid={`seat-${seat.name}`}
      style={{
        position: "relative",
        width: "100%",
        height: "100%",
        zIndex: isDragging ? 10 : undefined,
        transform: transform ? `translate(${transform.x}px, ${transform.y}px)` : undefined,
        borderColor: seat.seat_type === "auto" ? "var(--mantine-color-teal-5)" : undefined,
      }}
    >
      <UnstyledButton
        onClick={onEdit}
        // Named as it reads (the seat, then its type), then what a tap does.
        aria-label={t("seat.edit", { name: seat.name, type: seatTypeName(seat.seat_type) })}
        w="100%"
        h="100%"
        p={6}
        // The name beside the 44 px handle, the type along the bottom, clear of it.
        style={{
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          alignItems: "flex-start",
        }}
      >
        <Text fw={700} size="sm" truncate pr={44} maw="100%">
          {seat.name}
        </Text>{" "}
        <Badge size="xs" variant="light" color={seat.seat_type === "auto" ? "teal" : "gray"}>
          {seatTypeName(seat.seat_type)}
        </Badge>
      </UnstyledButton>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t("seat.move", { name: seat.name })}
        style={{ position: "absolute", top: 2, right: 2, touchAction: "none", cursor: "grab" }}
        {...attributes}
        {...listeners}
      >
        <IconGripVertical size={14} />
      </ActionIcon>
    </Paper>
  );
}

function Cell({
  col,
  row,
  seats,
  onEdit,
  onAdd,
}: {
  col: number;
  row: number;
  seats: Seat[];
  onEdit: Props["onEdit"];
  onAdd: Props["onAdd"];
}) {
  const { setNodeRef, isOver } = useDroppable({
    id: cellId(col, row),
    data: { col, row },
    disabled: seats.length > 0,
  });
  return (
    <Box
      ref={setNodeRef}
      style={{
        gridColumn: col + 1,
        gridRow: row + 1,
        display: "flex",
        flexDirection: "column",
        gap: 2,
        borderRadius: "var(--mantine-radius-sm)",
        outline: isOver ? "2px dashed var(--mantine-color-indigo-5)" : undefined,
      }}
    >
      {seats.length === 0 ? (
        <UnstyledButton
          aria-label={t("seat.addAt", { col, row })}
          onClick={() => onAdd({ col, row })}
          style={{
            flex: 1,
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            border: "1px dashed var(--mantine-color-default-border)",
            borderRadius: "var(--mantine-radius-sm)",
            color: "var(--mantine-color-dimmed)",
          }}
        >
          <IconPlus size={16} />
        </UnstyledButton>
      ) : (
        seats.map((seat) => (
          <Box key={seat.id} style={{ flex: 1, minHeight: 0 }}>
            <SeatCard seat={seat} onEdit={() => onEdit(seat)} />
          </Box>
        ))
      )}
    </Box>
  );
}

export function SeatGrid({ seats, onEdit, onAdd, onMove }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: cellCoordinates }),
  );
  // One spare column and row around the room, so a seat can be added or dragged beyond the edge.
  const cols = Math.min(MAX_INDEX + 1, Math.max(4, ...seats.map((s) => s.col + 2)));
  const rows = Math.min(MAX_INDEX + 1, Math.max(2, ...seats.map((s) => s.row + 2)));
  const at = new Map<string, Seat[]>();
  for (const seat of seats) {
    const key = cellId(seat.col, seat.row);
    at.set(key, [...(at.get(key) ?? []), seat]);
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const seat = active.data.current?.seat as Seat | undefined;
    const target = over?.data.current as { col: number; row: number } | undefined;
    if (!seat || !target || (seat.col === target.col && seat.row === target.row)) return;
    onMove(seat, target);
  };

  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <Box style={{ overflowX: "auto" }} pb="xs">
        <Box
          role="group"
          aria-label={LAYOUT}
          style={{
            display: "grid",
            gridTemplateColumns: `repeat(${cols}, ${CELL_W}px)`,
            gridTemplateRows: `repeat(${rows}, ${CELL_H}px)`,
            gap: GAP,
          }}
        >
          {Array.from({ length: rows }, (_, row) =>
            Array.from({ length: cols }, (_, col) => (
              <Cell
                key={cellId(col, row)}
                col={col}
                row={row}
                seats={at.get(cellId(col, row)) ?? []}
                onEdit={onEdit}
                onAdd={onAdd}
              />
            )),
          )}
        </Box>
      </Box>
    </DndContext>
  );
}
