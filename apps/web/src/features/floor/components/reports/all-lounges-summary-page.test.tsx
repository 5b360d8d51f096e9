// Screen 2: one row per lounge (every lounge, even for a one-lounge manager) and a total row.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../../test/render";
import { AllLoungesSummaryPage } from "./all-lounges-summary-page";
import { json, MANAGER_SESSION } from "./test-fixtures";

const SUMMARIES: Record<string, unknown> = {
  "1": { lounge_id: 1, name: "渋谷", result: 123_400, status: { total: 5, mens: 2, ladys: 3 } },
  "2": { lounge_id: 2, name: "新宿", result: 1_000_000, status: { total: 4, mens: 4, ladys: 0 } },
  "3": { lounge_id: 3, name: "梅田", result: 0, status: { total: 1, mens: 0, ladys: 1 } },
};

afterEach(() => vi.unstubAllGlobals());

describe("AllLoungesSummaryPage", () => {
  it("lists every lounge's earnings and people present, and sums them in the total row", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "/api/v1/session": MANAGER_SESSION,
        "/api/v1/lounges": [1, 2, 3].map((id) => ({
          text: ["渋谷", "新宿", "梅田"][id - 1],
          value: { id, roles: ["admin", "manager", "staff"], account_list: true },
        })),
        "/lounges/entries/summary": (url: URL) => {
          const id = url.searchParams.get("lounge_id") ?? "";
          asked.push(id);
          return json(SUMMARIES[id]);
        },
      }),
    );
    renderWithProviders(<AllLoungesSummaryPage />, { path: "/lounges/summary" });

    const table = await screen.findByRole("table", { name: "全店サマリー" });
    await waitFor(() => expect(within(table).getByText("¥1,000,000")).toBeInTheDocument());
    const cellsOf = (row: HTMLElement) =>
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent);
    const shinjuku = within(table).getByRole("rowheader", { name: "新宿" }).closest("tr");
    expect(cellsOf(shinjuku as HTMLElement)).toEqual(["¥1,000,000", "4", "0", "4"]);
    const total = await screen.findByTestId("summary-total");
    await waitFor(() => expect(cellsOf(total)).toEqual(["¥1,123,400", "6", "4", "10"]));
    expect(within(total).getByRole("rowheader")).toHaveTextContent(/^合計$/);
    expect([...new Set(asked)].sort()).toEqual(["1", "2", "3"]);
  });
});
