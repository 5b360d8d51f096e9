// The price-table editor: an edit is sent alone (not the 143 untouched cells), a failed save keeps
// the edit, copy tools fill the draft, and a CSV with bad lines is previewed without a way to save.
import {
  completePriceTable,
  type PriceTable,
  priceTableToCsv,
} from "@lounge-office/domain/price-tables";
import { Notifications, notifications } from "@mantine/notifications";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { PriceTableEditor } from "./price-table-editor";

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const table: PriceTable = {
  fee_rule_id: 7,
  unit_minutes: 10,
  cells: completePriceTable([]).map((cell) => ({
    ...cell,
    share: cell.gender === "ladys" ? 0 : 500,
    solo: cell.gender === "ladys" ? 0 : 200,
  })),
};

type Sent = { method?: string; body: { cells: unknown[] } };

/** Answers PUT /api/v1/price_tables/7 with the table updated by the sent cells (or an error). */
function stubSave(fail?: { status: number; message: string }) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    jsonFetch({
      "/api/v1/price_tables/7": (_url: URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body));
        sent.push({ method: init?.method, body });
        if (fail) {
          return new Response(
            JSON.stringify({ error: { code: "forbidden", message: fail.message } }),
            { status: fail.status },
          );
        }
        const cells = table.cells.map(
          (c) =>
            body.cells.find(
              (s: typeof c) =>
                s.gender === c.gender && s.day_type === c.day_type && s.hour === c.hour,
            ) ?? c,
        );
        return new Response(JSON.stringify({ ...table, cells }), { status: 200 });
      },
    }),
  );
  return sent;
}

const renderEditor = () =>
  renderWithProviders(
    <>
      <Notifications />
      <PriceTableEditor table={table} fileLabel="通常" loungeId={1} />
    </>,
  );

const input = (name: string) => screen.getByRole("textbox", { name });

async function setPrice(name: string, value: string) {
  const field = input(name);
  await userEvent.clear(field);
  await userEvent.type(field, value);
}

// Each test renders the editor's 24 hours × 4 price inputs and types into them: 4–7 s alone, five
// times that with two suites on a 2-core machine, past the web project's 30 s.
describe("PriceTableEditor", { timeout: 90_000 }, () => {
  it("saves only the changed cell and says so", async () => {
    const sent = stubSave();
    renderEditor();
    const save = screen.getByRole("button", { name: "保存" });
    expect(save).toBeDisabled();
    await setPrice("男性・金土祝前 21時台 相席", "750");
    expect(screen.getByText("未保存 1セル")).toBeInTheDocument();
    await userEvent.click(save);
    expect(await screen.findByText("料金表を保存しました")).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: "PUT",
        body: {
          cells: [{ gender: "mens", day_type: "weekend", hour: 21, share: 750, solo: 200 }],
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByText(/未保存/)).not.toBeInTheDocument());
    expect(input("男性・金土祝前 21時台 相席")).toHaveValue("750");
  });

  it("keeps the edit on screen when the save fails, with the server's Japanese message", async () => {
    stubSave({ status: 403, message: "この操作を行う権限がありません" });
    renderEditor();
    await setPrice("女性・平日 3時台 ひとり", "120");
    await userEvent.click(screen.getByRole("button", { name: "保存" }));
    expect(
      await screen.findByText(
        "この操作を行う権限がありません（入力は残っています。直して保存し直してください）",
      ),
    ).toBeInTheDocument();
    expect(input("女性・平日 3時台 ひとり")).toHaveValue("120");
    expect(screen.getByText("未保存 1セル")).toBeInTheDocument();
  });

  it("refuses to save a blank cell", async () => {
    const sent = stubSave();
    renderEditor();
    await userEvent.clear(input("男性・平日 0時台 相席"));
    expect(screen.getByText(/空欄のセルがあります/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "保存" })).toBeDisabled();
    expect(sent).toEqual([]);
  });

  it("copies an hour to every hour, then saves the 23 other rows' changed cells", async () => {
    const sent = stubSave();
    renderEditor();
    await setPrice("女性・平日 20時台 相席", "100");
    await userEvent.click(screen.getByRole("button", { name: "20時の料金を他の時間へコピー" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText("コピー元の時間帯")).toHaveValue("20");
    await userEvent.click(within(dialog).getByRole("button", { name: "コピーする" }));
    expect(input("女性・平日 5時台 相席")).toHaveValue("100");
    expect(input("女性・金土祝前 5時台 相席")).toHaveValue("0");
    await userEvent.click(screen.getByRole("button", { name: "保存" }));
    await screen.findByText("料金表を保存しました");
    expect(sent[0]?.body.cells).toHaveLength(24);
    expect(sent[0]?.body.cells).toContainEqual({
      gender: "ladys",
      day_type: "weekday",
      hour: 0,
      share: 100,
      solo: 0,
    });
  });

  it("copies a whole day type onto the other from the copy menu", async () => {
    stubSave();
    renderEditor();
    await setPrice("その他・平日 4時台 ひとり", "77");
    await userEvent.click(screen.getByRole("button", { name: "コピー" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "曜日区分をまるごと" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "コピーする" }));
    expect(input("その他・金土祝前 4時台 ひとり")).toHaveValue("77");
    // Every weekend cell takes its weekday price: only the edited cell's twin differs from before.
    expect(screen.getByText("未保存 2セル")).toBeInTheDocument();
  });

  it("previews a CSV: bad lines by number and no way to save; a good file lists old → new", async () => {
    const sent = stubSave();
    renderEditor();
    const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const bad = "性別,曜日区分,時間帯,相席,ひとり\n男性,平日,25,500,200\n女性,平日,1,-1,0\n";
    fireEvent.change(fileInput(), {
      target: { files: [new File([bad], "bad.csv", { type: "text/csv" })] },
    });
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("2件のエラーがあります")).toBeInTheDocument();
    expect(
      within(dialog).getByText("2行目: 時間帯「25」は0から23の整数で指定してください"),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText("3行目: 相席の料金は0以上の整数（円）で入力してください"),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "保存する" })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole("button", { name: "キャンセル" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    const changed = table.cells.map((c) =>
      c.gender === "others" && c.day_type === "weekend" && c.hour === 2 ? { ...c, solo: 333 } : c,
    );
    fireEvent.change(fileInput(), {
      target: { files: [new File([priceTableToCsv(changed)], "good.csv")] },
    });
    const preview = await screen.findByRole("table", { name: "変更されるセル" });
    expect(within(preview).getAllByRole("row")).toHaveLength(2);
    expect(within(preview).getByText("その他・金土祝前 2時台")).toBeInTheDocument();
    expect(within(preview).getByText("200 → 333")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "保存する" }));
    await screen.findByText("料金表を保存しました");
    expect(sent).toEqual([
      {
        method: "PUT",
        body: {
          cells: [{ gender: "others", day_type: "weekend", hour: 2, share: 500, solo: 333 }],
        },
      },
    ]);
  });
});
