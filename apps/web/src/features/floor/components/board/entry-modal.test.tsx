// The entry modal: counts 1–15 (default 2), fee rules per seat type, the match choice (OK disabled
// until chosen, auto-selected when only one), the original system's payloads and the server's messages.
import { SPECIAL_FEE_AUTO_SEAT_MESSAGE } from "@lounge-office/domain/floor";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactElement, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../../test/render";
import { boardQuery } from "../../api/board-cache";
import { buildBoard, buildGroup, buildSeat } from "./board.fixtures";
import { EntryModal } from "./entry-modal";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Call = { method: string; path: string; body: unknown };

/** Records the calls and answers each path with the given status and body. */
function stubServer(answers: Record<string, { status: number; body: unknown }>) {
  const calls: Call[] = [];
  const routes: Record<string, (url: URL, init?: RequestInit) => Response> = {};
  for (const [path, answer] of Object.entries(answers)) {
    routes[path] = (url, init) => {
      calls.push({
        method: init?.method ?? "GET",
        path: url.pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    };
  }
  vi.stubGlobal("fetch", jsonFetch(routes));
  return calls;
}

const lady = (id: number, num = 2) =>
  buildGroup({ id, gender: "ladys", num, seat_id: 1, fee_rule_id: 5 });

describe("EntryModal", () => {
  it("offers 1–15 people, 2 by default, and no special-fee rule to men on an automatic seat", async () => {
    const board = buildBoard([buildSeat({ id: 1, name: "A1", seat_type: "auto" })]);
    renderWithProviders(
      <EntryModal
        target={{ type: "new", gender: "mens", seatId: 1 }}
        board={board}
        loungeId={2}
        onClose={() => {}}
      />,
    );
    const count = await screen.findByLabelText("人数");
    expect(count).toHaveValue("2");
    expect(
      within(count)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(Array.from({ length: 15 }, (_, i) => `${i + 1}名`));
    const rules = screen.getByLabelText("料金区分");
    expect(
      within(rules)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["通常", "VIP", "エグゼクティブ"]);
  });

  it("offers the special-fee rule on a normal seat and no fee rule to women", async () => {
    const board = buildBoard([buildSeat({ id: 1, name: "C1", seat_type: "normal" })]);
    const { unmount } = renderWithProviders(
      <EntryModal
        target={{ type: "new", gender: "mens", seatId: 1 }}
        board={board}
        loungeId={2}
        onClose={() => {}}
      />,
    );
    const rules = await screen.findByLabelText("料金区分");
    expect(within(rules).getByRole("option", { name: "特別料金" })).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <EntryModal
        target={{ type: "new", gender: "ladys", seatId: 1 }}
        board={board}
        loungeId={2}
        onClose={() => {}}
      />,
    );
    await screen.findByLabelText("人数");
    expect(screen.queryByLabelText("料金区分")).not.toBeInTheDocument();
  });

  it("keeps OK disabled until one of several groups of the other gender is chosen", async () => {
    const board = buildBoard([
      buildSeat({ id: 1, name: "A1", group_ladys: [lady(11), lady(12, 3)] }),
    ]);
    renderWithProviders(
      <EntryModal
        target={{ type: "new", gender: "mens", seatId: 1 }}
        board={board}
        loungeId={2}
        onClose={() => {}}
      />,
    );
    const ok = await screen.findByRole("button", { name: "OK" });
    const boxes = screen.getAllByRole("checkbox");
    expect(boxes).toHaveLength(2);
    for (const box of boxes) expect(box).not.toBeChecked();
    expect(ok).toBeDisabled();
    await userEvent.click(boxes[1] as HTMLElement);
    expect(ok).toBeEnabled();
  });

  it("auto-selects the only group of the other gender and sends the original system's POST payload", async () => {
    const calls = stubServer({
      "/customer_groups": { status: 201, body: { id: 20, lock_version: 0, seat_id: 1, seats: [] } },
    });
    const onClose = vi.fn();
    const board = buildBoard([buildSeat({ id: 1, name: "A1", group_ladys: [lady(11)] })]);
    renderWithProviders(
      <EntryModal
        target={{ type: "new", gender: "mens", seatId: 1 }}
        board={board}
        loungeId={2}
        onClose={onClose}
      />,
    );
    expect(await screen.findByRole("checkbox")).toBeChecked();
    await userEvent.selectOptions(screen.getByLabelText("人数"), "3");
    await userEvent.selectOptions(screen.getByLabelText("料金区分"), "VIP");
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/customer_groups",
        body: {
          customer_group: {
            seat_id: 1,
            mens: 3,
            ladys: 0,
            fee_rule: 6,
            matched_group_ids: [11],
            age_list: [],
          },
        },
      },
    ]);
  });

  it("confirms with Enter on 人数, where the dialog opens with the focus", async () => {
    const calls = stubServer({
      "/customer_groups": { status: 201, body: { id: 20, lock_version: 0, seat_id: 1, seats: [] } },
    });
    const onClose = vi.fn();
    const board = buildBoard([buildSeat({ id: 1, name: "A1" })]);
    renderWithProviders(
      <EntryModal
        target={{ type: "new", gender: "ladys", seatId: 1 }}
        board={board}
        loungeId={2}
        onClose={onClose}
      />,
    );
    const num = await screen.findByLabelText("人数");
    await waitFor(() => expect(num).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toMatchObject([{ method: "POST", path: "/customer_groups" }]);
  });

  it("moves a group with its lock_version in one call (the server ends its call in the same change)", async () => {
    const calls = stubServer({
      "/customer_groups/30": {
        status: 200,
        body: { id: 30, lock_version: 4, seat_id: 2, seats: [] },
      },
    });
    const onClose = vi.fn();
    const moving = buildGroup({ id: 30, gender: "ladys", num: 2, seat_id: 1, lock_version: 3 });
    const board = buildBoard([
      buildSeat({ id: 1, name: "A1", group_ladys: [moving] }),
      buildSeat({ id: 2, name: "A2", col: 1, group_mens: [buildGroup({ id: 31, seat_id: 2 })] }),
    ]);
    renderWithProviders(
      <EntryModal
        target={{ type: "move", groupId: 30, lockVersion: 3, seatId: 2 }}
        board={board}
        loungeId={2}
        onClose={onClose}
      />,
    );
    expect(await screen.findByText("移動 女性 A1 → A2")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: "PUT",
        path: "/customer_groups/30",
        body: {
          customer_group: { seat_id: 2, ladys: 2, lock_version: 3, matched_group_ids: [31] },
        },
      },
    ]);
  });

  it("shows the server's Japanese message when it refuses the change", async () => {
    stubServer({
      "/customer_groups/30": {
        status: 400,
        body: { error: { code: "validation_failed", message: SPECIAL_FEE_AUTO_SEAT_MESSAGE } },
      },
    });
    const onClose = vi.fn();
    const moving = buildGroup({ id: 30, seat_id: 1, fee_rule_id: 8, other_flag: true });
    const board = buildBoard([
      buildSeat({ id: 1, name: "C1", seat_type: "normal", group_mens: [moving] }),
      buildSeat({ id: 2, name: "C2", seat_type: "normal", col: 1 }),
    ]);
    renderWithProviders(
      <EntryModal
        target={{ type: "move", groupId: 30, lockVersion: 3, seatId: 2 }}
        board={board}
        loungeId={2}
        onClose={onClose}
      />,
    );
    await userEvent.click(await screen.findByRole("button", { name: "OK" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(SPECIAL_FEE_AUTO_SEAT_MESSAGE);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("keeps the dialog open on a stale lock_version (409): where the group is now, then one tap redoes it", async () => {
    const bodies: unknown[] = [];
    let status = 409;
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "/customer_groups/30": (_url: URL, init?: RequestInit) => {
          bodies.push(JSON.parse(String(init?.body)));
          return status === 409
            ? new Response(
                JSON.stringify({
                  error: { code: "conflict", message: "他の端末で変更されました" },
                }),
                { status: 409 },
              )
            : new Response(JSON.stringify({ id: 30, lock_version: 5, seat_id: 2, seats: [] }));
        },
      }),
    );
    const onClose = vi.fn();
    const board = buildBoard([
      buildSeat({
        id: 1,
        name: "A1",
        group_mens: [buildGroup({ id: 30, seat_id: 1, lock_version: 3 })],
      }),
      buildSeat({ id: 2, name: "A2", col: 1 }),
      buildSeat({ id: 3, name: "A3", col: 2 }),
    ]);
    const target = { type: "move", groupId: 30, lockVersion: 3, seatId: 2 } as const;
    const { queryClient, rerender } = renderModal(
      <EntryModal target={target} board={board} loungeId={2} onClose={onClose} />,
    );
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    await userEvent.selectOptions(await screen.findByLabelText("人数"), "4");
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    const notice = await screen.findByTestId("conflict-notice");
    expect(notice).toHaveTextContent("他の端末でこのグループが変更されました");
    expect(invalidate).toHaveBeenCalledWith({ queryKey: boardQuery(2).queryKey });
    expect(onClose).not.toHaveBeenCalled();
    // Until the refreshed board arrives, reopening would send the same stale version.
    expect(within(notice).getByRole("button")).toBeDisabled();

    // The board read again: another device moved the group to A3 and made it 3 people.
    const moved = buildBoard([
      buildSeat({ id: 1, name: "A1" }),
      buildSeat({ id: 2, name: "A2", col: 1 }),
      buildSeat({
        id: 3,
        name: "A3",
        col: 2,
        group_mens: [buildGroup({ id: 30, seat_id: 3, num: 3, lock_version: 4 })],
      }),
    ]);
    rerender(<EntryModal target={target} board={moved} loungeId={2} onClose={onClose} />);
    expect(screen.getByTestId("conflict-now")).toHaveTextContent("A3 男性 3名 通常");
    await userEvent.click(screen.getByRole("button", { name: "最新の状態で開き直す" }));
    expect(screen.queryByTestId("conflict-notice")).not.toBeInTheDocument();
    // The person's choice is kept: one more tap redoes the move on the newest version.
    expect(screen.getByLabelText("人数")).toHaveValue("4");
    status = 200;
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([
      { customer_group: { seat_id: 2, mens: 4, lock_version: 3, matched_group_ids: [] } },
      { customer_group: { seat_id: 2, mens: 4, lock_version: 4, matched_group_ids: [] } },
    ]);
  });

  it("sends one Idempotency-Key per action: the same on a retry after a network failure, a new one for new input", async () => {
    const keys: (string | null)[] = [];
    let online = false;
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "/customer_groups": (_url: URL, init?: RequestInit) => {
          keys.push(new Headers(init?.headers).get("Idempotency-Key"));
          if (!online) throw new TypeError("Failed to fetch");
          return new Response(JSON.stringify({ id: 20, lock_version: 0, seat_id: 1, seats: [] }), {
            status: 201,
          });
        },
      }),
    );
    const onClose = vi.fn();
    const board = buildBoard([buildSeat({ id: 1, name: "A1" })]);
    renderModal(
      <EntryModal
        target={{ type: "new", gender: "ladys", seatId: 1 }}
        board={board}
        loungeId={2}
        onClose={onClose}
      />,
    );
    const ok = await screen.findByRole("button", { name: "OK" });
    await userEvent.click(ok);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "サーバーに接続できません。ネットワークを確認してください",
    );
    await userEvent.click(ok);
    await waitFor(() => expect(keys).toHaveLength(2));
    await userEvent.selectOptions(screen.getByLabelText("人数"), "3");
    await userEvent.click(ok);
    await waitFor(() => expect(keys).toHaveLength(3));
    online = true;
    await userEvent.click(ok);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[3]).toBe(keys[2]);
  });

  it("shows 送信中… with 取りやめる, which aborts the request and tells from the board it was not recorded", async () => {
    const board = buildBoard([buildSeat({ id: 1, name: "A1" })]);
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "/customer_groups": (_url: URL, init?: RequestInit) => heldUntilAborted(init),
        "/lounges/entries/board": board,
      }),
    );
    const onClose = vi.fn();
    renderModal(
      <EntryModal
        target={{ type: "new", gender: "mens", seatId: 1 }}
        board={board}
        loungeId={2}
        onClose={onClose}
      />,
    );
    await userEvent.click(await screen.findByRole("button", { name: "OK" }));
    expect(await screen.findByText("送信中…")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "取りやめる" }));
    expect(await screen.findByTestId("write-cancelled")).toHaveTextContent(
      "通信を取りやめました。入店は記録されていません",
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("after 取りやめる says the entry was recorded when the refreshed board shows the new group", async () => {
    const board = buildBoard([buildSeat({ id: 1, name: "A1" })]);
    const seated = buildBoard([
      buildSeat({ id: 1, name: "A1", group_mens: [buildGroup({ id: 77, seat_id: 1, num: 2 })] }),
    ]);
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "/customer_groups": (_url: URL, init?: RequestInit) => heldUntilAborted(init),
        "/lounges/entries/board": seated,
      }),
    );
    renderModal(
      <EntryModal
        target={{ type: "new", gender: "mens", seatId: 1 }}
        board={board}
        loungeId={2}
        onClose={() => {}}
      />,
    );
    await userEvent.click(await screen.findByRole("button", { name: "OK" }));
    await userEvent.click(await screen.findByRole("button", { name: "取りやめる" }));
    expect(await screen.findByTestId("write-cancelled")).toHaveTextContent(
      "通信を取りやめましたが、入店は記録されていました（A1 男性 2名 通常）",
    );
  });

  it("seats an others group with a fee rule, matched with ladies", async () => {
    const calls = stubServer({
      "/customer_groups": { status: 201, body: { id: 21, lock_version: 0, seat_id: 1, seats: [] } },
    });
    const onClose = vi.fn();
    const board = buildBoard([
      buildSeat({ id: 1, name: "C1", seat_type: "normal", group_ladys: [lady(11)] }),
    ]);
    renderModal(
      <EntryModal
        target={{ type: "new", gender: "others", seatId: 1 }}
        board={board}
        loungeId={2}
        onClose={onClose}
      />,
    );
    expect(await screen.findByText("新規 その他 → C1")).toBeInTheDocument();
    expect(screen.getByRole("checkbox")).toBeChecked();
    await userEvent.selectOptions(screen.getByLabelText("料金区分"), "特別料金");
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({
      customer_group: {
        seat_id: 1,
        mens: 0,
        ladys: 0,
        others: 2,
        fee_rule: 8,
        matched_group_ids: [11],
        age_list: [],
      },
    });
  });
});

/** A request that never answers until the page aborts it (a network holding it in flight). */
function heldUntilAborted(init?: RequestInit): Response {
  return new Promise<Response>((_resolve, reject) =>
    init?.signal?.addEventListener("abort", () =>
      reject(new DOMException("aborted", "AbortError")),
    ),
  ) as unknown as Response;
}

/** Renders with a rerender that keeps the providers (a refreshed board arriving as a new prop). */
function renderModal(element: ReactElement) {
  const rendered = renderWithProviders(<Slot initial={element} />);
  return {
    ...rendered,
    rerender: (next: ReactElement) => act(() => setSlot?.(next)),
  };
}

let setSlot: ((element: ReactElement) => void) | undefined;
function Slot({ initial }: { initial: ReactElement }) {
  const [element, set] = useState(initial);
  setSlot = set;
  return element;
}
