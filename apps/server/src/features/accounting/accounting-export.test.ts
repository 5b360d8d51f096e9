// The accounting CSV over HTTP against the search's totals: settlements of two and three groups (a
// special-fee guest, a year-end surcharge, time charges, a discount, cash handed over with change), a
// correction and a void, under several filters. Every money column must sum to what the search
// screen shows, settlement money must appear once per settlement, and dates read on the lounge's clock.
import { parseCsv } from "@lounge-office/domain/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAccountingFloor, withExtra } from "../../test/accounting-floor";
import { enterBody } from "../../test/floor-world";

let floor: Awaited<ReturnType<typeof startAccountingFloor>>;
beforeAll(async () => {
  floor = await startAccountingFloor();
}, 60_000);
afterAll(() => floor?.server.close());

const MINUTE = 60_000;
/** The demo lounge's clock: Tokyo, UTC+9 all year. */
const tokyo = (instant: string) =>
  new Date(Date.parse(instant) + 9 * 3_600_000)
    .toISOString()
    .slice(0, 16)
    .replace(/-/g, "/")
    .replace("T", " ");

type Settled = {
  id: number;
  settlement_id: number;
  customer_group_id: number;
  accounted_at: string;
  charge_price: number;
  special_price: number;
  total_price: number;
  groups_total_price: number;
  consumption_tax: number;
};

/** The file's rows by their header's names (the CSV read as Excel reads it). */
function recordsOf(text: string): Record<string, string>[] {
  const [header, ...body] = parseCsv(text) ?? [];
  return body.map((cells) => Object.fromEntries((header ?? []).map((h, i) => [h, cells[i] ?? ""])));
}

const yen = (cell: string | undefined) => {
  expect(cell ?? "", "a money cell is blank or whole yen").toMatch(/^(\d+)?$/);
  return Number(cell || 0);
};
const sumOf = (rows: Record<string, string>[], column: string) => {
  expect(rows[0] ?? {}, `column ${column}`).toHaveProperty([column]);
  return rows.reduce((sum, row) => sum + yen(row[column]), 0);
};

async function exportCsv(query: string) {
  const res = await fetch(`${floor.server.baseUrl}/accounting_logs/export?${query}`, {
    headers: { cookie: [...floor.manager.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
  });
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM: Excel reads Japanese
  return recordsOf(new TextDecoder().decode(bytes.slice(3)));
}

/** A manager moves a group's stays back in time: 20 minutes alone, then 40 matched, still open. */
async function backdate(groupId: number) {
  const start = Date.now() - 60 * MINUTE - 10_000;
  const shareStart = new Date(start + 20 * MINUTE).toISOString();
  const logs = (await floor.manager.get(`/event_logs?q[customer_group_id_eq]=${groupId}`)).body as {
    id: number;
    status: string;
    end_at: string | null;
  }[];
  const correct = async (id: number, start_at: string, end_at: string | null) => {
    const res = await floor.manager.put(`/event_logs/${id}`, {
      event_log: { start_at, end_at, reason: "入店時刻の記録漏れ" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const solo = logs.find((l) => l.status === "solo" && l.end_at !== null);
  if (solo) await correct(solo.id, new Date(start).toISOString(), shareStart);
  const open = logs.find((l) => l.end_at === null);
  await correct(open!.id, shareStart, null);
}

let keys = 0;
async function settle(
  ids: number[],
  pay: (total: number) => object,
  extra: { discount_percent?: 20; extra_charges?: Record<number, number> } = {},
) {
  const charges = Object.entries(extra.extra_charges ?? {}).map(([id, y]) => `${id}:${y}`);
  const query = `${extra.discount_percent ? `&discount_percent=${extra.discount_percent}` : ""}${
    charges.length ? `&extra_charges=${charges.join(",")}` : ""
  }`;
  const bill = await floor.billOf(ids, query);
  expect(bill.status, JSON.stringify(bill.body)).toBe(200);
  const total = bill.body.groups_total_price as number;
  const res = await floor.settleAs(
    floor.staff,
    floor.settleBody(ids, pay(total), extra),
    `export-${++keys}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.accounting_logs as Settled[];
}

describe("GET /accounting_logs/export", () => {
  it("sums, over every search, to the search screen's totals: settlement money once per settlement", async () => {
    const { world } = floor;
    // A year-end surcharge on today's business day (and the days around it): 1,000 yen a person.
    const day = (offset: number) =>
      new Date(Date.now() + 9 * 3_600_000 - 6 * 3_600_000 + offset * 86_400_000)
        .toISOString()
        .slice(0, 10);
    const special = await floor.manager.post("/api/v1/special_dates", {
      lounge_id: world.own.id,
      from_day: day(-1),
      to_day: day(1),
      price_per_person: 1000,
    });
    expect(special.status, JSON.stringify(special.body)).toBe(201);

    // 1. Two groups with time charges, a drink and 20 % off, paid in all three ways.
    const a = await floor.seatPair();
    await backdate(a.men);
    await backdate(a.ladies);
    await floor.staff.post(`/customer_groups/${a.men}/orders`, { menu_id: floor.drinkId, num: 2 });
    const first = await settle(
      [a.men, a.ladies],
      (total) => ({ cash: 3000, credit: 3000, e_money: total - 6000 }),
      { discount_percent: 20 },
    );
    // 2. Three groups: a pair and a special-fee guest alone at a normal seat, cash (a ¥5,000 note
    // for ¥3,000) and e-money.
    const b = await floor.seatPair();
    const guest = await floor.staff.post(
      "/customer_groups",
      enterBody(world.normalSeats[0]!.id, "mens", 1, { fee_rule: world.specialRule.id }),
    );
    expect(guest.status, JSON.stringify(guest.body)).toBe(201);
    const second = await settle([b.men, b.ladies, guest.body.id], (total) => ({
      cash: 3000,
      cash_tendered: 5000,
      e_money: total - 3000,
    }));
    // 3. Two groups paid by card, then corrected to cash by the manager, who is named instead.
    const c = await floor.seatPair();
    const third = await settle([c.men, c.ladies], (total) => ({ credit: total }), withExtra(c.men));
    const corrected = await floor.manager.put(`/accounting_logs/${third[0]!.id}`, {
      accounting_log: {
        cash: third[0]!.groups_total_price,
        credit: 0,
        staff_id: world.manager.id,
        reason: "現金だった",
      },
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    // 4. Two groups, then voided: out of the takings.
    const d = await floor.seatPair();
    const fourth = await settle([d.men, d.ladies], (total) => ({ cash: total }), withExtra(d.men));
    const voided = await floor.manager.post(`/accounting_logs/${fourth[0]!.id}/void`, {
      reason: "二重会計",
    });
    expect(voided.status).toBe(200);

    // The bills as priced: the surcharge, the special-fee guest's flat price, time charges.
    expect(first.find((r) => r.customer_group_id === a.men)).toMatchObject({
      special_price: 2000,
    });
    expect(first.find((r) => r.customer_group_id === a.men)!.charge_price).toBeGreaterThan(0);
    expect(second.find((r) => r.customer_group_id === guest.body.id)).toMatchObject({
      charge_price: 5000,
      special_price: 1000,
      total_price: 6000,
    });

    const own = `lounge_id=${world.own.id}`;
    const searches = [
      own,
      `${own}&include_voided=true`,
      `${own}&payment_type=credit`,
      `${own}&payment_type=cash_and_e_money`,
      `${own}&payment_type=cash`,
      `${own}&staff_id=${world.manager.id}`,
      `${own}&staff_id=${world.staff.id}&include_voided=true`,
      `${own}&min_amount=${Math.min(first[0]!.groups_total_price, second[0]!.groups_total_price)}`,
      `${own}&customer_group_id=${guest.body.id}`,
      `${own}&customer_group_id=${d.ladies}&include_voided=true`,
    ];
    for (const search of searches) {
      const { totals } = (await floor.manager.get(`/accounting_logs?${search}&limit=200`)).body;
      const rows = await exportCsv(search);
      const where = `search ${search}`;
      expect(sumOf(rows, "会計合計"), where).toBe(totals.takings);
      expect(sumOf(rows, "現金"), where).toBe(totals.cash);
      expect(sumOf(rows, "クレジット"), where).toBe(totals.credit);
      expect(sumOf(rows, "電子マネー"), where).toBe(totals.e_money);
      // What was handed over less the change is the cash taken.
      expect(sumOf(rows, "お預かり") - sumOf(rows, "お釣り"), where).toBe(totals.cash);
      // One settlement row per settlement counted on the screen.
      expect(rows.filter((r) => r.会計合計 !== "").length, where).toBe(totals.count);
      // The groups' totals less the discounts are the takings too.
      expect(sumOf(rows, "組の合計") - sumOf(rows, "割引"), where).toBe(totals.takings);
    }

    // Every group once, with its own amounts; the settlement's money on one of its rows only.
    const all = await exportCsv(`${own}&include_voided=true`);
    const settledRows = [...first, ...second, ...third, ...fourth];
    expect(all.map((r) => Number(r.明細ID)).sort()).toEqual(settledRows.map((r) => r.id).sort());
    const takenTax = [first, second, third].reduce((sum, s) => sum + s[0]!.consumption_tax, 0);
    expect(sumOf(all, "内消費税")).toBe(takenTax);
    const parts = [
      "相席料金",
      "ひとり料金",
      "特別料金(定額)",
      "年末年始・特別日料金",
      "注文",
      "追加料金",
    ];
    for (const log of settledRows) {
      const row = all.find((r) => Number(r.明細ID) === log.id)!;
      expect(row.会計日時).toBe(tokyo(log.accounted_at));
      expect(row.会計日時).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
      expect(row.来店日時).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
      if (fourth.includes(log)) {
        expect(row.取消).toBe("取消");
        for (const column of [...parts, "組の合計", "会計合計", "現金", "お預かり", "お釣り"])
          expect(row[column]).toBe("");
        continue;
      }
      expect(yen(row.組の合計)).toBe(log.total_price);
      expect(parts.reduce((sum, column) => sum + yen(row[column]), 0)).toBe(log.total_price);
      expect(yen(row["年末年始・特別日料金"])).toBe(log.special_price);
    }
    for (const settlement of [first, second, third]) {
      const rows = all.filter((r) => Number(r.会計番号) === settlement[0]!.settlement_id);
      expect(rows).toHaveLength(settlement.length);
      expect(rows.filter((r) => r.会計合計 !== "")).toHaveLength(1);
      expect(rows.filter((r) => r.現金 !== "" || r.内消費税 !== "" || r.割引 !== "")).toHaveLength(
        1,
      );
      expect(rows.filter((r) => r.お預かり !== "" || r.お釣り !== "")).toHaveLength(1);
      // Identifying columns stay on every row, so a sorted or filtered sheet still reads.
      for (const row of rows) expect(row.担当).not.toBe("");
    }
    // お預かり and お釣り beside the cash share: the note handed over, a correction's new share.
    const cashRow = (settlement: Settled[]) =>
      all.find((r) => Number(r.会計番号) === settlement[0]!.settlement_id && r.現金 !== "")!;
    expect(cashRow(second)).toMatchObject({ 現金: "3000", お預かり: "5000", お釣り: "2000" });
    expect(cashRow(third)).toMatchObject({
      現金: String(third[0]!.groups_total_price),
      お預かり: String(third[0]!.groups_total_price),
      お釣り: "0",
    });
    // The special-fee guest's flat price is his own column, not a time charge; the surcharge is
    // not called 特別料金 (a fee rule has that name).
    const guestRow = all.find((r) => Number(r.組ID) === guest.body.id)!;
    expect(guestRow).toMatchObject({
      料金区分: "特別料金",
      相席料金: "0",
      "特別料金(定額)": "5000",
      "年末年始・特別日料金": "1000",
    });
    const timed = all.find((r) => Number(r.組ID) === a.men)!;
    expect(yen(timed.相席料金)).toBe(
      first.find((r) => r.customer_group_id === a.men)!.charge_price,
    );
    expect(timed["特別料金(定額)"]).toBe("0");
    expect(Object.keys(guestRow)).not.toContain("特別料金");
  });
});
