// The explainable bill: groups of one lounge priced by the domain at one instant, each with its stays
// (intervals), every charged unit, its orders and rewards. The screen's preview and the settlement
// both come from here, so what staff saw is what is stored.
import {
  AppError,
  type Bill,
  type BillGroup,
  explainSettlement,
  MAX_STORED_YEN,
  minutesBetween,
  PAYMENT_MISMATCH_MESSAGE,
  type PriceSettlementInput,
  SETTLEMENT_TOO_LARGE_MESSAGE,
} from "@lounge-office/domain";
import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { customerGroups, eventLogs, orders, seats, staff, staffLounges } from "../../db/schema";
import { findLounge } from "../../ledger/lounge";
import { pricingInput } from "../../ledger/pricing-input";
import { type Actor, authorize } from "../../policy/policy";
import { publish } from "../../realtime/publish";

export type BillOptions = {
  discountPercent: 50 | 30 | 20 | null;
  /** Extra charge by group id; a group not named keeps the charge stored on it. */
  extraCharges: Record<string, number>;
};

export type GroupRow = typeof customerGroups.$inferSelect;

/**
 * The groups of a bill, checked: all exist, belong to one lounge the actor may settle in, and are
 * still on the floor. `lock` takes their rows for update (a settlement), in id order.
 */
export async function billGroups(
  tx: Executor,
  actor: Actor,
  ids: number[],
  options: { lock?: boolean } = {},
): Promise<GroupRow[]> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const query = tx
    .select()
    .from(customerGroups)
    .where(inArray(customerGroups.id, sorted))
    .orderBy(asc(customerGroups.id));
  const rows = options.lock ? await query.for("update") : await query;
  if (rows.length !== sorted.length) throw new AppError("not_found", "組が見つかりません");
  const loungeIds = new Set(rows.map((g) => g.lounge_id));
  if (loungeIds.size > 1) {
    throw new AppError("unprocessable", "別の店舗の組は一緒に会計できません");
  }
  authorize(actor, "accounting.settle", { loungeId: rows[0]?.lounge_id });
  const cancelled = rows.filter((g) => g.state === "cancelled");
  if (cancelled.length > 0) {
    throw new AppError(
      "conflict",
      `組${cancelled.map((g) => g.id).join("・")}は入店取消されました。フロアを読み込み直してください`,
    );
  }
  const left = rows.filter((g) => g.state !== "present");
  if (left.length > 0) {
    throw new AppError(
      "conflict",
      `組${left.map((g) => g.id).join("・")}はすでに会計済みです。フロアを読み込み直してください`,
    );
  }
  return rows;
}

function assertExtraCharges(groups: GroupRow[], extraCharges: Record<string, number>) {
  const ids = new Set(groups.map((g) => String(g.id)));
  for (const key of Object.keys(extraCharges)) {
    if (!ids.has(key)) {
      throw new AppError("validation_failed", `追加料金の組${key}はこの会計に含まれていません`, {
        extra_charges: `追加料金の組${key}はこの会計に含まれていません`,
      });
    }
  }
}

/** Prices the groups at `now` and explains each one; the lounge row comes along (read once). */
export async function priceBill(
  tx: Executor,
  groups: GroupRow[],
  options: BillOptions,
  now: Date,
): Promise<{
  bill: Omit<Bill, "staffs">;
  lounge: Awaited<ReturnType<typeof findLounge>>;
  /** The domain's input the bill was priced from (the guest page prices it at later instants). */
  input: PriceSettlementInput;
}> {
  assertExtraCharges(groups, options.extraCharges);
  const loungeId = groups[0]?.lounge_id ?? 0;
  const ids = groups.map((g) => g.id);
  const input = await pricingInput(tx, loungeId, ids, now);
  input.discountPercent = options.discountPercent;
  for (const group of input.groups) {
    const extra = options.extraCharges[String(group.id)];
    if (extra !== undefined) group.extra_charge = extra;
  }
  // One after the other: the transaction's one connection runs one statement at a time anyway.
  const logRows = await tx
    .select({
      id: eventLogs.id,
      customer_group_id: eventLogs.customer_group_id,
      status: eventLogs.status,
      seat_id: eventLogs.seat_id,
      seat_name: seats.name,
      start_at: eventLogs.start_at,
      end_at: eventLogs.end_at,
    })
    .from(eventLogs)
    .innerJoin(seats, eq(seats.id, eventLogs.seat_id))
    .where(and(inArray(eventLogs.customer_group_id, ids), isNull(eventLogs.voided_at)))
    .orderBy(asc(eventLogs.start_at), asc(eventLogs.id));
  const orderRows = await tx
    .select()
    .from(orders)
    .where(and(inArray(orders.customer_group_id, ids), isNull(orders.cancelled_at)))
    .orderBy(asc(orders.id));
  const explained = explainSettlement(input);
  const seatNames = new Map(logRows.map((l) => [l.seat_id, l.seat_name]));
  const billGroups: BillGroup[] = explained.groups.map((priced, index) => {
    const group = groups.find((g) => g.id === priced.customer_group_id) as GroupRow;
    const rule = input.feeRules.find((r) => r.key === input.groups[index]?.feeRule);
    return {
      ...priced,
      gender: group.gender,
      num: group.num,
      fee_rule_id: group.fee_rule_id,
      fee_rule: rule?.label ?? "",
      seat_name: seatNames.get(group.seat_id) ?? "",
      visited_at: group.service_start_at.toISOString(),
      intervals: logRows
        .filter((l) => l.customer_group_id === group.id)
        .map((l) => ({
          id: l.id,
          status: l.status,
          seat_id: l.seat_id,
          seat_name: l.seat_name,
          start_at: l.start_at.toISOString(),
          end_at: l.end_at?.toISOString() ?? null,
          minutes: minutesBetween(l.start_at, l.end_at ?? (now > l.start_at ? now : l.start_at)),
        })),
      units: explained.units[index] ?? [],
      orders: orderRows
        .filter((o) => o.customer_group_id === group.id)
        .map((o) => ({
          name: o.name,
          option: o.option,
          price: o.price,
          num: o.num,
          order_price: o.price * o.num,
          reward: o.reward_id !== null,
        })),
    };
  });
  const lounge = await findLounge(tx, loungeId);
  const bill = {
    lounge_id: loungeId,
    lounge_name: lounge.name,
    time_zone: lounge.time_zone,
    unit_minutes: lounge.unit_minutes,
    priced_at: now.toISOString(),
    discount_percent: options.discountPercent,
    groups: billGroups,
    subtotal: explained.subtotal,
    discount: explained.discount,
    groups_total_price: explained.groups_total_price,
    consumption_tax: explained.consumption_tax,
    tax_discount: explained.tax_discount,
  };
  return { bill, lounge, input };
}

/** Who may be named as the settling staff member: active staff of the lounge, and head office. */
export async function settlingStaff(tx: Executor, loungeId: number) {
  const listed = tx
    .select({ id: staffLounges.staff_id })
    .from(staffLounges)
    .where(eq(staffLounges.lounge_id, loungeId));
  return tx
    .select({ id: staff.id, name: staff.name, account: staff.account })
    .from(staff)
    .where(and(eq(staff.active, true), or(eq(staff.role, "admin"), inArray(staff.id, listed))))
    .orderBy(asc(staff.id));
}

/** The staff member named on a settlement must be active and work at its lounge. */
export async function assertSettlingStaff(tx: Executor, loungeId: number, staffId: number) {
  const ok = (await settlingStaff(tx, loungeId)).some((s) => s.id === staffId);
  if (!ok) {
    throw new AppError("validation_failed", "担当スタッフを選んでください", {
      staff_id: "この店舗のスタッフを選んでください",
    });
  }
}

export function assertPaymentsMatch(
  payments: { cash: number; credit: number; e_money: number },
  groupsTotalPrice: number,
) {
  if (payments.cash + payments.credit + payments.e_money !== groupsTotalPrice) {
    throw new AppError("unprocessable", PAYMENT_MISMATCH_MESSAGE);
  }
}

/**
 * A settlement stores its amounts (and each group's) in int4 columns: a bill beyond MAX_STORED_YEN
 * (2,147,483,647 yen) is refused with a 422 before anything is written, rather than failing in the
 * database. Only absurd price tables or extra charges get there; the money core itself goes further.
 */
export function assertStorable(bill: Omit<Bill, "staffs">) {
  const amounts = [
    bill.subtotal,
    bill.discount,
    bill.groups_total_price,
    bill.consumption_tax,
    bill.tax_discount,
    ...bill.groups.flatMap((g) => [
      g.charge_price,
      g.solo_price,
      g.special_price,
      g.order_price,
      g.extra_charge,
      g.total_price,
    ]),
  ];
  if (amounts.some((amount) => amount > MAX_STORED_YEN)) {
    throw new AppError("unprocessable", SETTLEMENT_TOO_LARGE_MESSAGE);
  }
}

/** The bill screen's figures, priced at `now`: a read that changes nothing (the screen repeats it). */
export async function loadBill(
  db: Executor,
  actor: Actor,
  ids: number[],
  options: BillOptions,
  now: Date,
): Promise<Bill> {
  const groups = await billGroups(db, actor, ids);
  const { bill } = await priceBill(db, groups, options, now);
  return { ...bill, staffs: await settlingStaff(db, bill.lounge_id) };
}

/**
 * An accounting screen has the groups open: 会計中 on every device for ACCOUNTING_HOLD_MINUTES
 * (`accounting_at`, the board's `isBeingSettled`), renewed by the screen while it stays open, so a
 * tablet that dies mid-bill leaves no group 会計中 for the night.
 */
export async function startBillSession(tx: Executor, actor: Actor, ids: number[]) {
  await markBeingSettled(tx, await billGroups(tx, actor, ids), new Date());
}

/** The screen closed, or staff left the bill without settling: the groups are no longer 会計中. */
export async function releaseBill(tx: Executor, actor: Actor, ids: number[]) {
  await markBeingSettled(tx, await billGroups(tx, actor, ids), null);
}

async function markBeingSettled(tx: Executor, groups: GroupRow[], at: Date | null) {
  await tx
    .update(customerGroups)
    .set({ accounting_at: at })
    .where(
      inArray(
        customerGroups.id,
        groups.map((g) => g.id),
      ),
    );
  await publish(tx, {
    type: "seat",
    lounge_id: groups[0]?.lounge_id ?? 0,
    seat_ids: [...new Set(groups.map((g) => g.seat_id))],
  });
}
