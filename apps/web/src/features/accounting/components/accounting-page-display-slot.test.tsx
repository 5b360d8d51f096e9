// The accounting screen hands the customer display (composed in by the app) the bill's lounge, its
// total and what has been entered as paid, as the staff member types.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { AccountingPage } from "./accounting-page";
import { billOf, json, sessionOf } from "./test-fixtures";

afterEach(() => vi.unstubAllGlobals());

describe("AccountingPage displaySlot", () => {
  it("receives the lounge, groups_total_price and cash + credit + e-money", async () => {
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "/api/v1/session": sessionOf("staff", 3),
        "/accounting_logs/new": () => json(billOf({ discountPercent: null, extra: {} })),
        "/accounting_logs/bill_session": { ok: true },
        "/accounting_logs/release": { ok: true },
      }),
    );
    renderWithProviders(
      <AccountingPage
        displaySlot={(figures) => <output data-testid="figures">{JSON.stringify(figures)}</output>}
      />,
      { path: "/accounting_logs/new?customer_group_ids[]=12&customer_group_ids[]=13" },
    );
    const figures = await screen.findByTestId("figures");
    expect(JSON.parse(figures.textContent ?? "")).toEqual({ loungeId: 1, total: 10000, paid: 0 });
    await userEvent.type(screen.getByRole("textbox", { name: "現金" }), "6000");
    await userEvent.type(screen.getByRole("textbox", { name: "クレジット" }), "3000");
    await userEvent.type(screen.getByRole("textbox", { name: "電子マネー" }), "2000");
    expect(JSON.parse(figures.textContent ?? "")).toEqual({
      loungeId: 1,
      total: 10000,
      paid: 11000,
    });
  });
});
