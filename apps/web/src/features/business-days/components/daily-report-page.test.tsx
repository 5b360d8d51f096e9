// The A4 daily report: the domain's report sections (the CSV's rows) as tables — the closed figures,
// the drawer, the count, the paid-in/out and the changes after the close — and 印刷 calling the
// browser's print.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { DailyReportPage } from "./daily-report-page";
import { closedDay, MANAGER_SESSION, movement, NOW, stubDayServer } from "./test-fixtures";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const rowOf = (key: string) => document.querySelector(`[data-row="${key}"] td`)?.textContent;

describe("DailyReportPage", () => {
  it("shows the report's sections with the server's figures", async () => {
    stubDayServer({ session: MANAGER_SESSION, day: closedDay, movements: () => [movement(11)] });
    renderWithProviders(<DailyReportPage />, { path: "/business_day/report?date=2026-11-23" });
    const report = await screen.findByTestId("daily-report");
    expect(within(report).getByRole("heading", { name: "日報" })).toBeInTheDocument();
    expect(report).toHaveTextContent("渋谷");
    for (const title of ["営業日", "売上", "客数", "レジ", "金種", "入出金", "締め後の訂正"]) {
      expect(within(report).getByRole("region", { name: title })).toBeInTheDocument();
    }
    expect(rowOf("営業日/状態")).toBe("締め済み");
    expect(rowOf("売上/売上（税込）")).toBe("¥44,860");
    expect(rowOf("レジ/理論残高")).toBe("¥51,860");
    expect(rowOf("レジ/実残高")).toBe("¥50,860");
    expect(rowOf("レジ/過不足")).toBe("-¥1,000");
    expect(rowOf("レジ/過不足の理由")).toBe("お釣りの渡し過ぎ");
    expect(rowOf("金種/1万円札")).toBe("4枚 ¥40,000");
    expect(rowOf("入出金/19:15 出金 買い出し")).toBe("-¥2,500");
  });

  it("prints with the browser's print", async () => {
    stubDayServer({ session: MANAGER_SESSION, day: closedDay });
    const print = vi.fn();
    vi.stubGlobal("print", print);
    renderWithProviders(<DailyReportPage />, { path: "/business_day/report" });
    await screen.findByTestId("daily-report");
    await userEvent.click(screen.getByRole("button", { name: "印刷" }));
    expect(print).toHaveBeenCalledOnce();
  });
});
