// The shell's header: the signed-in member's menu leads to 「パスワード変更」; the keyboard's first
// stop is 「本文へ移動」, which leads past the header and the menu to the page; the same menu
// chooses this tablet's theme, kept across visits, and one's language, kept on the server.
import type { Session } from "@lounge-office/domain/session";
import { Notifications } from "@mantine/notifications";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readCookie } from "../lib/cookies";
import { LOCALE_COOKIE } from "../lib/i18n";
import { jsonFetch, renderWithProviders } from "../test/render";
import { AppShellLayout } from "./app-shell";
import { COLOR_SCHEME_KEY } from "./theme";

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  document.cookie = `${LOCALE_COOKIE}=; Max-Age=0; Path=/`;
});

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
    await screen.findByRole("button", { name: "石田 美咲 スタッフのメニュー" });
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
    await userEvent.click(
      await screen.findByRole("button", { name: "石田 美咲 スタッフのメニュー" }),
    );
    await userEvent.click(await screen.findByRole("menuitem", { name: "パスワード変更" }));
    expect(await screen.findByRole("dialog", { name: "パスワード変更" })).toBeInTheDocument();
    expect(screen.getByLabelText("現在のパスワード")).toBeInTheDocument();
  });

  it("chooses this tablet's theme from the menu: the system's by default, then night, kept", async () => {
    serveStaff();
    const first = renderWithProviders(<AppShellLayout />);
    const menu = await screen.findByRole("button", { name: "石田 美咲 スタッフのメニュー" });
    await userEvent.click(menu);
    expect(screen.getByRole("menuitem", { name: "端末の設定に合わせる" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await userEvent.click(screen.getByRole("menuitem", { name: "ナイト（暗い店内向け）" }));
    expect(document.documentElement).toHaveAttribute("data-mantine-color-scheme", "dark");
    expect(window.localStorage.getItem(COLOR_SCHEME_KEY)).toBe("dark");
    first.unmount();

    // The next visit on this tablet opens at night, and ライト goes back.
    renderWithProviders(<AppShellLayout />);
    await userEvent.click(
      await screen.findByRole("button", { name: "石田 美咲 スタッフのメニュー" }),
    );
    expect(screen.getByRole("menuitem", { name: "ナイト（暗い店内向け）" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    expect(document.documentElement).toHaveAttribute("data-mantine-color-scheme", "dark");
    await userEvent.click(screen.getByRole("menuitem", { name: "ライト" }));
    expect(document.documentElement).toHaveAttribute("data-mantine-color-scheme", "light");
    expect(window.localStorage.getItem(COLOR_SCHEME_KEY)).toBe("light");
  });

  it("keeps one's language on the server from the menu, then on this tablet; a failure says so", async () => {
    const sent: unknown[] = [];
    let refuse = true;
    vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
      if (String(input).endsWith("/api/v1/session/locale")) {
        sent.push(JSON.parse(String(init?.body)));
        if (refuse) return new Response("{}", { status: 503 });
        return new Response(JSON.stringify({ ok: true }));
      }
      return jsonFetch({
        "/api/v1/session": STAFF_SESSION,
        "/system_messages/active": { system_messages: [] },
      })(input, init);
    });
    renderWithProviders(
      <>
        <Notifications />
        <AppShellLayout />
      </>,
    );
    const menu = await screen.findByRole("button", { name: "石田 美咲 スタッフのメニュー" });
    await userEvent.click(menu);
    expect(screen.getByText("言語 / Language")).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "日本語" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    const english = screen.getByRole("menuitem", { name: "English" });
    expect(english).toHaveAttribute("lang", "en");

    await userEvent.click(english);
    expect(await screen.findByText(/言語を保存できませんでした/)).toBeInTheDocument();
    expect(readCookie(LOCALE_COOKIE)).toBeNull();

    refuse = false;
    await userEvent.click(menu);
    await userEvent.click(screen.getByRole("menuitem", { name: "English" }));
    await vi.waitFor(() => expect(readCookie(LOCALE_COOKIE)).toBe("en"));
    expect(sent).toEqual([{ locale: "en" }, { locale: "en" }]);
  });
});
