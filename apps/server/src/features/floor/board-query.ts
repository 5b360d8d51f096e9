// Reading the floor: the board (seats with their groups), single seats for realtime messages, calls, icon details.
import {
  type Board,
  type BoardGroup,
  type BoardSeat,
  boardSideOf,
  type IconDetail,
  isBeingSettled,
  seatCallLevel,
  seatLabelClass,
  type WarnIcon,
} from "@lounge-office/domain/floor";
import { businessDayOf, businessDayStart, minutesBetween } from "@lounge-office/domain/shared";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { customerGroups, eventLogs, feeRules, lounges, seats } from "../../db/schema";
import { findLounge } from "../../ledger/lounge";
import { matchedGroupIdsOf } from "../../ledger/recompose";

/** A present group as `seatGroups` hands it over (JSON: timestamps are ISO strings). */
type GroupJson = {
  id: number;
  gender: BoardGroup["gender"];
  num: number;
  seat_id: number;
  fee_rule_id: number | null;
  lock_version: number;
  warn_level: number | null;
  service_start_at: string;
  accounting_at: string | null;
  age_list: BoardGroup["age_list"];
  comment: string;
  rule: {
    label: string;
    other_flag: boolean;
    executive: boolean;
    vip: boolean;
    set_minutes: number | null;
    warn_lead_minutes: number | null;
  } | null;
  matched_group_ids: number[];
  stays: {
    status: "solo" | "share";
    start_at: string;
    end_at: string | null;
    seat_type: "auto" | "normal";
  }[];
};

/**
 * The groups present at the outer row's seat, in id order, each with its rule, matches and stays:
 * one JSON array in the seat's own row, so a seat costs no round trip of its own. The outer seat is
 * named in plain SQL (see `matchedGroupIdsOf`).
 */
const seatGroups = sql<GroupJson[]>`coalesce((
  select json_agg(json_build_object(
    'id', g.id, 'gender', g.gender, 'num', g.num, 'seat_id', g.seat_id,
    'fee_rule_id', g.fee_rule_id, 'lock_version', g.lock_version, 'warn_level', g.warn_level,
    'service_start_at', g.service_start_at, 'accounting_at', g.accounting_at,
    'age_list', g.age_list, 'comment', g.comment,
    'rule', case when r.id is null then null else json_build_object(
      'label', r.label, 'other_flag', r.other_flag, 'executive', r.executive, 'vip', r.vip,
      'set_minutes', r.set_minutes, 'warn_lead_minutes', r.warn_lead_minutes) end,
    'matched_group_ids', ${matchedGroupIdsOf("g")},
    'stays', coalesce((
      select json_agg(json_build_object(
        'status', l.status, 'start_at', l.start_at, 'end_at', l.end_at,
        'seat_type', stay_seat.seat_type))
      from ${eventLogs} l join ${seats} stay_seat on stay_seat.id = l.seat_id
      where l.customer_group_id = g.id and l.voided_at is null), '[]'::json)
  ) order by g.id)
  from ${customerGroups} g left join ${feeRules} r on r.id = g.fee_rule_id
  where g.seat_id = seats.id and g.state = 'present'), '[]'::json)`;

/**
 * Board rows for the given seats (all active seats of the lounge when `seatIds` is omitted), in one
 * round trip: every change's answer and every relayed seat message pays for it.
 */
export async function loadSeats(
  tx: Executor,
  loungeId: number,
  seatIds?: number[],
  now = new Date(),
): Promise<BoardSeat[]> {
  const rows = await tx
    .select({
      seat: seats,
      time_zone: lounges.time_zone,
      cutoff: lounges.business_day_cutoff,
      groups: seatGroups,
    })
    .from(seats)
    .innerJoin(lounges, eq(lounges.id, seats.lounge_id))
    .where(
      and(
        eq(seats.lounge_id, loungeId),
        seatIds ? inArray(seats.id, seatIds) : eq(seats.active, true),
      ),
    )
    .orderBy(asc(seats.row), asc(seats.col), asc(seats.id));
  const first = rows[0];
  // Every row names the same lounge: its business day starts once.
  const dayStart = new Date(
    first
      ? businessDayStart(now.toISOString(), { timeZone: first.time_zone, cutoff: first.cutoff })
          .startMs
      : 0,
  );
  return rows.map(({ seat, groups }) => {
    const here = groups.map((g) => boardGroup(g, seat.name, dayStart, now));
    const mens = here.filter((g) => g.gender !== "ladys");
    const ladys = here.filter((g) => g.gender === "ladys");
    return {
      id: seat.id,
      seat_id: seat.id,
      name: seat.name,
      seat: seat.name,
      seat_type: seat.seat_type,
      col: seat.col,
      row: seat.row,
      mens: mens.reduce((sum, g) => sum + g.num, 0),
      ladys: ladys.reduce((sum, g) => sum + g.num, 0),
      group_mens: mens,
      group_ladys: ladys,
      mens_other_flag: mens.some((g) => g.other_flag),
      ladys_other_flag: ladys.some((g) => g.other_flag),
      mens_label_class: seatLabelClass(mens, "mens"),
      ladys_label_class: seatLabelClass(ladys, "ladys"),
      mens_warn_level: seatCallLevel(mens),
      ladys_warn_level: seatCallLevel(ladys),
    };
  });
}

/** A group as the board shows it at `now`: minutes alone and matched from its stays. */
function boardGroup(g: GroupJson, seatName: string, dayStart: Date, now: Date): BoardGroup {
  const stays = g.stays.map((l) => ({
    ...l,
    start_at: new Date(l.start_at),
    end_at: l.end_at === null ? null : new Date(l.end_at),
  }));
  const open = stays.find((l) => l.end_at === null);
  let solo = 0;
  let share = 0;
  for (const stay of stays) {
    const minutes = minutesBetween(stay.start_at, stay.end_at ?? now);
    if (stay.status === "solo") solo += minutes;
    else share += minutes;
  }
  return {
    id: g.id,
    gender: g.gender,
    num: g.num,
    seat_id: g.seat_id,
    fee_rule_id: g.fee_rule_id,
    fee_rule: g.rule?.label ?? null,
    other_flag: g.rule?.other_flag ?? false,
    executive: g.rule?.executive ?? false,
    vip: g.rule?.vip ?? false,
    set_minutes: g.rule?.set_minutes ?? null,
    warn_lead_minutes: g.rule?.warn_lead_minutes ?? null,
    lock_version: g.lock_version,
    matched_group_ids: g.matched_group_ids,
    warn_level: g.warn_level,
    service_start_at: new Date(g.service_start_at).toISOString(),
    status: open?.status ?? "solo",
    status_start_at: (open?.start_at ?? new Date(g.service_start_at)).toISOString(),
    solo_min: solo,
    share_min: share,
    age_list: g.age_list,
    comment: g.comment,
    last_seat_name: seatName,
    seated_normal_today: stays.some((l) => l.seat_type === "normal" && l.start_at >= dayStart),
    accounting: isBeingSettled(g.accounting_at === null ? null : new Date(g.accounting_at), now),
  };
}

export async function loadBoard(tx: Executor, loungeId: number): Promise<Board> {
  const now = new Date();
  const lounge = await findLounge(tx, loungeId);
  const boardSeats = await loadSeats(tx, loungeId, undefined, now);
  const rules = await tx
    .select()
    .from(feeRules)
    .where(and(eq(feeRules.lounge_id, loungeId), eq(feeRules.active, true)))
    .orderBy(asc(feeRules.row_order), asc(feeRules.id));
  return {
    lounge: { id: lounge.id, name: lounge.name, time_zone: lounge.time_zone },
    business_day: businessDayOf(now.toISOString(), {
      timeZone: lounge.time_zone,
      cutoff: lounge.business_day_cutoff,
    }),
    server_time: now.toISOString(),
    seats: boardSeats,
    fee_rules: rules.map((r) => ({
      id: r.id,
      label: r.label,
      other_flag: r.other_flag,
      executive: r.executive,
      vip: r.vip,
    })),
  };
}

export async function loadWarnIcons(tx: Executor, loungeId: number): Promise<WarnIcon[]> {
  const rows = await tx
    .select()
    .from(customerGroups)
    .where(and(eq(customerGroups.lounge_id, loungeId), eq(customerGroups.state, "present")))
    .orderBy(asc(customerGroups.id));
  return rows
    .filter((g) => g.warn_level !== null && g.warn_put_at !== null)
    .map((g) => ({
      seat_id: g.seat_id,
      group_id: g.id,
      gender: boardSideOf(g.gender),
      level: g.warn_level ?? 1,
      put_at: Math.floor((g.warn_put_at?.getTime() ?? 0) / 1000),
    }));
}

/** Per seat and gender: minutes since that gender's last composition change there, and the accounting flag. */
export async function loadIconDetails(
  tx: Executor,
  loungeId: number,
  now = new Date(),
): Promise<IconDetail[]> {
  const rows = await tx
    .select({
      seat_id: eventLogs.seat_id,
      start_at: eventLogs.start_at,
      gender: customerGroups.gender,
      accounting_at: customerGroups.accounting_at,
    })
    .from(eventLogs)
    .innerJoin(customerGroups, eq(customerGroups.id, eventLogs.customer_group_id))
    .where(
      and(
        eq(eventLogs.lounge_id, loungeId),
        isNull(eventLogs.end_at),
        eq(customerGroups.state, "present"),
      ),
    );
  const details = new Map<string, IconDetail & { latest: Date }>();
  for (const row of rows) {
    const gender = boardSideOf(row.gender);
    const key = `${row.seat_id}:${gender}`;
    const existing = details.get(key);
    const latest = existing && existing.latest > row.start_at ? existing.latest : row.start_at;
    details.set(key, {
      seat_id: row.seat_id,
      gender,
      latest,
      last_normal_event_log_elapsed_min: minutesBetween(latest, now),
      account: (existing?.account ?? false) || isBeingSettled(row.accounting_at, now),
    });
  }
  return [...details.values()]
    .sort((a, b) => a.seat_id - b.seat_id || a.gender.localeCompare(b.gender))
    .map(({ latest: _latest, ...detail }) => detail);
}

/** Each existing group of `ids` with its lounge (to authorize before reading them). */
export const groupLounges = (tx: Executor, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : tx
        .select({
          id: customerGroups.id,
          lounge_id: customerGroups.lounge_id,
          state: customerGroups.state,
        })
        .from(customerGroups)
        .where(inArray(customerGroups.id, ids));
