// Random business days: whatever the settlements (one or several groups, discounts), corrections and
// voids before and after the close, and paid-in/out (some voided), the day's figures equal the sums
// of its records to the yen — as closed in the snapshot, as of now in `current` — the adjustments
// account for exactly the difference, and the CSV says the same numbers.
//
// Settlements are written straight into the table on a past business day of their own per run (the
// HTTP call settles only today); corrections, voids, paid-in/out and the close go over HTTP.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountingLogs, customerGroups, settlements } from "../../db/schema";
import { startAccountingFloor } from "../../test/accounting-floor";

let floor: Awaited<ReturnType<typeof startAccountingFloor>>;
beforeAll(async () => {
  floor = await startAccountingFloor();
});
afterAll(() => floor?.server.close());

const RUNS = Math.min(Number(process.env.FC_RUNS ?? 25), 25);

type Group = {
  gender: "mens" | "ladys" | "others";
  num: number;
  total: number;
  orders: number;
  extra: number;
};
type Split = { cash: number; credit: number; e_money: number };
type Plan = {
  groups: Group[];
  discountPercent: 20 | 30 | 50 | null;
  /** Shares of the total for cash, credit and e-money. */
  weights: [number, number, number];
  /** What happens to it before and after the close. */
  before: "none" | "correct" | "void";
  after: "none" | "correct" | "void";
};

const arbGroup = fc.record({
  gender: fc.constantFrom("mens" as const, "ladys" as const, "others" as const),
  num: fc.integer({ min: 1, max: 6 }),
  total: fc.integer({ min: 0, max: 200_000 }),
  orders: fc.integer({ min: 0, max: 100 }),
  extra: fc.integer({ min: 0, max: 100 }),
});
const arbPlan: fc.Arbitrary<Plan> = fc.record({
  groups: fc.array(arbGroup, { minLength: 1, maxLength: 3 }),
  discountPercent: fc.constantFrom(null, 20 as const, 30 as const, 50 as const),
  weights: fc.tuple(fc.nat(3), fc.nat(3), fc.nat(3)),
  before: fc.constantFrom("none" as const, "correct" as const, "void" as const),
  after: fc.constantFrom("none" as const, "correct" as const, "void" as const),
});
const arbMovement = fc.record({
  direction: fc.constantFrom("in" as const, "out" as const),
  amount: fc.integer({ min: 1, max: 50_000 }),
  voided: fc.boolean(),
});

/** Splits `total` by weights (the rest to cash), integer yen. */
function split(total: number, [a, b, c]: [number, number, number]): Split {
  const sum = a + b + c;
  if (sum === 0) return { cash: total, credit: 0, e_money: 0 };
  const credit = Math.floor((total * b) / sum);
  const e_money = Math.floor((total * c) / sum);
  return { cash: total - credit - e_money, credit, e_money };
}
/** Another split of the same total: everything moved to the next payment type. */
const rotated = (s: Split): Split => ({ cash: s.e_money, credit: s.cash, e_money: s.credit });

let run = 0;

describe("a business day's figures are the sums of its records", () => {
  it("as closed, as of now, and in the CSV", async () => {
    const { db } = floor.server.database;
    const loungeId = floor.world.own.id;
    await fc.assert(
      fc.asyncProperty(
        fc.array(arbPlan, { minLength: 0, maxLength: 6 }),
        fc.array(arbMovement, { maxLength: 4 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: -3000, max: 3000 }),
        async (plans, movements, float, miscount) => {
          const date = new Date(Date.UTC(2019, 0, 1) + ++run * 86_400_000)
            .toISOString()
            .slice(0, 10);
          const url = (rest = "") => `/business_days/${loungeId}/${date}${rest}`;
          expect((await floor.staff.post(url("/open"), { float })).status).toBe(200);

          // The records as the test keeps them: each settlement's split now and whether voided.
          const records: {
            logId: number;
            plan: Plan;
            split: Split;
            total: number;
            voided: boolean;
          }[] = [];
          for (const plan of plans) {
            const subtotal = plan.groups.reduce((s, g) => s + g.total, 0);
            const discount = plan.discountPercent
              ? Math.floor((subtotal * plan.discountPercent) / 100)
              : 0;
            const total = subtotal - discount;
            const payments = split(total, plan.weights);
            const at = new Date(`${date}T12:00:00Z`);
            const [row] = await db
              .insert(settlements)
              .values({
                lounge_id: loungeId,
                accounted_at: at,
                business_day: date,
                staff_id: floor.world.staff.id,
                ...payments,
                cash_tendered: payments.cash,
                subtotal,
                discount_percent: plan.discountPercent,
                discount,
                groups_total_price: total,
                consumption_tax: Math.floor(total / 11),
                tax_discount: 0,
                created_by: floor.world.staff.id,
              })
              .returning();
            let firstLog = 0;
            for (const g of plan.groups) {
              const [group] = await db
                .insert(customerGroups)
                .values({
                  lounge_id: loungeId,
                  gender: g.gender,
                  num: g.num,
                  seat_id: floor.world.autoSeats[0]!.id,
                  state: "left",
                  service_start_at: at,
                  business_day: date,
                  left_at: at,
                })
                .returning();
              const orders = Math.floor((g.total * g.orders) / 200);
              const extra = Math.floor(((g.total - orders) * g.extra) / 200);
              const [log] = await db
                .insert(accountingLogs)
                .values({
                  settlement_id: row!.id,
                  lounge_id: loungeId,
                  customer_group_id: group!.id,
                  visited_at: at,
                  gender: g.gender,
                  num: g.num,
                  fee_rule_label: "通常",
                  fee_rule_type: "charge",
                  share_minutes: 30,
                  solo_minutes: 10,
                  charge_price: g.total - orders - extra,
                  solo_price: 0,
                  special_price: 0,
                  order_price: orders,
                  extra_charge: extra,
                  total_price: g.total,
                  bill: {} as never,
                })
                .returning();
              firstLog ||= log!.id;
            }
            records.push({ logId: firstLog, plan, split: payments, total, voided: false });
          }
          const change = async (r: (typeof records)[number], what: "none" | "correct" | "void") => {
            if (what === "none" || r.voided) return;
            if (what === "void") {
              const res = await floor.manager.post(`/accounting_logs/${r.logId}/void`, {
                reason: "検証",
              });
              expect(res.status, JSON.stringify(res.body)).toBe(200);
              r.voided = true;
              return;
            }
            const next = rotated(r.split);
            const res = await floor.manager.put(`/accounting_logs/${r.logId}`, {
              accounting_log: { ...next, reason: "検証" },
            });
            expect(res.status, JSON.stringify(res.body)).toBe(200);
            r.split = next;
          };
          for (const r of records) await change(r, r.plan.before);
          let paidIn = 0;
          let paidOut = 0;
          for (const m of movements) {
            const res = await floor.staff.post(url("/cash_movements"), {
              direction: m.direction,
              amount: m.amount,
              reason: "検証",
            });
            expect(res.status).toBe(201);
            if (m.voided) {
              expect(
                (
                  await floor.manager.post(`/cash_movements/${res.body.id}/void`, {
                    reason: "検証",
                  })
                ).status,
              ).toBe(200);
            } else if (m.direction === "in") paidIn += m.amount;
            else paidOut += m.amount;
          }

          const sums = () => {
            const live = records.filter((r) => !r.voided);
            const sum = (f: (r: (typeof records)[number]) => number) =>
              live.reduce((s, r) => s + f(r), 0);
            return {
              sales: sum((r) => r.total),
              cash_sales: sum((r) => r.split.cash),
              credit_sales: sum((r) => r.split.credit),
              e_money_sales: sum((r) => r.split.e_money),
              settlements: live.length,
              groups: sum((r) => r.plan.groups.length),
              paid_in: paidIn,
              paid_out: paidOut,
            };
          };
          const atClose = sums();
          const expected = float + atClose.cash_sales + paidIn - paidOut;
          const counted = Math.max(0, expected + miscount);
          const closed = await floor.manager.post(url("/close"), {
            counted: { "10000": Math.floor(counted / 10000), "1": counted % 10000 },
            difference_reason: counted === expected ? "" : "検証",
          });
          expect(closed.status, JSON.stringify(closed.body)).toBe(200);
          expect(closed.body).toMatchObject({
            ...atClose,
            expected_cash: expected,
            counted_cash: counted,
          });
          expect(closed.body.difference).toBe(counted - expected);

          for (const r of records) await change(r, r.plan.after);
          const now = sums();
          const day = (await floor.manager.get(url())).body;
          // As closed: unchanged. As of now: the records now. The adjustments: the difference.
          expect(day).toMatchObject({ state: "closed", ...atClose, expected_cash: expected });
          expect(day.current).toMatchObject(now);
          const adjusted = (field: "amount" | "cash" | "credit" | "e_money") =>
            day.adjustments.reduce((s: number, a: Record<string, number>) => s + a[field]!, 0);
          expect(atClose.sales + adjusted("amount")).toBe(now.sales);
          expect(atClose.cash_sales + adjusted("cash")).toBe(now.cash_sales);
          expect(atClose.credit_sales + adjusted("credit")).toBe(now.credit_sales);
          expect(atClose.e_money_sales + adjusted("e_money")).toBe(now.e_money_sales);
          // Sales split into time, orders and extras, less the discounts.
          const fig = day.figures;
          expect(fig.time_sales + fig.order_sales + fig.extra_charges - fig.discounts).toBe(
            fig.sales,
          );

          const csv = String((await floor.manager.get(url("/report.csv"))).body);
          const cell = (key: string) =>
            csv
              .split("\r\n")
              .find((line) => line.startsWith(key))
              ?.split(",")[2];
          expect(cell("売上,売上（税込）,")).toBe(String(atClose.sales));
          expect(cell("売上,現金,")).toBe(String(atClose.cash_sales));
          expect(cell("レジ,理論残高,")).toBe(String(expected));
          expect(cell("レジ,過不足,")).toBe(String(counted - expected));
        },
      ),
      { numRuns: RUNS },
    );
  }, 240_000);
});
