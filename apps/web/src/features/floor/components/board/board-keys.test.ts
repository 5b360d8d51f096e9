// The board's shortcuts read key by key: new groups, a seat by its name after G, the selected
// group's details, calls and settlement, and what is left to the browser.
import { describe, expect, it } from "vitest";
import { type KeyAction, type KeyState, NO_KEYS, readKey, seatNamed } from "./board-keys";

/** Every action that `keys` lead to, and the state after them. */
function press(keys: string[], from: KeyState = NO_KEYS) {
  let state = from;
  const actions: KeyAction[] = [];
  for (const key of keys) {
    const read = readKey(state, key);
    state = read.state;
    if (read.action) actions.push(read.action);
  }
  return { state, actions };
}

describe("readKey", () => {
  it("selects new groups with M, W and O", () => {
    expect(press(["m", "W", "o"]).actions).toEqual([
      { type: "new", gender: "mens" },
      { type: "new", gender: "ladys" },
      { type: "new", gender: "others" },
    ]);
  });

  it("goes to a seat typed after G, in capitals, with Backspace and Enter", () => {
    expect(press(["g", "e", "6", "Backspace", "5"]).state).toEqual({ seat: "E5" });
    expect(press(["g", "e", "5", "Enter"])).toEqual({
      state: NO_KEYS,
      actions: [{ type: "seat", name: "E5" }],
    });
    // While a seat is typed, M and 1 are part of its name, not a new group or a call.
    expect(press(["g", "m", "1", "Enter"]).actions).toEqual([{ type: "seat", name: "M1" }]);
    expect(press(["g", "e", "Escape"])).toEqual({ state: NO_KEYS, actions: [] });
    expect(press(["g", "Enter"]).actions).toEqual([]);
  });

  it("opens, calls, stops calling and settles the selected group; ? lists the keys", () => {
    expect(press(["Enter", "d", "1", "2", "3", "0", "s", "?", "Escape"]).actions).toEqual([
      { type: "details" },
      { type: "details" },
      { type: "call", level: 1 },
      { type: "call", level: 2 },
      { type: "call", level: 3 },
      { type: "stop-call" },
      { type: "settle" },
      { type: "help" },
      { type: "cancel" },
    ]);
  });

  it("leaves other keys to the browser: Tab, arrows, Space", () => {
    for (const key of ["Tab", "ArrowDown", " ", "x"]) {
      expect(readKey(NO_KEYS, key).handled, key).toBe(false);
    }
  });

  it("seats 6 keys from a new men's group to its entry's OK: M G E 5 Enter (+ Enter)", () => {
    const { actions } = press(["m", "g", "E", "5", "Enter"]);
    expect(actions).toEqual([
      { type: "new", gender: "mens" },
      { type: "seat", name: "E5" },
    ]);
  });
});

describe("seatNamed", () => {
  it("finds a seat by its name in any case or width", () => {
    const seats = [{ name: "A1" }, { name: "E5" }];
    expect(seatNamed(seats, "e5")).toBe(seats[1]);
    expect(seatNamed(seats, "Ｅ５")).toBe(seats[1]);
    expect(seatNamed(seats, "Z9")).toBeUndefined();
  });
});
