// The group orders panel: lines with cancelled ones struck through (who and when), ordering a menu with one
// option and a quantity, a reward, cancelling; the board and running totals are refetched after each change.
import { floorApi } from "@lounge-office/domain/floor";
import type { OrderRecord } from "@lounge-office/domain/orders";
import type { Session } from "@lounge-office/domain/session";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contractKey } from "../../../lib/contract-query";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { GroupOrdersPanel } from "./group-orders-panel";

afterEach(() => vi.unstubAllGlobals());

/** The floor's reads that show money: the lounge's board and the groups' running totals. */
const BOARD_KEY = contractKey(floorApi.board, { query: { lounge_id: 1 } });
const INDEXVIEW_KEY = contractKey(floorApi.indexview, {
  query: { "customer_group_ids[]": ["42"] },
});

const lounge = { id: 1, name: "渋谷", time_zone: "Asia/Tokyo", business_day_cutoff: "06:00" };
const SESSION: Session = {
  staff: {
    id: 3,
    name: "佐藤 花",
    account: "shibuya-staff1",
    role: "staff",
    role_ja: "スタッフ",
    locale: "ja" as const,
  },
  lounge,
  lounges: [lounge],
  csrf_token: "t",
  expires_at: "2030-01-01T00:00:00.000Z",
};

const menu = (id: number, name: string, price: number, options: string[] = []) => ({
  id,
  lounge_id: 1,
  genre_id: 10,
  genre: "カクテル・サワー",
  genre_kind: "drink" as const,
  name,
  price,
  options,
  provide_flag: true,
  row_order: id,
  image: null,
});

const ORDERABLE = {
  genres: [
    {
      id: 10,
      lounge_id: 1,
      name: "カクテル・サワー",
      genre_kind: "drink",
      row_order: 0,
      menus: [menu(1, "ハイボール", 700, ["濃いめ", "薄め"]), menu(2, "モヒート", 900)],
    },
  ],
  rewards: [
    { id: 5, lounge_id: 1, name: "乾杯ショット", provide_flag: true, row_order: 0, image: null },
  ],
};

const line = (over: Partial<OrderRecord> & Pick<OrderRecord, "id" | "name">): OrderRecord => ({
  customer_group_id: 42,
  kind: "menu",
  menu_id: 2,
  reward_id: null,
  option: "",
  price: 900,
  num: 1,
  order_price: 900,
  created_at: "2026-05-01T11:00:00.000Z",
  created_by: "佐藤 花",
  cancelled_at: null,
  cancelled_by: null,
  ...over,
});

function stub(initial: OrderRecord[]) {
  let lines = initial;
  const posted: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    jsonFetch({
      "/api/v1/session": SESSION,
      "/api/v1/orderable": ORDERABLE,
      "/customer_groups/42/orders": (_url: URL, init?: RequestInit) => {
        if (init?.method === "POST") {
          const body = JSON.parse(String(init.body));
          posted.push(body);
          const item = body.menu_id
            ? ORDERABLE.genres[0]!.menus.find((m) => m.id === body.menu_id)!
            : { ...ORDERABLE.rewards[0]!, price: 0 };
          lines = [
            ...lines,
            line({
              id: 100 + lines.length,
              name: item.name,
              option: body.option ?? "",
              price: item.price,
              num: body.num,
              order_price: item.price * body.num,
              kind: body.menu_id ? "menu" : "reward",
            }),
          ];
          return new Response(JSON.stringify(lines), { status: 201 });
        }
        return new Response(JSON.stringify(lines), { status: 200 });
      },
      "/orders/7": () => {
        lines = lines.map((l) =>
          l.id === 7
            ? {
                ...l,
                cancelled_at: "2026-05-01T12:30:00.000Z",
                cancelled_by: "佐藤 花",
                order_price: 0,
              }
            : l,
        );
        return new Response(JSON.stringify(lines), { status: 200 });
      },
    }),
  );
  return posted;
}

const linesTable = () => screen.getByRole("table", { name: "注文一覧" });

describe("GroupOrdersPanel", { timeout: 20_000 }, () => {
  it("shows lines, strikes cancelled ones with who and when, and totals the open ones", async () => {
    stub([
      line({ id: 7, name: "モヒート" }),
      line({
        id: 8,
        name: "ハイボール",
        option: "濃いめ",
        price: 700,
        num: 2,
        order_price: 0,
        cancelled_at: "2026-05-01T12:00:00.000Z",
        cancelled_by: "青木 健",
      }),
    ]);
    renderWithProviders(<GroupOrdersPanel groupId={42} loungeId={1} />);
    const cancelled = (await screen.findByText("ハイボール")).closest("tr")!;
    expect(cancelled).toHaveAttribute("data-cancelled", "true");
    expect(within(cancelled).getByText("ハイボール")).toHaveStyle({
      textDecoration: "line-through",
    });
    expect(within(cancelled).getByTestId("cancelled-note")).toHaveTextContent(
      "取消: 青木 健（2026/05/01 21:00）",
    );
    expect(within(cancelled).queryByRole("button", { name: /取消/ })).not.toBeInTheDocument();
    expect(screen.getByTestId("order-total")).toHaveTextContent("900円");
  });

  it("orders a menu with one option and a quantity, then a reward; the board is refetched", async () => {
    const posted = stub([]);
    const { queryClient } = renderWithProviders(<GroupOrdersPanel groupId={42} loungeId={1} />);
    queryClient.setQueryData(BOARD_KEY, { seats: [] });
    queryClient.setQueryData(INDEXVIEW_KEY, []);
    await screen.findByText("注文はまだありません");

    await userEvent.click(screen.getByRole("button", { name: "注文を追加" }));
    await userEvent.click(await screen.findByRole("button", { name: "ハイボール 700円" }));
    const order = screen.getByRole("button", { name: "注文する" });
    expect(order).toBeDisabled(); // an option must be chosen first
    await userEvent.click(screen.getByRole("radio", { name: "濃いめ" }));
    const quantity = screen.getByLabelText("数量");
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "2");
    await userEvent.click(order);

    const row = (await within(linesTable()).findByText("ハイボール")).closest("tr")!;
    expect(row).toHaveTextContent("濃いめ");
    expect(row).toHaveTextContent("1,400円");
    expect(posted).toEqual([{ menu_id: 1, option: "濃いめ", num: 2 }]);
    expect(queryClient.getQueryState(BOARD_KEY)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(INDEXVIEW_KEY)?.isInvalidated).toBe(true);

    await userEvent.click(screen.getByRole("tab", { name: "特典" }));
    await userEvent.click(await screen.findByRole("button", { name: "乾杯ショット 特典（0円）" }));
    await userEvent.click(screen.getByRole("button", { name: "注文する" }));
    await within(linesTable()).findByText("乾杯ショット");
    expect(posted.at(-1)).toEqual({ reward_id: 5, num: 1 });
    expect(screen.getByTestId("order-total")).toHaveTextContent("1,400円");
  });

  it("steps the quantity with 44 px buttons beside the field, within 1〜99", async () => {
    const posted = stub([]);
    const { queryClient } = renderWithProviders(<GroupOrdersPanel groupId={42} loungeId={1} />);
    queryClient.setQueryData(BOARD_KEY, { seats: [] });
    await screen.findByText("注文はまだありません");
    await userEvent.click(screen.getByRole("button", { name: "注文を追加" }));
    await userEvent.click(await screen.findByRole("tab", { name: "特典" }));
    await userEvent.click(await screen.findByRole("button", { name: "乾杯ショット 特典（0円）" }));
    const less = screen.getByRole("button", { name: "数量を減らす" });
    const more = screen.getByRole("button", { name: "数量を増やす" });
    expect(less).toBeDisabled();
    await userEvent.click(more);
    await userEvent.click(more);
    expect(screen.getByLabelText("数量")).toHaveValue("3");
    await userEvent.click(less);
    expect(screen.getByLabelText("数量")).toHaveValue("2");
    await userEvent.click(screen.getByRole("button", { name: "注文する" }));
    await within(linesTable()).findByText("乾杯ショット");
    expect(posted).toEqual([{ reward_id: 5, num: 2 }]);
  });

  it("cancels a line after asking once more", async () => {
    stub([line({ id: 7, name: "モヒート" })]);
    renderWithProviders(<GroupOrdersPanel groupId={42} loungeId={1} />);
    await userEvent.click(await screen.findByRole("button", { name: "「モヒート」の注文を取消" }));
    await userEvent.click(screen.getByRole("button", { name: "取り消す" }));
    const row = screen.getByText("モヒート").closest("tr")!;
    await waitFor(() => expect(row).toHaveAttribute("data-cancelled", "true"));
    expect(within(row).getByTestId("cancelled-note")).toHaveTextContent("取消: 佐藤 花");
    expect(screen.getByTestId("order-total")).toHaveTextContent("0円");
  });
});
