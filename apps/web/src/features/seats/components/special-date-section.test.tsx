// Special dates on the seats page: the list, a blank form refused before any call, delete after a confirmation.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { SpecialDateSection } from "./special-date-section";

afterEach(() => vi.unstubAllGlobals());

const row = {
  id: 4,
  lounge_id: 1,
  from_day: "2026-12-30",
  to_day: "2027-01-03",
  price_per_person: 2000,
};

function stub() {
  const sent: { method?: string; path: string }[] = [];
  let rows = [row];
  vi.stubGlobal(
    "fetch",
    jsonFetch({
      "/api/v1/special_dates": (url: URL, init?: RequestInit) => {
        sent.push({ method: init?.method ?? "GET", path: url.pathname });
        return new Response(JSON.stringify(rows), { status: 200 });
      },
      "/api/v1/special_dates/4": (url: URL, init?: RequestInit) => {
        sent.push({ method: init?.method, path: url.pathname });
        rows = [];
        return new Response(JSON.stringify({ ok: true }), { status: 200 });
      },
    }),
  );
  return sent;
}

describe("SpecialDateSection", () => {
  it("lists a range with its price and deletes it only after the confirmation", async () => {
    const sent = stub();
    renderWithProviders(<SpecialDateSection loungeId={1} />);
    const table = await screen.findByRole("table", { name: "特別料金期間一覧" });
    expect(await within(table).findByText("2026/12/30 〜 2027/01/03")).toBeInTheDocument();
    expect(within(table).getByText("¥2,000")).toBeInTheDocument();
    await userEvent.click(within(table).getByRole("button", { name: "削除" }));
    expect(sent.filter((s) => s.method === "DELETE")).toEqual([]);
    await userEvent.click(await screen.findByRole("button", { name: "削除する" }));
    expect(await screen.findByText("特別料金期間はありません")).toBeInTheDocument();
    expect(sent).toContainEqual({ method: "DELETE", path: "/api/v1/special_dates/4" });
  });

  it("refuses a form without dates before calling the server", async () => {
    const sent = stub();
    renderWithProviders(<SpecialDateSection loungeId={1} />);
    await userEvent.click(await screen.findByRole("button", { name: "期間を追加" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByText("開始日を選んでください")).toBeInTheDocument();
    expect(within(dialog).getByText("終了日を選んでください")).toBeInTheDocument();
    await waitFor(() => expect(sent.filter((s) => s.method === "POST")).toEqual([]));
  });
});
