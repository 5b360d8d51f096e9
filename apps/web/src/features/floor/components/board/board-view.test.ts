// Board helpers: live stay minutes, calls merged from the poll, and the original system's link shapes.
import { describe, expect, it } from "vitest";
import { eventLogsPath } from "../reports/format";
import { buildGroup, buildSeat } from "./board.fixtures";
import {
  accountingHref,
  describeGroup,
  liveMinutes,
  matchMarksOf,
  warnLevelResolver,
} from "./board-view";

const at = (iso: string) => Date.parse(iso);

describe("liveMinutes", () => {
  const group = buildGroup({
    id: 1,
    status: "share",
    status_start_at: "2026-11-21T12:00:30.000Z",
    solo_min: 12,
    share_min: 5,
  });

  it("adds only the whole minutes passed since the server answered to the current status", () => {
    const received = at("2026-11-21T12:05:40.000Z"); // the server counted 5 share minutes
    expect(liveMinutes(group, received, received)).toEqual({ solo: 12, share: 5 });
    expect(liveMinutes(group, received, at("2026-11-21T12:06:29.000Z"))).toEqual({
      solo: 12,
      share: 5,
    });
    expect(liveMinutes(group, received, at("2026-11-21T12:06:30.000Z"))).toEqual({
      solo: 12,
      share: 6,
    });
    expect(liveMinutes(group, received, at("2026-11-21T12:20:31.000Z"))).toEqual({
      solo: 12,
      share: 20,
    });
  });

  it("counts solo time for a group sitting alone", () => {
    const solo = { ...group, status: "solo" as const };
    const received = at("2026-11-21T12:05:40.000Z");
    expect(liveMinutes(solo, received, at("2026-11-21T12:08:31.000Z"))).toEqual({
      solo: 15,
      share: 5,
    });
  });
});

describe("warnLevelResolver", () => {
  const called = buildGroup({ id: 1, warn_level: 2 });
  const quiet = buildGroup({ id: 2, warn_level: null });
  const icons = [{ seat_id: 1, group_id: 2, gender: "mens" as const, level: 3, put_at: 0 }];

  it("uses the board when it is newer than the poll", () => {
    const of = warnLevelResolver(icons, 100, 200);
    expect([of(called), of(quiet)]).toEqual([2, null]);
  });

  it("uses the poll when it answered after the board", () => {
    const of = warnLevelResolver(icons, 300, 200);
    expect([of(called), of(quiet)]).toEqual([null, 3]);
  });
});

describe("links", () => {
  it("builds the original system's event-log and group-accounting links", () => {
    expect(eventLogsPath(12)).toBe("/event_logs?q[customer_group_id_eq]=12");
    expect(accountingHref([3, 9])).toBe(
      "/accounting_logs/new?customer_group_ids[]=3&customer_group_ids[]=9",
    );
  });
});

describe("matchMarksOf", () => {
  it("marks each matched set on a seat with its own letter, earliest arrival first, and leaves the unmatched unmarked", () => {
    const at = (m: number) => `2026-11-21T11:${String(m).padStart(2, "0")}:00.000Z`;
    const seat = buildSeat({
      id: 1,
      name: "C2",
      group_mens: [
        buildGroup({ id: 3, service_start_at: at(5), matched_group_ids: [5] }),
        buildGroup({ id: 4, service_start_at: at(1), matched_group_ids: [6, 7] }),
        buildGroup({ id: 8, service_start_at: at(0) }),
      ],
      group_ladys: [
        buildGroup({ id: 5, gender: "ladys", service_start_at: at(6), matched_group_ids: [3] }),
        // Matched one way only (the other side not yet patched): still one set.
        buildGroup({ id: 6, gender: "ladys", service_start_at: at(2), matched_group_ids: [] }),
        buildGroup({ id: 7, gender: "ladys", service_start_at: at(3), matched_group_ids: [4] }),
      ],
    });
    const marks = matchMarksOf(seat);
    expect(marks.get(8)).toBeUndefined();
    expect([4, 6, 7].map((id) => marks.get(id)?.letter)).toEqual(["A", "A", "A"]);
    expect([3, 5].map((id) => marks.get(id)?.letter)).toEqual(["B", "B"]);
    expect(marks.get(4)?.slot).not.toBe(marks.get(3)?.slot);
  });
});

describe("describeGroup", () => {
  it("names an others group as その他 though it sits on the men's side, with its fee rule", () => {
    const start = "2026-11-24T10:05:00.000Z";
    const others = buildGroup({
      id: 1,
      gender: "others",
      num: 3,
      fee_rule: "VIP",
      service_start_at: start,
    });
    const ladies = buildGroup({
      id: 2,
      gender: "ladys",
      num: 2,
      fee_rule: "通常",
      service_start_at: start,
    });
    expect(describeGroup(others, "Asia/Tokyo")).toBe("その他 3名 VIP 19:05〜");
    expect(describeGroup(ladies, "Asia/Tokyo")).toBe("女性 2名 19:05〜");
  });
});
