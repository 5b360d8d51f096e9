// The shell's header: the signed-in member's menu leads to 「パスワード変更」; the keyboard's first
// stop is 「本文へ移動」, which leads past the header and the menu to the page.
import type { Session } from "@lounge-office/domain/session";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../test/render";
import { AppShellLayout } from "./app-shell";

afterEach(() => vi.unstubAllGlobals());

const lounge = { id: 1, name: "渋谷", time_zone: "Asia/Tokyo", business_day_cutoff: "06:00" };
const STAFF_SESSION: Session = {
  staff: {
    id: 12,
    name: "石田 美咲",
    account: "shibuya-staff1",
    role: "staff",
    role_ja: "スタッフ",
  },
  lounge,
  lounges: [lounge],
  csrf_token: "csrf-1",
  expires_at: "2030-01-01T00:00:00.000Z",
};

function serveStaff() {
  vi.stubGlobal(
    "fetch",
    jsonFetch({
      "/api/v1/session": STAFF_SESSION,
      "/system_messages/active": { system_messages: [] },
    }),
  );
}

describe("AppShellLayout", () => {
  it("offers 「本文へ移動」 as the first tab stop, pointing at the focusable main region", async () => {
    serveStaff();
    renderWithProviders(<AppShellLayout />);
    await screen.findByRole("button", { name: "石田 美咲のメニュー" });
    await userEvent.tab();
    const skip = screen.getByRole("link", { name: "本文へ移動" });
    expect(skip).toHaveFocus();
    const main = screen.getByRole("main");
    expect(skip).toHaveAttribute("href", `#${main.id}`);
    expect(main).toHaveAttribute("tabindex", "-1");
  });

  it("opens 「パスワード変更」 from the signed-in member's menu, for every role", async () => {
    serveStaff();
    renderWithProviders(<AppShellLayout />);
    await userEvent.click(await screen.findByRole("button", { name: "石田 美咲のメニュー" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "パスワード変更" }));
    expect(await screen.findByRole("dialog", { name: "パスワード変更" })).toBeInTheDocument();
    expect(screen.getByLabelText("現在のパスワード")).toBeInTheDocument();
  });
});
