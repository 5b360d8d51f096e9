// The sortable tables' position rule, mirrored from the server: where a dragged row lands in its lounge's whole list.

type WithId = { id: number };

/**
 * The `row_order_position` for dropping `activeId` onto `overId`: the index the row takes in the
 * lounge's whole ordered list (the server removes the row, then inserts it at this index). For a
 * list shown whole this is the dragged row's new index; for a filtered or grouped view it is still
 * the right place in the whole list.
 */
export function dropPosition(ids: readonly number[], activeId: number, overId: number): number {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from === -1 || to === -1) return Math.max(to, 0);
  const rest = ids.filter((id) => id !== activeId);
  const overIndex = rest.indexOf(overId);
  return from < to ? overIndex + 1 : overIndex;
}

/** The list after moving one row to a position: the optimistic view until the server answers. */
export function moveToPosition<T extends WithId>(list: readonly T[], id: number, position: number) {
  const moved = list.find((item) => item.id === id);
  if (!moved) return [...list];
  const rest = list.filter((item) => item.id !== id);
  rest.splice(Math.min(Math.max(position, 0), rest.length), 0, moved);
  return rest;
}

/**
 * A cached view (maybe filtered) re-ordered like the lounge's whole list: same members, the whole
 * list's order and data. A view holding rows the list does not know is left as it is.
 */
export function orderLike<T extends WithId>(view: readonly T[], whole: readonly T[]): T[] {
  const byId = new Map(whole.map((item) => [item.id, item]));
  if (view.length === 0 || !view.every((item) => byId.has(item.id))) return [...view];
  const members = new Set(view.map((item) => item.id));
  return whole.filter((item) => members.has(item.id));
}

/** Each row's place (1..n) within its group (a menu's genre), reading the whole list in its order. */
export function placesInGroups<T extends WithId>(list: readonly T[], groupOf: (item: T) => number) {
  const counts = new Map<number, number>();
  const places = new Map<number, number>();
  for (const item of list) {
    const place = (counts.get(groupOf(item)) ?? 0) + 1;
    counts.set(groupOf(item), place);
    places.set(item.id, place);
  }
  return places;
}

/**
 * The `row_order_position` that puts row `id` at `place` (1-based, past the end means last) within its group:
 * it takes the place of the group's row there now, as if dropped onto it. `undefined` when it is there already.
 */
export function positionForPlace<T extends WithId>(
  list: readonly T[],
  id: number,
  place: number,
  groupOf: (item: T) => number,
): number | undefined {
  const moved = list.find((item) => item.id === id);
  if (!moved) return undefined;
  const members = list.filter((item) => groupOf(item) === groupOf(moved));
  const over = members[Math.min(Math.max(place, 1), members.length) - 1];
  if (!over || over.id === id) return undefined;
  return dropPosition(
    list.map((item) => item.id),
    id,
    over.id,
  );
}
