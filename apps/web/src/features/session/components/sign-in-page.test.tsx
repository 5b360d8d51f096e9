// The sign-in page: lounge options and account suggestions from the original system's calls, typed accounts (always,
// and alone when a lounge lists none), restored choices, console-only errors.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { noteSessionEnded, readSessionEnded } from "../../../lib/session-ended";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { SignInPage } from "./sign-in-page";
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
  staff: { id: 1, name: "本部 管理者", account: "admin", role: "admin", role_ja: "管理者" },
  lounge: { id: 1, name: "渋谷", time_zone: "Asia/Tokyo", business_day_cutoff: "06:00" },
  lounges: [{ id: 1, name: "渋谷", time_zone: "Asia/Tokyo", business_day_cutoff: "06:00" }],
  csrf_token: "csrf-token-for-tests-0123456789abcdef0123456789",
  expires_at: "2026-01-01T00:00:00.000Z",
};

/** jsdom never finishes positioning Mantine's dropdown, which stays display:none: find options regardless. */
const suggestion = (name: string) => screen.findByRole("option", { name, hidden: true });

const accountField = (role: "combobox" | "textbox" = "combobox") =>
  screen.getByRole(role, { name: "アカウント" });

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
  for (const name of [LOUNGE_COOKIE, ACCOUNT_COOKIE])
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
    await userEvent.click(accountField());
    expect(await suggestion("shinjuku-manager（店長）")).toBeInTheDocument();
    expect(staffsCalls).toEqual(["?lounge_id=2&role=manager"]);
    expect(document.cookie).toContain(`${LOUNGE_COOKIE}=${encodeURIComponent("新宿")}`);
    // Picked with the keyboard, the account fills the field and is remembered for the lounge.
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(accountField()).toHaveValue("shinjuku-manager");
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
    await waitFor(() => expect(accountField()).toHaveValue("shibuya-staff2"));
    // Picked or restored, the field offers every listed account again.
    await userEvent.click(accountField());
    expect(await suggestion("shibuya-staff1（スタッフ）")).toBeInTheDocument();
  });

  it("signs in with a typed account that is not listed (head office), and does not remember it", async () => {
    const calls = stubSignIn([{ account: "shibuya-staff1", role_ja: "スタッフ" }]);
    renderWithProviders(<SignInPage />, { path: "/sign_in" });
    await chooseLounge("渋谷");
    await userEvent.type(accountField(), "admin");
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
});
