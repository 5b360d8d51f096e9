// The entry modal: counts 1–15 (default 2), fee rules per seat type, the match choice (OK disabled
// until chosen, auto-selected when only one), the seed's payloads and the server's messages.
import { SPECIAL_FEE_AUTO_SEAT_MESSAGE } from "@lounge-office/domain";
import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../../test/render";
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

  it("auto-selects the only group of the other gender and sends the seed's POST payload", async () => {
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
        target={{ type: "move", groupId: 30, seatId: 2 }}
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
        target={{ type: "move", groupId: 30, seatId: 2 }}
        board={board}
        loungeId={2}
        onClose={onClose}
      />,
    );
    await userEvent.click(await screen.findByRole("button", { name: "OK" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(SPECIAL_FEE_AUTO_SEAT_MESSAGE);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("closes on a stale lock_version (409), shows the message and reads the board again", async () => {
    stubServer({
      "/customer_groups/30": {
        status: 409,
        body: {
          error: {
            code: "conflict",
            message: "他の端末でこのグループが更新されました。最新の状態を読み込み直してください",
          },
        },
      },
    });
    const onClose = vi.fn();
    const moving = buildGroup({ id: 30, seat_id: 1 });
    const board = buildBoard([
      buildSeat({ id: 1, name: "A1", group_mens: [moving] }),
      buildSeat({ id: 2, name: "A2", col: 1 }),
    ]);
    const { queryClient } = renderWithProviders(
      <EntryModal
        target={{ type: "move", groupId: 30, seatId: 2 }}
        board={board}
        loungeId={2}
        onClose={onClose}
      />,
    );
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const shown = vi.spyOn(notifications, "show").mockReturnValue("");
    await userEvent.click(await screen.findByRole("button", { name: "OK" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["board", 2] });
    expect(shown).toHaveBeenCalledWith({
      color: "red",
      message: "他の端末でこのグループが更新されました。最新の状態を読み込み直してください",
    });
  });
});
