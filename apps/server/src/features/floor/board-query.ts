// Reading the floor: the board (seats with their groups), single seats for realtime messages, calls, icon details.
import {
  type Board,
  type BoardGroup,
  type BoardSeat,
  boardSideOf,
  businessDayOf,
  businessDayStart,
  type IconDetail,
  isBeingSettled,
  minutesBetween,
  seatCallLevel,
  seatLabelClass,
  type WarnIcon,
} from "@lounge-office/domain";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { customerGroups, eventLogs, feeRules, seats } from "../../db/schema";
import { findLounge } from "../../ledger/lounge";
import { presentGroupsAt } from "../../ledger/recompose";

/** Board rows for the given seats (all active seats of the lounge when `seatIds` is omitted). */
export async function loadSeats(
  tx: Executor,
  loungeId: number,
  seatIds?: number[],
  now = new Date(),
): Promise<BoardSeat[]> {
  const lounge = await findLounge(tx, loungeId);
  const seatRows = await tx
    .select()
    .from(seats)
    .where(
      and(
        eq(seats.lounge_id, loungeId),
        seatIds ? inArray(seats.id, seatIds) : eq(seats.active, true),
      ),
    )
    .orderBy(asc(seats.row), asc(seats.col), asc(seats.id));
  const ids = seatRows.map((s) => s.id);
  const placed = await presentGroupsAt(tx, ids);
  const groupIds = placed.map((g) => g.id);
  const groups =
    groupIds.length === 0
      ? []
      : await tx
          .select()
          .from(customerGroups)
          .where(inArray(customerGroups.id, groupIds))
          .orderBy(asc(customerGroups.id));
  const rules = await tx.select().from(feeRules).where(eq(feeRules.lounge_id, loungeId));
  const ruleById = new Map(rules.map((r) => [r.id, r]));
  const logs =
    groupIds.length === 0
      ? []
      : await tx
          .select({
            customer_group_id: eventLogs.customer_group_id,
            seat_id: eventLogs.seat_id,
            status: eventLogs.status,
            start_at: eventLogs.start_at,
            end_at: eventLogs.end_at,
            seat_type: seats.seat_type,
          })
          .from(eventLogs)
          .innerJoin(seats, eq(seats.id, eventLogs.seat_id))
          .where(and(inArray(eventLogs.customer_group_id, groupIds), isNull(eventLogs.voided_at)));
  const dayStart = new Date(
    businessDayStart(now.toISOString(), {
      timeZone: lounge.time_zone,
      cutoff: lounge.business_day_cutoff,
    }).startMs,
  );
  const seatName = new Map(seatRows.map((s) => [s.id, s.name]));
  const matchesOf = new Map(placed.map((g) => [g.id, g.matched_group_ids]));

  const boardGroups: BoardGroup[] = groups.map((g) => {
    const mine = logs.filter((l) => l.customer_group_id === g.id);
    const open = mine.find((l) => l.end_at === null);
    let solo = 0;
    let share = 0;
    for (const log of mine) {
      const minutes = minutesBetween(log.start_at, log.end_at ?? now);
      if (log.status === "solo") solo += minutes;
      else share += minutes;
    }
    const rule = g.fee_rule_id ? ruleById.get(g.fee_rule_id) : undefined;
    return {
      id: g.id,
      gender: g.gender,
      num: g.num,
      seat_id: g.seat_id,
      fee_rule_id: g.fee_rule_id,
      fee_rule: rule?.label ?? null,
      other_flag: rule?.other_flag ?? false,
      executive: rule?.executive ?? false,
      vip: rule?.vip ?? false,
      lock_version: g.lock_version,
      matched_group_ids: matchesOf.get(g.id) ?? [],
      warn_level: g.warn_level,
      service_start_at: g.service_start_at.toISOString(),
      status: open?.status ?? "solo",
      status_start_at: (open?.start_at ?? g.service_start_at).toISOString(),
      solo_min: solo,
      share_min: share,
      age_list: g.age_list,
      comment: g.comment,
      last_seat_name: seatName.get(g.seat_id) ?? "",
      seated_normal_today: mine.some((l) => l.seat_type === "normal" && l.start_at >= dayStart),
      accounting: isBeingSettled(g.accounting_at, now),
    };
  });

  return seatRows.map((seat) => {
    const here = boardGroups.filter((g) => g.seat_id === seat.id);
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
