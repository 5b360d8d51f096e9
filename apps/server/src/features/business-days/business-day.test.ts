// A whole business day over HTTP: opened with a float counted by denomination, settlements paid in
// cash, credit, e-money and mixed, a discount, a paid-in and a paid-out, a correction and a void,
// the pre-check refusing while a group is seated, a close ¥1,000 short with its reason, then a
// correction and a void after the close; every figure and the CSV against a computation by hand.
import { businessDayOf } from "@lounge-office/domain/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAccountingFloor } from "../../test/accounting-floor";
import { enterBody } from "../../test/floor-world";
import type { TestClient } from "../../test/harness";

let floor: Awaited<ReturnType<typeof startAccountingFloor>>;
let admin: TestClient;
beforeAll(async () => {
  floor = await startAccountingFloor();
  admin = floor.server.client();
  await admin.signIn("w-admin", "lounge-demo", floor.world.own.id);
});
afterAll(() => floor?.server.close());

let seatIndex = 0;
const nextSeat = () => {
  const seats = [...floor.world.autoSeats, ...floor.world.normalSeats];
  return seats[seatIndex++ % seats.length]!.id;
};

/** Seats a group and returns its id. */
async function seat(gender: "mens" | "ladys", num: number, seatId = nextSeat()) {
  const res = await floor.staff.post(
    "/customer_groups",
    enterBody(
      seatId,
      gender,
      num,
      gender === "mens" ? { fee_rule: floor.world.normalRule.id } : {},
    ),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

let keys = 0;
/**
 * Settles the groups with these extra charges as their whole charge (a group seated this minute
 * has no time charge yet) and these payments; returns the settlement's first row.
 */
async function settle(
  extras: Record<number, number>,
  payments: { cash?: number; credit?: number; e_money?: number; cash_tendered?: number },
  discount: 20 | null = null,
) {
  const ids = Object.keys(extras).map(Number);
  const res = await floor.settleAs(
    floor.staff,
    floor.settleBody(ids, payments, { extra_charges: extras, discount_percent: discount }),
    `day-${++keys}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.accounting_logs[0] as {
    id: number;
    settlement_id: number;
    groups_total_price: number;
  };
}

const dayUrl = (date: string, rest = "") => `/business_days/${floor.world.own.id}/${date}${rest}`;

const startedAt = Date.now();
const date = businessDayOf(new Date(startedAt).toISOString(), {
  timeZone: "Asia/Tokyo",
  cutoff: "06:00",
});

describe("a whole business day", () => {
  it("opens, takes money, closes ¥1,000 short, and keeps later changes apart", async () => {
    const before = await floor.staff.get(dayUrl(date));
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ state: "not_opened", float: 0, default_float: 0 });

    // 開店: 20 × ¥1,000 + 10 × ¥500 + 50 × ¥100 = ¥30,000.
    const opened = await floor.staff.post(dayUrl(date, "/open"), {
      counts: { "1000": 20, "500": 10, "100": 50 },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({ state: "open", float: 30000, opened_automatically: false });
    expect((await floor.staff.post(dayUrl(date, "/open"), { float: 1 })).status).toBe(409);

    // A: two men, ¥13,760 in cash.
    const a = await settle(
      { [await seat("mens", 2)]: 13760 },
      { cash: 13760, cash_tendered: 20000 },
    );
    expect(a).toMatchObject({ cash: 13760, cash_tendered: 20000, change: 6240 });
    // B: three women, ¥8,000 by credit card.
    const b = await settle({ [await seat("ladys", 3)]: 8000 }, { credit: 8000 });
    // C: one woman, ¥5,500 in e-money.
    await settle({ [await seat("ladys", 1)]: 5500 }, { e_money: 5500 });
    // D: two men and two women matched, ¥10,000 + ¥2,000, 20 % off → ¥9,600, ¥4,600 cash + ¥5,000 card.
    const dSeat = nextSeat();
    const dMen = await seat("mens", 2, dSeat);
    const dLadies = await floor.staff.post(
      "/customer_groups",
      enterBody(dSeat, "ladys", 2, { matched_group_ids: [dMen] }),
    );
    const d = await settle(
      { [dMen]: 10000, [dLadies.body.id]: 2000 },
      { cash: 4600, credit: 5000, cash_tendered: 5000 },
      20,
    );
    expect(d).toMatchObject({ groups_total_price: 9600, cash_tendered: 5000, change: 400 });
    // E: one woman, ¥3,000 cash, voided before the close.
    const e = await settle({ [await seat("ladys", 1)]: 3000 }, { cash: 3000 });
    expect(
      (await floor.manager.post(`/accounting_logs/${e.id}/void`, { reason: "打ち間違い" })).status,
    ).toBe(200);
    // F: one man, ¥7,000 in cash, corrected before the close to the card it was paid by.
    const f = await settle({ [await seat("mens", 1)]: 7000 }, { cash: 7000 });
    const corrected = await floor.manager.put(`/accounting_logs/${f.id}`, {
      accounting_log: { cash: 0, credit: 7000, reason: "カード払いだった" },
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);

    // 入出金: ¥2,500 out for shopping, ¥5,000 in for change; one without a reason, voided.
    const out = await floor.staff.post(dayUrl(date, "/cash_movements"), {
      direction: "out",
      amount: 2500,
      reason: "買い出し",
    });
    expect(out.status, JSON.stringify(out.body)).toBe(201);
    expect(out.body).toMatchObject({
      direction: "out",
      amount: 2500,
      staff_name: expect.any(String),
    });
    expect(
      (
        await floor.staff.post(dayUrl(date, "/cash_movements"), {
          direction: "in",
          amount: 5000,
          reason: "両替",
        })
      ).status,
    ).toBe(201);
    const stray = await floor.staff.post(dayUrl(date, "/cash_movements"), {
      direction: "in",
      amount: 999,
    });
    expect(stray.status).toBe(201);
    expect(
      (
        await floor.staff.put(`/cash_movements/${stray.body.id}`, {
          amount: 1,
          correction_reason: "x",
        })
      ).status,
    ).toBe(403);

    // The pre-check: a group still seated blocks the close; the reasonless paid-in is flagged.
    const waiting = await seat("mens", 1);
    const check = await floor.manager.get(dayUrl(date, "/precheck"));
    expect(
      check.body.items.map((i: { kind: string; blocking: boolean }) => [i.kind, i.blocking]),
    ).toEqual(
      expect.arrayContaining([
        ["groups_on_floor", true],
        ["movements_without_reason", false],
      ]),
    );
    // By hand: cash sales A 13,760 + D 4,600 + G 1,000 = 19,360; credit B 8,000 + D 5,000 +
    // F 7,000 = 20,000; e-money C 5,500; sales 44,860. Expected cash: 30,000 + 19,360 + 5,000 −
    // 2,500 = 51,860. The drawer holds ¥1,000 less: 40,000 + 5,000 + 5,000 + 500 + 300 + 50 + 10.
    const SHORT = {
      "10000": 4,
      "5000": 1,
      "2000": 0,
      "1000": 5,
      "500": 1,
      "100": 3,
      "50": 1,
      "10": 1,
      "5": 0,
      "1": 0,
    };
    const blocked = await floor.manager.post(dayUrl(date, "/close"), { counted: SHORT });
    expect(blocked.status).toBe(409);
    expect(blocked.body.error.message).toContain("在席中の組が1組あります");
    expect(
      (await floor.manager.post(`/cash_movements/${stray.body.id}/void`, { reason: "誤操作" }))
        .status,
    ).toBe(200);
    // G: the waiting man, ¥1,000 in cash.
    await settle({ [waiting]: 1000 }, { cash: 1000 });

    const noReason = await floor.manager.post(dayUrl(date, "/close"), { counted: SHORT });
    expect(noReason.status).toBe(422);
    expect(noReason.body.error.message).toContain("過不足が-¥1,000あります");
    expect(
      (await floor.staff.post(dayUrl(date, "/close"), { counted: SHORT, difference_reason: "x" }))
        .status,
    ).toBe(403);
    const closed = await floor.manager.post(dayUrl(date, "/close"), {
      counted: SHORT,
      difference_reason: "お釣りの渡し過ぎ",
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const figures = {
      sales: 44860,
      cash_sales: 19360,
      credit_sales: 20000,
      e_money_sales: 5500,
      discounts: 2400,
      settlements: 6,
      groups: 7,
      guests: { mens: 6, ladys: 6, others: 0 },
      paid_in: 5000,
      paid_out: 2500,
    };
    expect(closed.body).toMatchObject({
      state: "closed",
      float: 30000,
      ...figures,
      expected_cash: 51860,
      counted_cash: 50860,
      difference: -1000,
      difference_reason: "お釣りの渡し過ぎ",
      closed_by_name: expect.any(String),
      adjustments: [],
      next_float: 30000,
    });
    expect(closed.body.figures).toMatchObject({
      voided_settlements: 1,
      voided_amount: 3000,
      order_sales: 0,
      // Before the discount: 13,760 + 8,000 + 5,500 + 12,000 + 7,000 + 1,000.
      extra_charges: 47260,
      time_sales: 0,
      per_settlement: Math.floor(44860 / 6),
      per_guest: Math.floor(44860 / 12),
    });
    // Tax: the sum of each settlement's 内消費税 (floor(0.1 × ceil(total / 1.1))).
    const taxOf = (total: number) => Math.floor(Math.ceil((total * 10) / 11) / 10);
    expect(closed.body.tax).toBe(
      [13760, 8000, 5500, 9600, 7000, 1000].reduce((sum, t) => sum + taxOf(t), 0),
    );

    // Closed: no settling, no paid-in/out, no second close.
    const late = await seat("ladys", 1);
    const refused = await floor.settleAs(
      floor.staff,
      floor.settleBody([late], { cash: 1000 }, { extra_charges: { [late]: 1000 } }),
      "after-close",
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain("締め済み");
    expect(
      (await floor.staff.post(dayUrl(date, "/cash_movements"), { direction: "in", amount: 1 }))
        .status,
    ).toBe(409);
    expect((await floor.manager.post(dayUrl(date, "/close"), { counted: SHORT })).status).toBe(409);

    // After the close a manager moves D's cash to the card and voids B: the snapshot stays, the
    // changes are listed with who and how much, and the figures as of now include them.
    expect(
      (
        await floor.manager.put(`/accounting_logs/${d.id}`, {
          accounting_log: { cash: 0, credit: 9600, reason: "カードだった" },
        })
      ).status,
    ).toBe(200);
    expect(
      (await floor.manager.post(`/accounting_logs/${b.id}/void`, { reason: "返金" })).status,
    ).toBe(200);
    const after = (await floor.manager.get(dayUrl(date))).body;
    expect(after).toMatchObject({ state: "closed", ...figures, counted_cash: 50860 });
    expect(after.adjustments).toMatchObject([
      {
        accounting_log_id: d.id,
        kind: "correction",
        amount: 0,
        cash: -4600,
        credit: 4600,
        e_money: 0,
        by_name: expect.any(String),
        reason: "カードだった",
      },
      { accounting_log_id: b.id, kind: "void", amount: -8000, cash: 0, credit: -8000 },
    ]);
    expect(after.current).toMatchObject({
      sales: 36860,
      cash_sales: 14760,
      credit_sales: 16600,
      e_money_sales: 5500,
    });

    // The CSV says the same, as numbers.
    const csv = await floor.manager.get(dayUrl(date, "/report.csv"));
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const rows = new Map(
      String(csv.body)
        .split("\r\n")
        .map((line) => line.split(","))
        .map((cells) => [`${cells[0]}/${cells[1]}`, cells[2]]),
    );
    expect(
      Object.fromEntries(
        [
          "売上/売上（税込）",
          "売上/現金",
          "売上/クレジット",
          "売上/電子マネー",
          "売上/割引",
          "レジ/釣銭準備金",
          "レジ/入金",
          "レジ/出金",
          "レジ/理論残高",
          "レジ/実残高",
          "レジ/過不足",
          "レジ/過不足の理由",
          "客数/男性",
          "客数/女性",
          "金種/千円札",
        ].map((k) => [k, rows.get(k)]),
      ),
    ).toEqual({
      "売上/売上（税込）": "44860",
      "売上/現金": "19360",
      "売上/クレジット": "20000",
      "売上/電子マネー": "5500",
      "売上/割引": "-2400",
      "レジ/釣銭準備金": "30000",
      "レジ/入金": "5000",
      "レジ/出金": "-2500",
      "レジ/理論残高": "51860",
      "レジ/実残高": "50860",
      "レジ/過不足": "-1000",
      "レジ/過不足の理由": "お釣りの渡し過ぎ",
      "客数/男性": "6",
      "客数/女性": "6",
      "金種/千円札": "5",
    });
    expect([...rows.keys()].filter((k) => k.startsWith("締め後の訂正/"))).toHaveLength(2);

    // Reopening is an admin's, with a reason, and kept.
    expect((await floor.manager.post(dayUrl(date, "/reopen"), { reason: "x" })).status).toBe(403);
    const reopened = await admin.post(dayUrl(date, "/reopen"), { reason: "締め後に会計漏れ" });
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect(reopened.body).toMatchObject({ state: "open", counted_cash: null, adjustments: [] });
    expect(reopened.body.events.map((e: { kind: string }) => e.kind)).toEqual([
      "open",
      "close",
      "reopen",
    ]);
    expect(reopened.body.sales).toBe(36860);
  });

  it("shows head office the day across lounges, and its guests by hour", async () => {
    const yesterday = new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const res = await floor.manager.get(`/business_days?first_day=${yesterday}&last_day=${date}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.lounges.map((l: { id: number }) => l.id)).toEqual([floor.world.own.id]);
    expect(res.body.days).toMatchObject([
      { date: yesterday, state: "not_opened", sales: 0, difference: null },
      // Reopened by the admin above: as of now, with both changes after the close.
      { date, state: "open", sales: 36860, cash_sales: 14760, guests: { mens: 6, ladys: 3 } },
    ]);
    expect(res.body.totals).toMatchObject([
      { sales: 36860, guests: { mens: 6, ladys: 3 }, open_days: 1, not_opened_days: 1 },
    ]);
    const other = floor.world.other.id;
    expect(
      (
        await floor.manager.get(
          `/business_days?first_day=${date}&last_day=${date}&lounge_ids=${other}`,
        )
      ).status,
    ).toBe(403);
    const all = await admin.get(`/business_days?first_day=${date}&last_day=${date}`);
    expect(all.body.lounges.map((l: { id: number }) => l.id)).toEqual(
      expect.arrayContaining([floor.world.own.id, other]),
    );
    const csv = String(
      (await floor.manager.get(`/business_days/summary.csv?first_day=${date}&last_day=${date}`))
        .body,
    );
    expect(csv.split("\r\n")[1]).toContain(`,${date.replaceAll("-", "/")},未締め,36860,`);
    expect(
      (await floor.manager.get(`/business_days?first_day=${date}&last_day=2999-01-01`)).body.error
        .message,
    ).toBe("期間は62日以内で指定してください");

    // Every group seated above arrived after the test began: the hour it began in holds them
    // all (men 2 + 2 + 1 + 1; women 3 + 1 + 2 + 1 + 1, the voided settlement's group included).
    const hourly = (await floor.staff.get(dayUrl(date, "/hourly"))).body;
    expect(hourly.hours).toHaveLength(24);
    const slotOf = (at: number) =>
      hourly.hours.find(
        (h: { starts_at: string }) =>
          Date.parse(h.starts_at) <= at && at < Date.parse(h.starts_at) + 3_600_000,
      );
    const first = slotOf(startedAt);
    const last = slotOf(Date.now());
    expect(Math.max(first.mens, last.mens)).toBeLessThanOrEqual(6);
    expect(first.mens + last.mens).toBeGreaterThanOrEqual(6);
    if (first === last) expect(first).toMatchObject({ mens: 6, ladys: 8, others: 0 });
  });
});
