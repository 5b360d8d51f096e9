// 「パスワード変更」: the form schema's messages before sending, the server's refusal on its field,
// then the change sent as the contract says.
import type { Session } from "@lounge-office/domain/session";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { ChangePasswordDialog } from "./change-password-dialog";

afterEach(() => vi.unstubAllGlobals());

const lounge = { id: 1, name: "渋谷", time_zone: "Asia/Tokyo", business_day_cutoff: "06:00" };
const STAFF_SESSION: Session = {
  staff: {
    id: 12,
    name: "石田 美咲",
    account: "shibuya-staff1",
    role: "staff",
    role_ja: "スタッフ",
    locale: "ja" as const,
  },
  lounge,
  lounges: [lounge],
  csrf_token: "csrf-1",
  expires_at: "2030-01-01T00:00:00.000Z",
};

type Sent = { method?: string; body: unknown };

function stubPasswordCall(answer: () => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    jsonFetch({
      "/api/v1/session": STAFF_SESSION,
      "/api/v1/session/password": (_url: URL, init?: RequestInit) => {
        sent.push({ method: init?.method, body: JSON.parse(String(init?.body)) });
        return answer();
      },
    }),
  );
  return sent;
}

async function fill(current: string, password: string, confirmation: string) {
  for (const [label, value] of [
    ["現在のパスワード", current],
    ["新しいパスワード", password],
    ["新しいパスワード（確認）", confirmation],
  ] as const) {
    const field = screen.getByLabelText(label);
    await userEvent.clear(field);
    if (value) await userEvent.type(field, value);
  }
  await userEvent.click(screen.getByRole("button", { name: "変更する" }));
}

describe("ChangePasswordDialog", () => {
  it("checks the fields in Japanese before sending, then sends the current and the new password", async () => {
    const sent = stubPasswordCall(() => new Response(JSON.stringify({ ok: true })));
    const onClose = vi.fn();
    renderWithProviders(<ChangePasswordDialog onClose={onClose} />);
    await screen.findByLabelText("現在のパスワード");

    await fill("", "brand-new-pw", "brand-new-pw");
    expect(await screen.findByText("現在のパスワードを入力してください")).toBeInTheDocument();
    await fill("lounge-demo", "brand-new-pw", "brand-new-px");
    expect(await screen.findByText("新しいパスワードが確認用と一致しません")).toBeInTheDocument();
    await fill("lounge-demo", "lounge-demo", "lounge-demo");
    expect(
      await screen.findByText("新しいパスワードには現在と異なるものを入力してください"),
    ).toBeInTheDocument();
    await fill("lounge-demo", "short", "short");
    expect(await screen.findByText("パスワードは8文字以上で入力してください")).toBeInTheDocument();
    expect(sent).toEqual([]);

    await fill("lounge-demo", "brand-new-pw", "brand-new-pw");
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      { method: "PUT", body: { current_password: "lounge-demo", password: "brand-new-pw" } },
    ]);
  });

  it("shows a wrong current password on its field and stays open", async () => {
    const message = "現在のパスワードが正しくありません";
    stubPasswordCall(
      () =>
        new Response(
          JSON.stringify({
            error: { code: "unprocessable", message, fields: { current_password: message } },
          }),
          { status: 422 },
        ),
    );
    const onClose = vi.fn();
    renderWithProviders(<ChangePasswordDialog onClose={onClose} />);
    await screen.findByLabelText("現在のパスワード");
    await fill("not-mine", "brand-new-pw", "brand-new-pw");
    await waitFor(() =>
      expect(screen.getByLabelText("現在のパスワード")).toHaveAccessibleDescription(message),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
