// The client's mirror of the server's reorder rule: drop positions, optimistic moves, filtered views.
import { describe, expect, it } from "vitest";
import {
  dropPosition,
  moveToPosition,
  orderLike,
  placesInGroups,
  positionForPlace,
} from "./row-position";

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

describe("places within a group (表示順 per genre)", () => {
  // A lounge's whole list, its rows interleaved across two genres (10 and 11), as row_order leaves them.
  const list = [
    { id: 1, genre: 10 },
    { id: 2, genre: 11 },
    { id: 3, genre: 10 },
    { id: 4, genre: 11 },
    { id: 5, genre: 10 },
  ];
  const genreOf = (m: { genre: number }) => m.genre;
  const genreOrder = (ids: number[], genre: number) =>
    ids.filter((id) => list.find((m) => m.id === id)?.genre === genre);

  it("numbers each genre's rows 1..n in the list's order", () => {
    expect([...placesInGroups(list, genreOf)]).toEqual([
      [1, 1],
      [2, 1],
      [3, 2],
      [4, 2],
      [5, 3],
    ]);
  });

  it("moves a row to a place within its genre and leaves the other genre's order alone", () => {
    const after = (id: number, place: number) => {
      const position = positionForPlace(list, id, place, genreOf);
      if (position === undefined) throw new Error("no move");
      return moveToPosition(list, id, position).map((m) => m.id);
    };
    expect(genreOrder(after(5, 1), 10)).toEqual([5, 1, 3]);
    expect(genreOrder(after(1, 3), 10)).toEqual([3, 5, 1]);
    expect(genreOrder(after(1, 2), 10)).toEqual([3, 1, 5]);
    expect(genreOrder(after(4, 1), 11)).toEqual([4, 2]);
    expect(genreOrder(after(5, 1), 11)).toEqual([2, 4]);
    // Past the end means last.
    expect(genreOrder(after(1, 99), 10)).toEqual([3, 5, 1]);
  });

  it("asks for no move when the row is at that place already", () => {
    expect(positionForPlace(list, 3, 2, genreOf)).toBeUndefined();
    expect(positionForPlace(list, 5, 7, genreOf)).toBeUndefined();
    expect(positionForPlace(list, 42, 1, genreOf)).toBeUndefined();
  });
});
