// Drag and drop set-up of the board: mouse, touch and keyboard sensors, seat-to-seat keyboard
// moves, the collision rule and the announcements for screen readers (in this page's language).
import {
  type Announcements,
  type CollisionDetection,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import type { PointerEvent as ReactPointerEvent } from "react";
import type { DragItem } from "./drop-rules";
import { t } from "./messages";

/**
 * PointerSensor for mouse and pen only: touches go to the TouchSensor, whose press delay lets a
 * finger still scroll the board.
 */
export class MousePointerSensor extends PointerSensor {
  static override activators = [
    {
      eventName: "onPointerDown" as const,
      handler: ({ nativeEvent: event }: ReactPointerEvent) =>
        event.pointerType !== "touch" && event.isPrimary && event.button === 0,
    },
  ];
}

// The sensors' options are constants: dnd-kit memoises each sensor on its options object, so a new
// object per render would make new activators, change DndContext's internal context, and re-render
// every seat and group label with each board render (a realtime patch included).
const MOUSE_OPTIONS = { activationConstraint: { distance: 6 } };
const TOUCH_OPTIONS = { activationConstraint: { delay: 200, tolerance: 8 } };

export function useBoardSensors() {
  return useSensors(
    useSensor(MousePointerSensor, MOUSE_OPTIONS),
    useSensor(TouchSensor, TOUCH_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );
}

const ARROWS: string[] = [
  KeyboardCode.Up,
  KeyboardCode.Down,
  KeyboardCode.Left,
  KeyboardCode.Right,
];

/**
 * Arrow keys jump from seat to seat (the nearest seat in that direction) instead of moving a few
 * pixels, so a keyboard user needs one press per seat.
 */
export const seatKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { currentCoordinates, context: { active, collisionRect, droppableRects, droppableContainers } },
) => {
  if (!ARROWS.includes(event.code)) return undefined;
  event.preventDefault();
  if (!active || !collisionRect) return undefined;
  const cx = collisionRect.left + collisionRect.width / 2;
  const cy = collisionRect.top + collisionRect.height / 2;
  let best: { dx: number; dy: number; score: number } | null = null;
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const dx = rect.left + rect.width / 2 - cx;
    const dy = rect.top + rect.height / 2 - cy;
    // Distance along the arrow, and the sideways offset weighted so a seat in line wins.
    const along = { ArrowRight: dx, ArrowLeft: -dx, ArrowDown: dy, ArrowUp: -dy }[event.code] ?? 0;
    const across = event.code === KeyboardCode.Left || event.code === KeyboardCode.Right ? dy : dx;
    if (along < 2) continue;
    const score = along + Math.abs(across) * 3;
    if (!best || score < best.score) best = { dx, dy, score };
  }
  if (!best) return undefined;
  return { x: currentCoordinates.x + best.dx, y: currentCoordinates.y + best.dy };
};

/** The seat under the finger or pointer; for keyboard drags (no pointer) the seat overlapped most. */
export const seatCollision: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : rectIntersection(args);
};

const ITEM = t("dnd.item");
const itemLabel = (data: unknown) => (data as DragItem | undefined)?.label ?? ITEM;
const seatName = (data: unknown) => (data as { name?: string } | undefined)?.name ?? "";

// Instant scrolling: with a smooth one, the next arrow would be measured mid-scroll. (Below the
// coordinate getter it names: a module constant cannot refer to one declared after it.)
const KEYBOARD_OPTIONS = {
  coordinateGetter: seatKeyboardCoordinates,
  scrollBehavior: "auto" as const,
};

export const BOARD_ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) => t("dnd.start", { item: itemLabel(active.data.current) }),
  onDragOver: ({ active, over }) =>
    over
      ? t("dnd.over", { item: itemLabel(active.data.current), seat: seatName(over.data.current) })
      : t("dnd.outside", { item: itemLabel(active.data.current) }),
  onDragEnd: ({ active, over }) =>
    over
      ? t("dnd.dropped", {
          item: itemLabel(active.data.current),
          seat: seatName(over.data.current),
        })
      : t("dnd.notDropped", { item: itemLabel(active.data.current) }),
  onDragCancel: ({ active }) => t("dnd.cancelled", { item: itemLabel(active.data.current) }),
};

export const BOARD_SCREEN_READER_INSTRUCTIONS = { draggable: t("dnd.instructions") };
