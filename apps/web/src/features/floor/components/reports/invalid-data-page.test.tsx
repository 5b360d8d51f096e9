// Screen 5: the fix checkbox highlights its row and shows 対応済み from the answer's attributes.fix; a failure changes nothing.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../../test/render";
import { InvalidDataPage } from "./invalid-data-page";
import { json, MANAGER_SESSION } from "./test-fixtures";

const FINDINGS = [
  {
    key: "overlap:3:4",
    sort_key: "2026-05-01T12:00:00.000Z",
    kind: "overlap",
    message: "グループ #12 の記録が重なっています",
    customer_group_id: 12,
    fix: false,
  },
  {
    key: "long_stay:9",
    sort_key: "2026-04-30T10:00:00.000Z",
    kind: "long_stay",
    message: "グループ #9 が12時間を超えて在席しています",
    customer_group_id: 9,
    fix: false,
  },
];

afterEach(() => vi.unstubAllGlobals());

function stub(fixAnswer: (body: { invalid_data: Record<string, unknown> }) => Response) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    jsonFetch({
      "/api/v1/session": MANAGER_SESSION,
      "/invalid_data": FINDINGS,
      "/invalid_data/fix": (_url: URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body));
        sent.push({ method: init?.method, body });
        return fixAnswer(body);
      },
    }),
  );
  return sent;
}

const rowOf = async (message: string) =>
  (await screen.findByText(message)).closest("tr") as HTMLTableRowElement;

describe("InvalidDataPage", () => {
  it("marks a row fixed from the answer: highlight and 対応済み label", async () => {
    const sent = stub(({ invalid_data }) =>
      json({
        attributes: { key: invalid_data.key, sort_key: invalid_data.sort_key, fix: "true" },
      }),
    );
    renderWithProviders(<InvalidDataPage />, { path: "/invalid_data" });
    const row = await rowOf("グループ #12 の記録が重なっています");
    expect(row).toHaveAttribute("data-fixed", "false");
    expect(within(row).queryByText("対応済み")).not.toBeInTheDocument();

    await userEvent.click(within(row).getByRole("checkbox"));

    await waitFor(() => expect(row).toHaveAttribute("data-fixed", "true"));
    expect(within(row).getByText("対応済み")).toBeInTheDocument();
    expect(within(row).getByRole("checkbox")).toBeChecked();
    expect(sent).toEqual([
      {
        method: "PUT",
        body: {
          invalid_data: { key: "overlap:3:4", sort_key: "2026-05-01T12:00:00.000Z", fix: true },
        },
      },
    ]);
    // The other row is untouched.
    const other = await rowOf("グループ #9 が12時間を超えて在席しています");
    expect(other).toHaveAttribute("data-fixed", "false");
  });

  it("treats any attributes.fix other than 'true' as not fixed", async () => {
    stub(({ invalid_data }) =>
      json({ attributes: { key: invalid_data.key, sort_key: "x", fix: "false" } }),
    );
    renderWithProviders(<InvalidDataPage />, { path: "/invalid_data" });
    const row = await rowOf("グループ #12 の記録が重なっています");
    await userEvent.click(within(row).getByRole("checkbox"));
    await waitFor(() => expect(within(row).getByRole("checkbox")).toBeEnabled());
    expect(row).toHaveAttribute("data-fixed", "false");
    expect(within(row).queryByText("対応済み")).not.toBeInTheDocument();
  });

  it("leaves the row unchanged and shows the Japanese error when the call fails", async () => {
    stub(() =>
      json({ error: { code: "not_found", message: "該当する不整合が見つかりません" } }, 404),
    );
    renderWithProviders(<InvalidDataPage />, { path: "/invalid_data" });
    const row = await rowOf("グループ #12 の記録が重なっています");
    await userEvent.click(within(row).getByRole("checkbox"));

    expect(await screen.findByRole("alert")).toHaveTextContent("該当する不整合が見つかりません");
    expect(row).toHaveAttribute("data-fixed", "false");
    expect(within(row).getByRole("checkbox")).not.toBeChecked();
    expect(within(row).queryByText("対応済み")).not.toBeInTheDocument();
  });
});
