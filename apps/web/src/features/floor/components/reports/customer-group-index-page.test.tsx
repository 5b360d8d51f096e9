// Screen 14: present groups with running totals in yen, なし for empty comments, event-log links, the 422 message.
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../../test/render";
import { CustomerGroupIndexPage } from "./customer-group-index-page";
import { json, MANAGER_SESSION } from "./test-fixtures";

const group = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  gender: "mens",
  num: 2,
  seat_id: 10,
  fee_rule_id: 1,
  fee_rule: "通常",
  other_flag: false,
  executive: false,
  vip: false,
  lock_version: 0,
  matched_group_ids: [],
  warn_level: null,
  set_minutes: null,
  warn_lead_minutes: null,
  service_start_at: "2026-05-01T11:05:00.000Z",
  status: "solo",
  status_start_at: "2026-05-01T11:05:00.000Z",
  solo_min: 0,
  share_min: 0,
  age_list: [],
  comment: "",
  last_seat_name: "A1",
  seated_normal_today: false,
  accounting: false,
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe("CustomerGroupIndexPage", () => {
  it("shows each group with its running totals, comment and event-log link", async () => {
    const asked: string[][] = [];
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "/api/v1/session": MANAGER_SESSION,
        "/customer_groups": [group(5), group(6, { gender: "ladys", num: 3, comment: "誕生日" })],
        "/customer_groups/indexview_json": (url: URL) => {
          asked.push(url.searchParams.getAll("customer_group_ids[]"));
          return json([
            {
              id: 5,
              solo_min: 12,
              share_min: 30,
              calc_rule: 4800,
              calc_order: 1200,
              calc_total: 6000,
              calc_error: null,
            },
            {
              id: 6,
              solo_min: 0,
              share_min: 30,
              calc_rule: 0,
              calc_order: 0,
              calc_total: 0,
              calc_error: null,
            },
          ]);
        },
      }),
    );
    renderWithProviders(<CustomerGroupIndexPage />, { path: "/customer_groups" });
    const table = await screen.findByRole("table", { name: "在席一覧" });
    const row5 = (await within(table).findByText("¥6,000")).closest("tr") as HTMLElement;
    expect(row5).toHaveTextContent("A1");
    expect(row5).toHaveTextContent("男性");
    expect(row5).toHaveTextContent("20:05");
    expect(row5).toHaveTextContent("12分");
    expect(row5).toHaveTextContent("¥4,800");
    expect(row5).toHaveTextContent("¥1,200");
    expect(within(row5).getByText("なし")).toBeInTheDocument();
    expect(within(row5).getByRole("link", { name: /滞在記録/ })).toHaveAttribute(
      "href",
      "/event_logs?q[customer_group_id_eq]=5",
    );
    expect(within(row5).getByRole("link", { name: /会計/ })).toHaveAttribute(
      "href",
      "/accounting_logs/new?customer_group_ids[]=5",
    );
    const row6 = within(table).getByText("誕生日").closest("tr") as HTMLElement;
    expect(row6).toHaveTextContent("女性");
    // The original system's repeated form: customer_group_ids[]=5&customer_group_ids[]=6.
    expect(asked.at(-1)).toEqual(["5", "6"]);
  });

  it("shows the server's Japanese message when a total cannot be priced (422)", async () => {
    const message = "料金表に「9」男性・平日 20時台の料金がありません";
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "/api/v1/session": MANAGER_SESSION,
        "/customer_groups": [group(5)],
        "/customer_groups/indexview_json": () =>
          json({ error: { code: "unprocessable", message } }, 422),
      }),
    );
    renderWithProviders(<CustomerGroupIndexPage />, { path: "/customer_groups" });
    expect(await screen.findByTestId("indexview-error")).toHaveTextContent(message);
    expect(screen.getByRole("table", { name: "在席一覧" })).toHaveTextContent("A1");
  });
});
