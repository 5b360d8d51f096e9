// The bill of a settlement: its groups checked (one lounge, still on the floor), the staff who may
// settle it, and the checks a settlement passes before it is stored. Pricing: ledger/price-bill.ts.
import {
  type Bill,
  MAX_STORED_YEN,
  PAYMENT_MISMATCH_MESSAGE,
  SETTLEMENT_TOO_LARGE_MESSAGE,
} from "@lounge-office/domain/accounting";
import { AppError } from "@lounge-office/domain/shared";
import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { customerGroups, staff, staffLounges } from "../../db/schema";
import { type BillOptions, type GroupRow, priceBill } from "../../ledger/price-bill";
import { type Actor, authorize } from "../../policy/policy";
import { publish } from "../../realtime/publish";

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
