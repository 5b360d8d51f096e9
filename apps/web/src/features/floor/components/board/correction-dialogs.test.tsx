// 修正 and 入店取消 from the detail modal: only the changed fields with the version seen at opening,
// special-fee rules never offered on an automatic seat, the cancel rule explained, a reason
// required, and the server's refusal shown inside the dialog.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../../test/render";
import { buildBoard, buildGroup, buildSeat } from "./board.fixtures";
import { CANCEL_RULE_TEXT, CancelDialog } from "./cancel-dialog";
import { CorrectionDialog } from "./correction-dialog";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function recordAt(path: string, answer: () => Response) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    jsonFetch({
      [path]: (_url: URL, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        return answer();
      },
    }),
  );
  return bodies;
}

const saved = () =>
  new Response(JSON.stringify({ id: 30, lock_version: 8, seat_id: 1, seats: [] }));

describe("CorrectionDialog", () => {
  const man = buildGroup({ id: 30, seat_id: 1, num: 3, lock_version: 7, fee_rule_id: 5 });
  const ladies = [
    buildGroup({ id: 40, gender: "ladys", seat_id: 1, num: 2 }),
    buildGroup({ id: 41, gender: "ladys", seat_id: 1, num: 1 }),
  ];
  const board = buildBoard([
    buildSeat({ id: 1, name: "A1", seat_type: "auto", group_mens: [man], group_ladys: ladies }),
  ]);

  it("sends only what changed, with the lock_version seen when it opened", async () => {
    const bodies = recordAt("/customer_groups/30", saved);
    const onClose = vi.fn();
    renderWithProviders(
      <CorrectionDialog group={man} board={board} loungeId={2} onClose={onClose} />,
    );
    const save = await screen.findByRole("button", { name: "保存" });
    expect(save).toBeDisabled();
    // No special-fee rule on an automatic seat.
    const rules = within(screen.getByLabelText("料金区分"))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(rules).toEqual(["通常", "VIP", "エグゼクティブ"]);
    await userEvent.selectOptions(screen.getByLabelText("人数"), "2");
    await userEvent.selectOptions(screen.getByLabelText("料金区分"), "VIP");
    await userEvent.click(screen.getAllByRole("checkbox")[1] as HTMLElement);
    await userEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([
      {
        customer_group: { mens: 2, fee_rule: 6, matched_group_ids: [41], lock_version: 7 },
      },
    ]);
  });

  it("offers no fee rule to a ladies' group and changes its matches alone", async () => {
    const bodies = recordAt("/customer_groups/40", saved);
    const lady = ladies[0] ?? buildGroup({ id: 40 });
    const onClose = vi.fn();
    renderWithProviders(
      <CorrectionDialog group={lady} board={board} loungeId={2} onClose={onClose} />,
    );
    await screen.findByLabelText("人数");
    expect(screen.queryByLabelText("料金区分")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("checkbox"));
    await userEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([{ customer_group: { matched_group_ids: [30], lock_version: 0 } }]);
  });

  it("keeps the input and tells what is there now on a 409", async () => {
    recordAt(
      "/customer_groups/30",
      () =>
        new Response(JSON.stringify({ error: { code: "conflict", message: "x" } }), {
          status: 409,
        }),
    );
    renderWithProviders(
      <CorrectionDialog group={man} board={board} loungeId={2} onClose={() => {}} />,
    );
    await userEvent.selectOptions(await screen.findByLabelText("人数"), "5");
    await userEvent.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByTestId("conflict-now")).toHaveTextContent("A1 男性 3名 通常");
    expect(screen.getByLabelText("人数")).toHaveValue("5");
  });
});

describe("CancelDialog", () => {
  const man = buildGroup({ id: 30, seat_id: 1, num: 2, lock_version: 4 });

  it("explains the rule, needs a reason, and sends it with the version seen", async () => {
    const bodies = recordAt(
      "/customer_groups/30/cancel",
      () => new Response(JSON.stringify({ id: 30, seats: [] })),
    );
    const onCancelled = vi.fn();
    renderWithProviders(
      <CancelDialog
        group={man}
        seatName="A1"
        loungeId={2}
        onClose={() => {}}
        onCancelled={onCancelled}
      />,
    );
    expect(await screen.findByText(CANCEL_RULE_TEXT)).toBeInTheDocument();
    expect(CANCEL_RULE_TEXT).toContain("スタッフは入店から10分以内で注文がない場合のみ");
    const submit = screen.getByRole("button", { name: "入店を取り消す" });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/取消の理由/), "別の席と間違えた");
    await userEvent.click(submit);
    await waitFor(() => expect(onCancelled).toHaveBeenCalled());
    expect(bodies).toEqual([{ customer_group: { reason: "別の席と間違えた", lock_version: 4 } }]);
  });

  it("shows the server's refusal inside the dialog", async () => {
    const message = "入店から10分を過ぎた組、または注文のある組の取消は店長が行います";
    recordAt(
      "/customer_groups/30/cancel",
      () =>
        new Response(JSON.stringify({ error: { code: "forbidden", message } }), { status: 403 }),
    );
    const onCancelled = vi.fn();
    renderWithProviders(
      <CancelDialog
        group={man}
        seatName="A1"
        loungeId={2}
        onClose={() => {}}
        onCancelled={onCancelled}
      />,
    );
    await userEvent.type(await screen.findByLabelText(/取消の理由/), "間違い");
    await userEvent.click(screen.getByRole("button", { name: "入店を取り消す" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onCancelled).not.toHaveBeenCalled();
  });
});
