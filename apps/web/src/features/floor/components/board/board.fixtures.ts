// Test data for the board's component tests: a small lounge with auto and normal seats.
import type { Board, BoardGroup, BoardSeat } from "@lounge-office/domain";

export const FEE_RULES: Board["fee_rules"] = [
  { id: 5, label: "通常", other_flag: false, executive: false, vip: false },
  { id: 6, label: "VIP", other_flag: false, executive: false, vip: true },
  { id: 7, label: "エグゼクティブ", other_flag: false, executive: true, vip: false },
  { id: 8, label: "特別料金", other_flag: true, executive: false, vip: false },
];

export function buildGroup(overrides: Partial<BoardGroup> & Pick<BoardGroup, "id">): BoardGroup {
  return {
    gender: "mens",
    num: 2,
    seat_id: 1,
    fee_rule_id: 5,
    fee_rule: "通常",
    other_flag: false,
    executive: false,
    vip: false,
    lock_version: 0,
    matched_group_ids: [],
    warn_level: null,
    service_start_at: "2026-11-21T11:00:00.000Z",
    status: "solo",
    accounting: false,
    status_start_at: "2026-11-21T11:00:00.000Z",
    solo_min: 0,
    share_min: 0,
    age_list: [],
    comment: "",
    last_seat_name: "A1",
    seated_normal_today: false,
    ...overrides,
  };
}

export function buildSeat(
  overrides: Partial<BoardSeat> & Pick<BoardSeat, "id" | "name">,
): BoardSeat {
  const group_mens = overrides.group_mens ?? [];
  const group_ladys = overrides.group_ladys ?? [];
  return {
    seat_id: overrides.id,
    seat: overrides.name,
    seat_type: "auto",
    col: 0,
    row: 0,
    mens: group_mens.reduce((sum, g) => sum + g.num, 0),
    ladys: group_ladys.reduce((sum, g) => sum + g.num, 0),
    mens_other_flag: false,
    ladys_other_flag: false,
    mens_label_class: "label-normal",
    ladys_label_class: "label-normal",
    mens_warn_level: null,
    ladys_warn_level: null,
    ...overrides,
    group_mens,
    group_ladys,
  };
}

export function buildBoard(seats: BoardSeat[]): Board {
  return {
    lounge: { id: 2, name: "新宿", time_zone: "Asia/Tokyo" },
    business_day: "2026-11-21",
    server_time: "2026-11-21T12:00:00.000Z",
    seats,
    fee_rules: FEE_RULES,
  };
}
