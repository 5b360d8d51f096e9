// Drops: the original system's special-fee alert and the already-seated-today confirmation send nothing.
import { SPECIAL_FEE_AUTO_SEAT_MESSAGE } from "@lounge-office/domain/floor";
import { describe, expect, it, vi } from "vitest";
import { buildBoard, buildGroup, buildSeat } from "./board.fixtures";
import { resolveDrop, SEATED_NORMAL_TODAY_CONFIRM } from "./drop-rules";

const special = buildGroup({
  id: 1,
  seat_id: 1,
  fee_rule_id: 8,
  fee_rule: "特別料金",
  other_flag: true,
});
const seatedToday = buildGroup({ id: 2, gender: "ladys", seat_id: 3, seated_normal_today: true });
const board = buildBoard([
  buildSeat({ id: 1, name: "C1", seat_type: "normal", group_mens: [special] }),
  buildSeat({ id: 2, name: "A1", seat_type: "auto" }),
  buildSeat({ id: 3, name: "C2", seat_type: "normal", group_ladys: [seatedToday] }),
  buildSeat({ id: 4, name: "C3", seat_type: "normal" }),
]);
const ask = (confirmed = true) => ({ alert: vi.fn(), confirm: vi.fn(() => confirmed) });

describe("resolveDrop", () => {
  it("opens the entry modal (type new) for a new customer on any seat", () => {
    const a = ask();
    expect(resolveDrop(board, { kind: "new", gender: "mens", label: "新規 男性" }, 2, a)).toEqual({
      type: "new",
      gender: "mens",
      seatId: 2,
    });
    expect(a.alert).not.toHaveBeenCalled();
  });

  it("alerts the original system's message and opens nothing for a special-fee man on an automatic seat", () => {
    const a = ask();
    expect(
      resolveDrop(board, { kind: "group", groupId: 1, lockVersion: 0, label: "" }, 2, a),
    ).toBeNull();
    expect(a.alert).toHaveBeenCalledWith(SPECIAL_FEE_AUTO_SEAT_MESSAGE);
    expect(SPECIAL_FEE_AUTO_SEAT_MESSAGE).toBe(
      "この お客様は男性特殊料金のため、自動会計席に移動できません",
    );
  });

  it("lets a special-fee man move between normal seats", () => {
    expect(
      resolveDrop(board, { kind: "group", groupId: 1, lockVersion: 0, label: "" }, 4, ask()),
    ).toEqual({
      type: "move",
      groupId: 1,
      lockVersion: 0,
      seatId: 4,
    });
  });

  it("asks before putting a group seated on a normal seat today on a normal seat; no means nothing", () => {
    const refuse = ask(false);
    expect(
      resolveDrop(board, { kind: "group", groupId: 2, lockVersion: 0, label: "" }, 4, refuse),
    ).toBeNull();
    expect(refuse.confirm).toHaveBeenCalledWith(SEATED_NORMAL_TODAY_CONFIRM);
    const accept = ask(true);
    expect(
      resolveDrop(board, { kind: "group", groupId: 2, lockVersion: 0, label: "" }, 4, accept),
    ).toEqual({
      type: "move",
      groupId: 2,
      lockVersion: 0,
      seatId: 4,
    });
    const toAuto = ask(false);
    expect(
      resolveDrop(board, { kind: "group", groupId: 2, lockVersion: 0, label: "" }, 2, toAuto),
    ).not.toBeNull();
    expect(toAuto.confirm).not.toHaveBeenCalled();
  });

  it("ignores a drop on the group's own seat or of a group that has left", () => {
    expect(
      resolveDrop(board, { kind: "group", groupId: 1, lockVersion: 0, label: "" }, 1, ask()),
    ).toBeNull();
    expect(
      resolveDrop(board, { kind: "group", groupId: 99, lockVersion: 0, label: "" }, 4, ask()),
    ).toBeNull();
  });

  it("carries the lock_version seen at pick-up, not the board's newer one", () => {
    const moved = buildBoard([
      buildSeat({
        id: 1,
        name: "C1",
        seat_type: "normal",
        group_mens: [{ ...special, lock_version: 9 }],
      }),
      buildSeat({ id: 4, name: "C3", seat_type: "normal" }),
    ]);
    expect(
      resolveDrop(moved, { kind: "group", groupId: 1, lockVersion: 3, label: "" }, 4, ask()),
    ).toEqual({ type: "move", groupId: 1, lockVersion: 3, seatId: 4 });
  });
});
