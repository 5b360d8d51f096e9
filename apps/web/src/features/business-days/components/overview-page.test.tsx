// Head office's overview: the day's table with each lounge's state and 過不足 and an hourly chart
// per lounge; the month's totals with the days not closed called out; the period from the address.
import type { Summary, SummaryDay } from "@lounge-office/domain/business-days";
import type { Session } from "@lounge-office/domain/session";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { BusinessDaysOverviewPage } from "./overview-page";
import { lastDayOf, periodOf } from "./overview-period";

const lounge = { id: 1, name: "渋谷", time_zone: "Asia/Tokyo", business_day_cutoff: "06:00" };
const SESSION: Session = {
  staff: {
    id: 1,
    name: "本部 管理",
    account: "admin",
    role: "admin",
    role_ja: "管理者",
    locale: "ja" as const,
  },
  lounge,
  lounges: [lounge, { ...lounge, id: 2, name: "新宿" }],
  csrf_token: "token",
  expires_at: "2030-01-01T00:00:00.000Z",
};

const day = (loungeId: number, date: string, over: Partial<SummaryDay> = {}): SummaryDay => ({
  lounge_id: loungeId,
  date,
  state: "closed",
  sales: 0,
  tax: 0,
  cash_sales: 0,
  credit_sales: 0,
  e_money_sales: 0,
  discounts: 0,
  settlements: 0,
  groups: 0,
  guests: { mens: 0, ladys: 0, others: 0 },
  per_guest: 0,
  average_share_minutes: 0,
  average_solo_minutes: 0,
  difference: null,
  ...over,
});

const total = (d: SummaryDay, over = {}) => {
  const { date: _date, state: _state, ...rest } = d;
  return { ...rest, closed_days: 1, open_days: 0, not_opened_days: 0, ...over };
};

function serve(summary: Summary) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    jsonFetch({
      "/api/v1/session": SESSION,
      "/business_days": (url: URL) => {
        asked.push(url.search);
        return new Response(JSON.stringify(summary));
      },
      "/business_days/1/2026-11-27/hourly": {
        lounge_id: 1,
        date: "2026-11-27",
        hours: [{ hour: 21, starts_at: "2026-11-27T12:00:00Z", mens: 4, ladys: 3, others: 0 }],
      },
      "/business_days/2/2026-11-27/hourly": { lounge_id: 2, date: "2026-11-27", hours: [] },
    }),
  );
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe("periodOf", () => {
  it("reads a day or a month from the address, today's otherwise, never a day to come", () => {
    expect(periodOf("month", null, "2026-02", "2026-11-27")).toMatchObject({
      kind: "month",
      firstDay: "2026-02-01",
      lastDay: "2026-02-28",
    });
    expect(periodOf(null, "2026-12-01", null, "2026-11-27")).toMatchObject({
      kind: "day",
      firstDay: "2026-11-27",
    });
    expect(periodOf("day", "oops", "13-2026", "2026-11-27").month).toBe("2026-11");
    expect(lastDayOf("2028-02")).toBe("2028-02-29");
  });
});

describe("BusinessDaysOverviewPage", () => {
  it("shows the day per lounge: closed or not, the figures, 過不足, and guests by hour", async () => {
    const shibuya = day(1, "2026-11-27", {
      sales: 123_456,
      guests: { mens: 10, ladys: 8, others: 1 },
      per_guest: 6_497,
      difference: -1000,
    });
    const shinjuku = day(2, "2026-11-27", { state: "open", sales: 50_000 });
    const asked = serve({
      lounges: [
        { id: 1, name: "渋谷" },
        { id: 2, name: "新宿" },
      ],
      days: [shibuya, shinjuku],
      totals: [total(shibuya), total(shinjuku, { closed_days: 0, open_days: 1 })],
    });
    renderWithProviders(<BusinessDaysOverviewPage />, {
      path: "/business_days/overview?view=day&date=2026-11-27",
    });
    const table = await screen.findByRole("table", { name: "店舗ごとの実績" });
    const rowOf = (name: string) => within(table).getByText(name).closest("tr") as HTMLElement;
    expect(within(rowOf("渋谷")).getByText("締め済み")).toBeInTheDocument();
    expect(within(rowOf("渋谷")).getByText("¥123,456")).toBeInTheDocument();
    expect(within(rowOf("渋谷")).getByText("-¥1,000")).toBeInTheDocument();
    expect(within(rowOf("渋谷")).getByText("19名（10/8/1）")).toBeInTheDocument();
    expect(within(rowOf("新宿")).getByText("未締め")).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: "渋谷の時間帯別客数" })).toBeInTheDocument();
    expect(asked[0]).toContain("first_day=2026-11-27");
    expect(screen.getByRole("link", { name: "CSVをダウンロード" })).toHaveAttribute(
      "href",
      "/business_days/summary.csv?first_day=2026-11-27&last_day=2026-11-27",
    );
    // The closed days' journal for the accountant's product, for the same period.
    await userEvent.click(screen.getByRole("button", { name: "仕訳を出力" }));
    expect(
      screen.getAllByRole("menuitem").map((item) => [item.textContent, item.getAttribute("href")]),
    ).toEqual([
      [
        "freee会計",
        "/business_days/journal.csv?format=freee&first_day=2026-11-27&last_day=2026-11-27",
      ],
      [
        "マネーフォワード クラウド会計",
        "/business_days/journal.csv?format=mf&first_day=2026-11-27&last_day=2026-11-27",
      ],
      [
        "弥生会計",
        "/business_days/journal.csv?format=yayoi&first_day=2026-11-27&last_day=2026-11-27",
      ],
    ]);
  });

  it("shows the month with the days not closed called out", async () => {
    const days = [
      day(1, "2026-10-01", { sales: 10_000 }),
      day(1, "2026-10-02", { state: "open", sales: 5_000 }),
    ];
    const asked = serve({
      lounges: [{ id: 1, name: "渋谷" }],
      days,
      totals: [total(days[0]!, { sales: 15_000, closed_days: 1, open_days: 1 })],
    });
    renderWithProviders(<BusinessDaysOverviewPage />, {
      path: "/business_days/overview?view=month&month=2026-10",
    });
    expect(await screen.findByText("未締めの日: 10/2")).toBeInTheDocument();
    expect(screen.getByText("・ 未締め 1日")).toBeInTheDocument();
    expect(asked[0]).toContain("first_day=2026-10-01&last_day=2026-10-31");
    await userEvent.click(screen.getByRole("radio", { name: "日次" }));
    expect(await screen.findByLabelText("営業日")).toBeInTheDocument();
  });
});
