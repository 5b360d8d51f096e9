// The client's mirror of the server's reorder rule: drop positions, optimistic moves, filtered views.
import { describe, expect, it } from "vitest";
import { dropPosition, moveToPosition, orderLike } from "./row-position";

const rows = (...ids: number[]) => ids.map((id) => ({ id }));

describe("dropPosition", () => {
  it("is the dragged row's new index in a whole list", () => {
    expect(dropPosition([1, 2, 3, 4], 1, 3)).toBe(2);
    expect(dropPosition([1, 2, 3, 4], 4, 1)).toBe(0);
    expect(dropPosition([1, 2, 3, 4], 2, 4)).toBe(3);
  });

  it("places a row of a filtered view next to its target in the whole list", () => {
    // Whole list 1..6; the view shows 2, 5, 6; dragging 6 onto 2 puts it just before 2.
    expect(dropPosition([1, 2, 3, 4, 5, 6], 6, 2)).toBe(1);
    // Dragging 2 onto 5 puts it just after 5.
    expect(dropPosition([1, 2, 3, 4, 5, 6], 2, 5)).toBe(4);
  });

  it("agrees with moveToPosition", () => {
    const list = rows(1, 2, 3, 4, 5);
    for (const a of [1, 2, 3, 4, 5]) {
      for (const b of [1, 2, 3, 4, 5]) {
        if (a === b) continue;
        const moved = moveToPosition(list, a, dropPosition([1, 2, 3, 4, 5], a, b)).map((r) => r.id);
        const from = moved.indexOf(a);
        const target = moved.indexOf(b);
        // The dragged row ends next to the row it was dropped on, on the side it came from.
        expect(Math.abs(from - target)).toBe(1);
      }
    }
  });
});

describe("moveToPosition / orderLike", () => {
  it("moves a row and clamps the position", () => {
    expect(moveToPosition(rows(1, 2, 3), 1, 99).map((r) => r.id)).toEqual([2, 3, 1]);
    expect(moveToPosition(rows(1, 2, 3), 3, 0).map((r) => r.id)).toEqual([3, 1, 2]);
  });

  it("re-orders a filtered view like the whole list and leaves unknown views alone", () => {
    expect(orderLike(rows(1, 3), rows(3, 2, 1)).map((r) => r.id)).toEqual([3, 1]);
    expect(orderLike(rows(1, 9), rows(3, 2, 1)).map((r) => r.id)).toEqual([1, 9]);
  });
});
