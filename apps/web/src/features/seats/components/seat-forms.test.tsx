// The seat and fee-rule forms: the contract's schema validates before anything is sent, the parsed
// values go out as the call's body, and the server's field messages land on their fields.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { FeeRuleFormModal } from "./fee-rule-form-modal";
import { SeatFormModal } from "./seat-form-modal";

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

type Sent = { path: string; method?: string; body: unknown };

function stub(path: string, answer: (body: Record<string, unknown>) => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    jsonFetch({
      [path]: (url: URL, init?: RequestInit) => {
        const body = init?.body ? JSON.parse(String(init.body)) : null;
        sent.push({ path: url.pathname, method: init?.method, body });
        return answer(body);
      },
    }),
  );
  return sent;
}

const seat = { id: 5, lounge_id: 1, name: "A1", seat_type: "auto" as const, col: 2, row: 3 };

describe("SeatFormModal", () => {
  it("refuses a blank name without calling, then sends the parsed seat with its lounge", async () => {
    const sent = stub("/api/v1/seats", (body) => json({ id: 9, ...body }, 201));
    const onClose = vi.fn();
    renderWithProviders(<SeatFormModal loungeId={1} seat={{ col: 4, row: 6 }} onClose={onClose} />);
    const save = await screen.findByRole("button", { name: "保存" });
    await userEvent.click(save);
    expect(await screen.findByText("席名を入力してください")).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByLabelText(/席名/), " B7 ");
    await userEvent.click(screen.getByText("自動会計"));
    await userEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        path: "/api/v1/seats",
        method: "POST",
        body: { lounge_id: 1, name: "B7", seat_type: "auto", col: 4, row: 6 },
      },
    ]);
  });

  it("shows a taken name on the name field and stays open", async () => {
    const message = "この席名は既に使われています";
    stub("/api/v1/seats/5", () =>
      json({ error: { code: "conflict", message, fields: { name: message } } }, 409),
    );
    const onClose = vi.fn();
    renderWithProviders(<SeatFormModal loungeId={1} seat={seat} onClose={onClose} />);
    await userEvent.click(await screen.findByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.getByLabelText(/席名/)).toHaveAttribute("aria-invalid"));
    expect(screen.getByRole("alert")).toHaveTextContent(message);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("asks before deleting and shows why a seat with customers stays", async () => {
    const message = "お客様が着席中の席は削除できません";
    const sent = stub("/api/v1/seats/5", () => json({ error: { code: "conflict", message } }, 409));
    renderWithProviders(<SeatFormModal loungeId={1} seat={seat} onClose={vi.fn()} />);
    await userEvent.click(await screen.findByRole("button", { name: "削除" }));
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "削除する" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(message));
    expect(sent).toEqual([{ path: "/api/v1/seats/5", method: "DELETE", body: null }]);
  });
});

describe("FeeRuleFormModal", () => {
  it("sends an empty flat price and an empty set as none (null), not zero", async () => {
    const sent = stub("/api/v1/fee_rules", (body) => json({ id: 3, ...body }, 201));
    const onClose = vi.fn();
    renderWithProviders(<FeeRuleFormModal loungeId={1} rule={null} onClose={onClose} />);
    await userEvent.type(await screen.findByLabelText(/料金区分名/), "学割");
    await userEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]?.body).toEqual({
      lounge_id: 1,
      label: "学割",
      other_flag: false,
      executive: false,
      vip: false,
      flat_price_per_person: null,
      set_minutes: null,
      warn_lead_minutes: null,
    });
  });

  it("edits a rule through its id", async () => {
    const rule = {
      id: 3,
      lounge_id: 1,
      label: "深夜",
      other_flag: false,
      executive: false,
      vip: false,
      flat_price_per_person: null,
      set_minutes: null,
      warn_lead_minutes: null,
    };
    const sent = stub("/api/v1/fee_rules/3", (body) => json({ ...rule, ...body }));
    const onClose = vi.fn();
    renderWithProviders(<FeeRuleFormModal loungeId={1} rule={rule} onClose={onClose} />);
    await userEvent.click(await screen.findByLabelText("特殊料金"));
    await userEvent.type(screen.getByLabelText("定額料金（1名あたり・円）"), "3000");
    await userEvent.type(screen.getByLabelText("セット時間（分）"), "60");
    await userEvent.type(screen.getByLabelText("終了前の通知（分）"), "10");
    await userEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        path: "/api/v1/fee_rules/3",
        method: "PUT",
        body: {
          label: "深夜",
          other_flag: true,
          executive: false,
          vip: false,
          flat_price_per_person: 3000,
          set_minutes: 60,
          warn_lead_minutes: 10,
        },
      },
    ]);
  });
});
