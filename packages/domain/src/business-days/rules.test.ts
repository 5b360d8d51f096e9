// The day's figures by hand: a drawer count, voided settlements and movements left out, averages
// and 客単価, the expected cash; and the report's rows and CSV.
import { describe, expect, it } from "vitest";
import { expectLaidOutFor } from "../shared/test-helpers";
import { dailyReport, dailyReportCsv, dailyReportPaper, formatSignedYen } from "./report";
import { countedTotal, dayFigures, expectedCash } from "./rules";
import type { BusinessDay } from "./schemas";

const group = (gender: "mens" | "ladys" | "others", num: number, total: number, orders = 0) => ({
  gender,
  num,
  share_minutes: 60,
  solo_minutes: 15,
  total_price: total,
  order_price: orders,
  extra_charge: 0,
});

describe("countedTotal", () => {
  it("adds every note and coin, a missing one as none", () => {
    expect(
      countedTotal({ "10000": 3, "5000": 1, "1000": 4, "500": 1, "100": 7, "10": 3, "1": 9 }),
    ).toBe(40_239);
    expect(countedTotal({})).toBe(0);
  });
});

describe("dayFigures", () => {
  const figures = dayFigures({
    settlements: [
      {
        voided: false,
        cash: 10_000,
        credit: 2_000,
        e_money: 0,
        groups_total_price: 12_000,
        consumption_tax: 1_090,
        discount: 3_000,
        groups: [group("mens", 2, 12_000, 4_000), group("ladys", 2, 3_000)],
      },
      {
        voided: true,
        cash: 5_000,
        credit: 0,
        e_money: 0,
        groups_total_price: 5_000,
        consumption_tax: 454,
        discount: 0,
        groups: [group("mens", 1, 5_000)],
      },
      {
        voided: false,
        cash: 0,
        credit: 0,
        e_money: 7_001,
        groups_total_price: 7_001,
        consumption_tax: 636,
        discount: 0,
        groups: [group("others", 1, 7_001)],
      },
    ],
    movements: [
      { direction: "in", amount: 5_000, voided: false },
      { direction: "out", amount: 1_200, voided: false },
      { direction: "out", amount: 9_999, voided: true },
    ],
    cancelledEntries: 2,
  });

  it("sums what was not voided, and counts what was", () => {
    expect(figures).toMatchObject({
      sales: 19_001,
      tax: 1_726,
      cash_sales: 10_000,
      credit_sales: 2_000,
      e_money_sales: 7_001,
      discounts: 3_000,
      order_sales: 4_000,
      time_sales: 18_001,
      settlements: 2,
      groups: 3,
      guests: { mens: 2, ladys: 2, others: 1 },
      voided_settlements: 1,
      voided_amount: 5_000,
      cancelled_entries: 2,
      paid_in: 5_000,
      paid_out: 1_200,
    });
    expect(
      figures.time_sales + figures.order_sales + figures.extra_charges - figures.discounts,
    ).toBe(figures.sales);
  });

  it("rounds 客単価 down and averages the stays per group", () => {
    expect(figures.per_guest).toBe(3_800); // 19,001 / 5
    expect(figures.per_settlement).toBe(9_500); // 19,001 / 2
    expect(figures.average_share_minutes).toBe(60);
    expect(figures.average_solo_minutes).toBe(15);
  });

  it("expects the float plus cash sales and paid-in, less paid-out, in the drawer", () => {
    expect(expectedCash(30_000, figures)).toBe(43_800);
  });

  it("is all zeros for a quiet day", () => {
    const quiet = dayFigures({ settlements: [], movements: [], cancelledEntries: 0 });
    expect(quiet.per_guest).toBe(0);
    expect(quiet.sales).toBe(0);
  });
});

describe("the daily report", () => {
  const figures = dayFigures({ settlements: [], movements: [], cancelledEntries: 0 });
  const day: BusinessDay = {
    lounge_id: 1,
    date: "2026-11-27",
    state: "closed",
    float: 30_000,
    ...figures,
    expected_cash: 30_000,
    counted_cash: 29_000,
    difference: -1_000,
    difference_reason: "=SUM(A1)",
    closed_at: "2026-11-27T19:05:00Z",
    closed_by: 2,
    closed_by_name: "店長",
    adjustments: [],
    figures,
    current: figures,
    float_counts: null,
    counted: { "10000": 2, "5000": 1, "1000": 4 },
    next_float: 29_000,
    default_float: 30_000,
    opened_at: "2026-11-27T09:00:00Z",
    opened_by_name: "スタッフ",
    opened_automatically: false,
    time_zone: "Asia/Tokyo",
    events: [],
    journal_head_hash: "9f2c".repeat(16),
  };

  it("says the day's state and times on the lounge's clock, and the drawer by denomination", () => {
    const sections = dailyReport(day, [], "渋谷店");
    const rows = Object.fromEntries(
      sections.flatMap((s) => s.rows.map((r) => [`${s.title}/${r.label}`, r.value])),
    );
    expect(rows).toMatchObject({
      "営業日/営業日": "2026/11/27",
      "営業日/状態": "締め済み",
      "営業日/締め": "2026/11/28 04:05",
      "レジ/過不足": "-¥1,000",
      "金種/1万円札": "2枚 ¥20,000",
      "金種/千円札": "4枚 ¥4,000",
    });
  });

  for (const columns of [48, 42, 32]) {
    it(`lays the paper out for a ${columns}-column printer`, () => {
      const paper = dailyReportPaper(dailyReport(day, [], "渋谷店"), {
        loungeName: "相席ラウンジ 渋谷店",
        date: day.date,
        printedAt: "2026-11-27T19:10:00Z",
        timeZone: "Asia/Tokyo",
      });
      expectLaidOutFor(paper, columns);
    });
  }

  it("ends with the hash of the day's last journal row, whole on paper in rows of 32", () => {
    const sections = dailyReport(day, [], "渋谷店");
    expect(sections.at(-1)).toEqual({
      title: "取引記録",
      rows: [{ label: "最後の記録のハッシュ（SHA-256）", value: "9f2c".repeat(16), long: true }],
    });
    const paper = dailyReportPaper(sections, {
      loungeName: "渋谷店",
      date: day.date,
      printedAt: "2026-11-27T19:10:00Z",
      timeZone: "Asia/Tokyo",
    });
    const texts = paper.lines.map((line) => line.text);
    const at = texts.indexOf("最後の記録のハッシュ（SHA-256）");
    expect(texts.slice(at + 1, at + 3)).toEqual(["9f2c".repeat(8), "9f2c".repeat(8)]);
    // Nothing recorded that day: no section.
    const quiet = dailyReport({ ...day, journal_head_hash: null }, [], "渋谷店");
    expect(quiet.map((s) => s.title)).not.toContain("取引記録");
  });

  it("writes numbers as numbers in the CSV, with BOM and CRLF, and defuses formulas", () => {
    const csv = dailyReportCsv(dailyReport(day, [], "渋谷店"));
    expect(csv.startsWith("\uFEFF区分,項目,値\r\n")).toBe(true);
    expect(csv).toContain("\r\nレジ,過不足,-1000\r\n");
    expect(csv).toContain("\r\nレジ,過不足の理由,'=SUM(A1)\r\n");
  });

  it("signs differences", () => {
    expect([formatSignedYen(-1000), formatSignedYen(500), formatSignedYen(0)]).toEqual([
      "-¥1,000",
      "+¥500",
      "¥0",
    ]);
  });
});
