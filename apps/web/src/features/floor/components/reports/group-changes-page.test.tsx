// フロア修正履歴: a business day's corrections with time, seat, what, before, after, reason, who.
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../../test/render";
import { GroupChangesPage } from "./group-changes-page";
import { MANAGER_SESSION } from "./test-fixtures";

afterEach(() => vi.unstubAllGlobals());

describe("GroupChangesPage", () => {
  it("lists the day's corrections in the lounge's time", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "/api/v1/session": MANAGER_SESSION,
        "/customer_groups/changes": (url: URL) => {
          asked.push(url.search);
          return new Response(
            JSON.stringify([
              {
                id: 1,
                customer_group_id: 9,
                lounge_id: 1,
                action: "cancel",
                before: "男性 2名",
                after: "取消",
                reason: "席を間違えた",
                staff_id: 7,
                staff_name: "青木 健",
                seat_name: "C1",
                changed_at: "2026-11-21T12:05:00.000Z",
              },
            ]),
          );
        },
      }),
    );
    renderWithProviders(<GroupChangesPage />);
    const table = await screen.findByRole("table", { name: "フロア修正履歴" });
    const row = await within(table).findByText("席を間違えた");
    expect(row.closest("tr")).toHaveTextContent("21:05C1入店取消男性 2名取消席を間違えた青木 健");
    expect(asked).toEqual(["?lounge_id=1"]);
  });
});
