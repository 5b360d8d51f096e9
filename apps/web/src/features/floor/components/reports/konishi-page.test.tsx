// Screen 3: four tables from the datasource; a poll that takes over 3 s keeps the last table with a note.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../../test/render";
import { konishiQueryKey } from "../../api/get-konishi";
import { KonishiPage } from "./konishi-page";
import { json, MANAGER_SESSION } from "./test-fixtures";

const row = (name: string, value: number, sum: number) => ({ name, value, sum });
const TABLE = {
  ninzu_one: [row("渋谷 男性", 1, 1), row("渋谷 女性", 0, 0)],
  ninzu_two: [row("渋谷 男性", 2, 4), row("渋谷 女性", 1, 2)],
  ninzu_three: [row("渋谷 男性", 0, 0), row("渋谷 女性", 1, 3)],
  ninzu_sum: [row("渋谷 男性", 3, 5), row("渋谷 女性", 2, 5)],
};

afterEach(() => vi.unstubAllGlobals());

describe("KonishiPage", () => {
  it("keeps the last table with a note when a poll times out after 3 s", async () => {
    let calls = 0;
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "/api/v1/session": MANAGER_SESSION,
        "/lounges/entries/konishisan_table_datasource": (_url: URL, init?: RequestInit) => {
          calls += 1;
          if (calls === 1) return json(TABLE);
          // The second poll hangs until the client gives up.
          return new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
          ) as unknown as Response;
        },
      }),
    );
    const { queryClient } = renderWithProviders(<KonishiPage />, { path: "/lounges/konishi" });

    const sum = await screen.findByRole("table", { name: "合計" });
    expect(within(sum).getByText("渋谷 男性").closest("tr")).toHaveTextContent("渋谷 男性35");
    for (const name of ["1名", "2名", "3名以上"])
      expect(screen.getByRole("table", { name })).toBeInTheDocument();

    void queryClient.refetchQueries({ queryKey: konishiQueryKey });
    await waitFor(
      () =>
        expect(screen.getByTestId("konishi-stale")).toHaveTextContent(
          "応答が3秒以内になかったため、前回のデータを表示しています",
        ),
      { timeout: 5_000 },
    );
    expect(
      within(screen.getByRole("table", { name: "合計" })).getByText("渋谷 女性"),
    ).toBeVisible();
  }, 10_000);
});
