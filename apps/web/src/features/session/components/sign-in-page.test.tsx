// The sign-in page: lounge options and account suggestions from the original system's calls, typed accounts (always,
// and alone when a lounge lists none), restored choices, console-only errors.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readCookie } from "../../../lib/cookies";
import { LOCALE_COOKIE } from "../../../lib/i18n";
import { noteSessionEnded, readSessionEnded } from "../../../lib/session-ended";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { nextPage, SignInPage } from "./sign-in-page";
import {
  ACCOUNT_COOKIE,
  captureCredentialParams,
  forgetBootCredentials,
  LOUNGE_COOKIE,
} from "./sign-in-prefs";

const LOUNGES = [
  { text: "渋谷", value: { id: 1, roles: ["admin", "manager", "staff"], account_list: true } },
  { text: "新宿", value: { id: 2, roles: ["manager"], account_list: true } },
  { text: "梅田", value: { id: 3, roles: ["admin", "manager", "staff"], account_list: false } },
];

const SESSION = {
  staff: {
    id: 1,
    name: "本部 管理者",
    account: "admin",
    role: "admin",
    role_ja: "管理者",
    locale: "ja",
  },
  lounge: { id: 1, name: "渋谷", time_zone: "Asia/Tokyo", business_day_cutoff: "06:00" },
  lounges: [{ id: 1, name: "渋谷", time_zone: "Asia/Tokyo", business_day_cutoff: "06:00" }],
  csrf_token: "csrf-token-for-tests-0123456789abcdef0123456789",
  expires_at: "2026-01-01T00:00:00.000Z",
};

/** jsdom never finishes positioning Mantine's dropdown, which stays display:none: find options regardless. */
const suggestion = (name: string) => screen.findByRole("option", { name, hidden: true });

/** The account field, plain or with suggestions (their list loads once a listing lounge is chosen). */
const accountField = (role: "combobox" | "textbox" = "textbox") =>
  screen.getByRole(role, { name: "アカウント" });
const accountSuggestions = () => screen.findByRole("combobox", { name: "アカウント" });

/** A fetch that records what was asked and answers the sign-in page's calls. */
function stubSignIn(staffs: unknown[], accountLounges: number[] = []) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    calls.push({
      method: init?.method ?? "GET",
      path: url.pathname,
      ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}),
    });
    return jsonFetch({
      "/api/v1/lounges": LOUNGES,
      "/api/v1/staffs": staffs,
      "/api/v1/account_lounges": { lounge_ids: accountLounges },
      ...(init?.method === "POST" ? { "/api/v1/session": SESSION } : {}),
    })(input, init);
  });
  return calls;
}

async function chooseLounge(name: string) {
  const lounge = await screen.findByLabelText("店舗");
  await waitFor(() => expect(lounge).toBeEnabled());
  await userEvent.selectOptions(lounge, name);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  forgetBootCredentials();
  sessionStorage.clear();
  for (const name of [LOUNGE_COOKIE, ACCOUNT_COOKIE, LOCALE_COOKIE])
    document.cookie = `${name}=; Max-Age=0; Path=/`;
});

describe("SignInPage", () => {
  it("a sign-in link chooses its account's one lounge and signs in with one click", async () => {
    // Another lounge remembered on this tablet: the link's account decides.
    document.cookie = `${LOUNGE_COOKIE}=${encodeURIComponent("梅田")}; Path=/`;
    window.history.replaceState(null, "", "/sign_in?ac=shibuya-staff1&pw=lounge-demo");
    captureCredentialParams();
    expect(window.location.search).toBe("");
    const calls = stubSignIn([{ account: "shibuya-staff1", role_ja: "スタッフ" }], [1]);
    renderWithProviders(<SignInPage />, { path: "/sign_in" });
    const lounge = await screen.findByLabelText("店舗");
    await waitFor(() => expect(lounge).toHaveValue("渋谷"));
    expect(accountField()).toBeEnabled();
    expect(accountField()).toHaveValue("shibuya-staff1");
    expect(calls).toContainEqual({ method: "GET", path: "/api/v1/account_lounges" });
    await userEvent.click(screen.getByRole("button", { name: "サインイン" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "POST")).toEqual([
        {
          method: "POST",
          path: "/api/v1/session",
          body: { lounge_id: 1, account: "shibuya-staff1", password: "lounge-demo" },
        },
      ]),
    );
  });

  it("leaves the lounge to choose when the link's account works at several, its account not greyed", async () => {
    window.history.replaceState(null, "", "/sign_in?ac=multi-manager&pw=lounge-demo");
    captureCredentialParams();
    const calls = stubSignIn([], [1, 2]);
    renderWithProviders(<SignInPage />, { path: "/sign_in" });
    const lounge = await screen.findByLabelText("店舗");
    await waitFor(() => expect(calls.some((c) => c.path === "/api/v1/account_lounges")).toBe(true));
    await waitFor(() => expect(lounge).toBeEnabled());
    expect(lounge).toHaveValue("");
    expect(accountField()).toBeEnabled();
    expect(accountField()).toHaveValue("multi-manager");
  });

  it("says once, in Japanese, why the last session ended", async () => {
    const reason =
      "しばらく操作がなかったため、サインアウトしました。もう一度サインインしてください";
    noteSessionEnded(reason);
    vi.stubGlobal("fetch", jsonFetch({ "/api/v1/lounges": LOUNGES }));
    const first = renderWithProviders(<SignInPage />, {
      path: "/sign_in?next=%2Flounges%2Fentries",
    });
    expect(await screen.findByRole("status")).toHaveTextContent(reason);
    expect(screen.getByRole("main")).toContainElement(screen.getByRole("status"));
    expect(readSessionEnded()).toBeNull();
    first.unmount();
    renderWithProviders(<SignInPage />, { path: "/sign_in" });
    await screen.findByLabelText("店舗");
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
  });

  it("offers accounts with their role labels for the chosen lounge, asking with the lounge's roles", async () => {
    const staffsCalls: string[] = [];
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "/api/v1/lounges": LOUNGES,
        "/api/v1/staffs": (url: URL) => {
          staffsCalls.push(url.search);
          return new Response(JSON.stringify([{ account: "shinjuku-manager", role_ja: "店長" }]));
        },
      }),
    );
    renderWithProviders(<SignInPage />, { path: "/sign_in" });
    await chooseLounge("新宿");
    await userEvent.click(await accountSuggestions());
    expect(await suggestion("shinjuku-manager（店長）")).toBeInTheDocument();
    expect(staffsCalls).toEqual(["?lounge_id=2&role=manager"]);
    expect(document.cookie).toContain(`${LOUNGE_COOKIE}=${encodeURIComponent("新宿")}`);
    // Picked with the keyboard, the account fills the field and is remembered for the lounge.
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(accountField("combobox")).toHaveValue("shinjuku-manager");
    expect(decodeURIComponent(document.cookie)).toContain('{"新宿":"shinjuku-manager"}');
  });

  it("restores the last lounge and that lounge's last account from the cookies", async () => {
    document.cookie = `${LOUNGE_COOKIE}=${encodeURIComponent("渋谷")}; Path=/`;
    document.cookie = `${ACCOUNT_COOKIE}=${encodeURIComponent(JSON.stringify({ 渋谷: "shibuya-staff2" }))}; Path=/`;
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "/api/v1/lounges": LOUNGES,
        "/api/v1/staffs": [
          { account: "shibuya-staff1", role_ja: "スタッフ" },
          { account: "shibuya-staff2", role_ja: "スタッフ" },
        ],
      }),
    );
    renderWithProviders(<SignInPage />, { path: "/sign_in" });
    await waitFor(() => expect(screen.getByLabelText("店舗")).toHaveValue("渋谷"));
    await waitFor(() => expect(accountField("combobox")).toHaveValue("shibuya-staff2"));
    // Picked or restored, the field offers every listed account again.
    await userEvent.click(accountField("combobox"));
    expect(await suggestion("shibuya-staff1（スタッフ）")).toBeInTheDocument();
  });

  it("signs in with a typed account that is not listed (head office), and does not remember it", async () => {
    const calls = stubSignIn([{ account: "shibuya-staff1", role_ja: "スタッフ" }]);
    renderWithProviders(<SignInPage />, { path: "/sign_in" });
    await chooseLounge("渋谷");
    await userEvent.type(await accountSuggestions(), "admin");
    await userEvent.type(screen.getByLabelText("パスワード"), "lounge-demo");
    await userEvent.click(screen.getByRole("button", { name: "サインイン" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")).toEqual({
      method: "POST",
      path: "/api/v1/session",
      body: { lounge_id: 1, account: "admin", password: "lounge-demo" },
    });
    expect(document.cookie).not.toContain(ACCOUNT_COOKIE);
  });

  /** The lounge's list held back until `release()`: what is typed meanwhile goes to the plain field. */
  function stubSlowList() {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
      if (new URL(String(input), "http://localhost").pathname === "/api/v1/staffs") await gate;
      return jsonFetch({
        "/api/v1/lounges": LOUNGES,
        "/api/v1/staffs": [{ account: "shibuya-staff1", role_ja: "スタッフ" }],
        ...(init?.method === "POST" ? { "/api/v1/session": SESSION } : {}),
      })(input, init);
    });
    return () => release();
  }

  it("keeps typing in the account field when the lounge's list arrives, the focus carried over", async () => {
    const release = stubSlowList();
    renderWithProviders(<SignInPage />, { path: "/sign_in" });
    await chooseLounge("渋谷");
    await userEvent.type(accountField("textbox"), "shibuya-");
    release();
    const suggestions = await accountSuggestions();
    expect(suggestions).toHaveFocus();
    await userEvent.keyboard("staff1");
    expect(suggestions).toHaveValue("shibuya-staff1");
  });

  it("leaves the focus in the password field when the list arrives after the account was typed", async () => {
    const release = stubSlowList();
    renderWithProviders(<SignInPage />, { path: "/sign_in" });
    await chooseLounge("渋谷");
    await userEvent.type(accountField("textbox"), "shibuya-staff1");
    const password = screen.getByLabelText("パスワード");
    await userEvent.click(password);
    release();
    const suggestions = await accountSuggestions();
    expect(suggestions).toHaveValue("shibuya-staff1");
    expect(password).toHaveFocus();
    await userEvent.keyboard("lounge-demo");
    expect(password).toHaveValue("lounge-demo");
    // Its list stays shut, never over the sign-in button.
    expect(suggestions).toHaveAttribute("aria-expanded", "false");
  });

  it("remembers a listed account signed in with before the lounge's list arrived", async () => {
    const release = stubSlowList();
    renderWithProviders(<SignInPage open={() => {}} />, { path: "/sign_in" });
    await chooseLounge("渋谷");
    await userEvent.type(accountField("textbox"), "shibuya-staff1");
    await userEvent.type(screen.getByLabelText("パスワード"), "lounge-demo");
    await userEvent.click(screen.getByRole("button", { name: "サインイン" }));
    expect(document.cookie).not.toContain(ACCOUNT_COOKIE);
    release();
    await waitFor(() =>
      expect(decodeURIComponent(document.cookie)).toContain('{"渋谷":"shibuya-staff1"}'),
    );
  });

  it("takes a typed account in a plain text field when the lounge lists none, without asking for the list", async () => {
    const calls = stubSignIn([{ account: "should-not-show", role_ja: "スタッフ" }]);
    renderWithProviders(<SignInPage />, { path: "/sign_in" });
    await chooseLounge("梅田");
    const field = accountField("textbox");
    expect(screen.queryByRole("combobox", { name: "アカウント" })).not.toBeInTheDocument();
    await userEvent.type(field, "umeda-staff1");
    await userEvent.type(screen.getByLabelText("パスワード"), "lounge-demo");
    await userEvent.click(screen.getByRole("button", { name: "サインイン" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      lounge_id: 3,
      account: "umeda-staff1",
      password: "lounge-demo",
    });
    expect(calls.some((c) => c.path === "/api/v1/staffs")).toBe(false);
    expect(screen.queryByText("should-not-show")).not.toBeInTheDocument();
  });

  it("logs 'Failed to fetch lounges' on the console only when the lounge call fails", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal("fetch", async () => new Response("oops", { status: 500 }));
    renderWithProviders(<SignInPage />, { path: "/sign_in" });
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith("Failed to fetch lounges", expect.anything()),
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the schema's Japanese messages and sends nothing when fields are blank", async () => {
    const calls: string[] = [];
    vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? "GET"} ${input}`);
      return jsonFetch({ "/api/v1/lounges": LOUNGES })(input, init);
    });
    renderWithProviders(<SignInPage />, { path: "/sign_in" });
    await userEvent.click(await screen.findByRole("button", { name: "サインイン" }));
    expect(await screen.findByText("店舗を選択してください")).toBeInTheDocument();
    expect(calls.some((c) => c.startsWith("POST"))).toBe(false);
  });

  it("opens the page asked for once signed in, with a full load, and never another site", async () => {
    window.history.replaceState(null, "", "/sign_in?next=%2Faccounting_logs%3Fpage%3D2");
    stubSignIn([]);
    const open = vi.fn();
    renderWithProviders(<SignInPage open={open} />, { path: "/sign_in" });
    await chooseLounge("梅田");
    await userEvent.type(accountField(), "umeda-staff1");
    await userEvent.type(screen.getByLabelText("パスワード"), "lounge-demo");
    await userEvent.click(screen.getByRole("button", { name: "サインイン" }));
    await waitFor(() => expect(open).toHaveBeenCalledWith("/accounting_logs?page=2"));
    expect(nextPage("?next=%2F%2Fevil.example")).toBe("/");
    expect(nextPage("?next=https%3A%2F%2Fevil.example")).toBe("/");
    expect(nextPage("")).toBe("/");
  });

  /** Signs in at 梅田 (no list) as umeda-staff1, whose language the server answers with `staffLocale`. */
  async function signInAs(staffLocale: "ja" | "en") {
    const calls: { path: string; body?: unknown }[] = [];
    const session = { ...SESSION, staff: { ...SESSION.staff, locale: staffLocale } };
    const fetchJson = jsonFetch({
      "/api/v1/lounges": LOUNGES,
      "/api/v1/session/state": { session: null, ended: null },
      "/api/v1/session": () => new Response(JSON.stringify(session)),
      "/api/v1/session/locale": (url: URL, init?: RequestInit) => {
        calls.push({ path: url.pathname, body: JSON.parse(String(init?.body)) });
        return new Response(JSON.stringify({ ok: true }));
      },
    });
    vi.stubGlobal("fetch", fetchJson);
    const open = vi.fn();
    renderWithProviders(<SignInPage open={open} />, { path: "/sign_in" });
    await chooseLounge("梅田");
    await userEvent.type(accountField(), "umeda-staff1");
    await userEvent.type(screen.getByLabelText("パスワード"), "lounge-demo");
    await userEvent.click(screen.getByRole("button", { name: "サインイン" }));
    await waitFor(() => expect(open).toHaveBeenCalled());
    return calls.filter((c) => c.path === "/api/v1/session/locale");
  }

  it("offers 日本語 and English, each named in itself; a choice is remembered on this tablet", async () => {
    stubSignIn([]);
    renderWithProviders(<SignInPage />, { path: "/sign_in" });
    const languages = await screen.findByRole("group", { name: "表示言語" });
    expect(within(languages).getByRole("button", { name: "日本語" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const english = within(languages).getByRole("button", { name: "English" });
    expect(english).toHaveAttribute("lang", "en");
    await userEvent.click(english);
    expect(readCookie(LOCALE_COOKIE)).toBe("en");
  });

  it("opens the app in the staff member's own language, remembered on this tablet", async () => {
    expect(await signInAs("en")).toEqual([]);
    expect(readCookie(LOCALE_COOKIE)).toBe("en");
  });

  it("keeps a language chosen on this page for the staff member who signs in", async () => {
    // Chosen here: this page reloaded in it (Japanese, as the tests' pages are).
    sessionStorage.setItem("lo_locale_chosen", "1");
    expect(await signInAs("en")).toEqual([
      { path: "/api/v1/session/locale", body: { locale: "ja" } },
    ]);
    expect(sessionStorage.getItem("lo_locale_chosen")).toBeNull();
  });

  it("goes straight on when this browser is already signed in", async () => {
    window.history.replaceState(null, "", "/sign_in?next=%2Flounges%2Fentries");
    vi.stubGlobal("fetch", jsonFetch({ "/api/v1/lounges": LOUNGES, "/api/v1/session": SESSION }));
    const open = vi.fn();
    renderWithProviders(<SignInPage open={open} />, { path: "/sign_in" });
    await waitFor(() => expect(open).toHaveBeenCalledWith("/lounges/entries"));
  });

  it("shows the server's message under its field, and a refusal above the form", async () => {
    let answer: Response = new Response(
      JSON.stringify({
        error: {
          code: "validation_failed",
          message: "入力内容に誤りがあります",
          fields: { account: "アカウントは64文字以内で入力してください" },
        },
      }),
      { status: 400 },
    );
    vi.stubGlobal("fetch", async (input: string, init?: RequestInit) =>
      init?.method === "POST" ? answer : jsonFetch({ "/api/v1/lounges": LOUNGES })(input, init),
    );
    const open = vi.fn();
    renderWithProviders(<SignInPage open={open} />, { path: "/sign_in" });
    await chooseLounge("梅田");
    await userEvent.type(accountField(), "a".repeat(65));
    await userEvent.type(screen.getByLabelText("パスワード"), "x");
    await userEvent.click(screen.getByRole("button", { name: "サインイン" }));
    expect(await screen.findByText("アカウントは64文字以内で入力してください")).toBeVisible();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    answer = new Response(
      JSON.stringify({
        error: {
          code: "invalid_credentials",
          message: "アカウントまたはパスワードが正しくありません",
        },
      }),
      { status: 401 },
    );
    await userEvent.click(screen.getByRole("button", { name: "サインイン" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "アカウントまたはパスワードが正しくありません",
    );
    expect(screen.queryByText("アカウントは64文字以内で入力してください")).not.toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });
});
