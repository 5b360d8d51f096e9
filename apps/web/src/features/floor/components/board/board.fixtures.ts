// Test data for the board's component tests: a small lounge with auto and normal seats, and a busy
// floor of any size for the render measurement.
import {
  type Board,
  type BoardGroup,
  type BoardSeat,
  boardSideOf,
} from "@lounge-office/domain/floor";

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
    set_minutes: null,
    warn_lead_minutes: null,
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

const ROW_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const FLOOR_COLUMNS = 10;
const GENDER_CYCLE: BoardGroup["gender"][] = ["mens", "ladys", "mens", "others", "ladys"];

/** Group `id` (1-based) of a busy floor: genders, sizes, fee rules and calls cycle by id. */
function floorGroup(id: number, seat: Pick<BoardSeat, "id" | "name">): BoardGroup {
  const fee = FEE_RULES[id % 7 === 0 ? 1 : id % 11 === 0 ? 2 : 0] as FeeRuleFixture;
  const minutesAgo = (id * 13) % 180;
  const start = new Date(
    Date.parse("2026-11-21T12:00:00.000Z") - minutesAgo * 60_000,
  ).toISOString();
  return buildGroup({
    id,
    gender: GENDER_CYCLE[id % GENDER_CYCLE.length] ?? "mens",
    num: 1 + (id % 4),
    seat_id: seat.id,
    fee_rule_id: fee.id,
    fee_rule: fee.label,
    executive: fee.executive,
    vip: fee.vip,
    warn_level: id % 17 === 0 ? 1 + (id % 3) : null,
    service_start_at: start,
    status_start_at: start,
    status: id % 3 === 0 ? "share" : "solo",
    last_seat_name: seat.name,
  });
}
type FeeRuleFixture = Board["fee_rules"][number];

/**
 * A busy floor: `seats` seats in rows of ten (rows A–B automatic, the rest normal) and `groups`
 * groups dealt round the seats; the groups at a seat on both sides are matched with each other.
 */
export function buildFloorBoard({ seats, groups }: { seats: number; groups: number }): Board {
  const places = Array.from({ length: seats }, (_, index) => {
    const row = Math.floor(index / FLOOR_COLUMNS);
    const col = index % FLOOR_COLUMNS;
    return { id: index + 1, name: `${ROW_LETTERS[row % 26]}${col + 1}`, row, col };
  });
  const dealt = places.map(() => [] as BoardGroup[]);
  for (let id = 1; id <= groups; id += 1) {
    const index = (id - 1) % seats;
    dealt[index]?.push(floorGroup(id, places[index] as (typeof places)[number]));
  }
  return buildBoard(
    places.map((place, index) => {
      const here = dealt[index] ?? [];
      const matched = here.map((group) => ({
        ...group,
        matched_group_ids: here
          .filter((other) => boardSideOf(other.gender) !== boardSideOf(group.gender))
          .map((other) => other.id),
      }));
      return buildSeat({
        ...place,
        seat_type: place.row < 2 ? "auto" : "normal",
        group_mens: matched.filter((group) => boardSideOf(group.gender) === "mens"),
        group_ladys: matched.filter((group) => boardSideOf(group.gender) === "ladys"),
      });
    }),
  );
}
