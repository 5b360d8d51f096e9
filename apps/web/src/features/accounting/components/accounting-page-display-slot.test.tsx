// The accounting screen hands the customer display (composed in by the app) the bill's lounge, its
// total and what has been handed over (お預かり for the cash share, card and e-money), as the staff
// member types.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { AccountingPage } from "./accounting-page";
import { billOf, json, sessionOf } from "./test-fixtures";

afterEach(() => vi.unstubAllGlobals());

describe("AccountingPage displaySlot", () => {
  it("receives the lounge, groups_total_price and what is handed over: お預かり + credit + e-money", async () => {
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
    // The guest hands a ¥10,000 note for the ¥6,000 cash share: the display gives ¥4,000 back.
    await userEvent.clear(screen.getByRole("textbox", { name: "電子マネー" }));
    await userEvent.clear(screen.getByRole("textbox", { name: "クレジット" }));
    await userEvent.type(screen.getByRole("textbox", { name: "クレジット" }), "4000");
    await userEvent.click(screen.getByRole("button", { name: "お預かり ¥10,000" }));
    expect(JSON.parse(figures.textContent ?? "")).toEqual({
      loungeId: 1,
      total: 10000,
      paid: 14000,
    });
  });
});
