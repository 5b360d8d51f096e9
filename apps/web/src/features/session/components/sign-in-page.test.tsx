// The sign-in page: lounge and account options from the seed's calls, restored choices, console-only errors.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { noteSessionEnded, readSessionEnded } from "../../../lib/session-ended";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { SignInPage } from "./sign-in-page";
import { ACCOUNT_COOKIE, forgetBootCredentials, LOUNGE_COOKIE } from "./sign-in-prefs";

const LOUNGES = [
  { text: "渋谷", value: { id: 1, roles: ["admin", "manager", "staff"] } },
  { text: "新宿", value: { id: 2, roles: ["manager"] } },
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  forgetBootCredentials();
  for (const name of [LOUNGE_COOKIE, ACCOUNT_COOKIE])
    document.cookie = `${name}=; Max-Age=0; Path=/`;
});

describe("SignInPage", () => {
  it("says once, in Japanese, why the last session ended", async () => {
    const reason =
      "しばらく操作がなかったため、サインアウトしました。もう一度サインインしてください";
    noteSessionEnded(reason);
    vi.stubGlobal("fetch", jsonFetch({ "/api/v1/lounges": LOUNGES }));
    const first = renderWithProviders(<SignInPage />, {
      path: "/sign_in?next=%2Flounges%2Fentries",
    });
    expect(await screen.findByRole("status")).toHaveTextContent(reason);
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
    const lounge = await screen.findByLabelText("店舗");
    await waitFor(() => expect(lounge).toBeEnabled());
    await userEvent.selectOptions(lounge, "新宿");
    expect(
      await screen.findByRole("option", { name: "shinjuku-manager（店長）" }),
    ).toBeInTheDocument();
    expect(staffsCalls).toEqual(["?lounge_id=2&role=manager"]);
    expect(document.cookie).toContain(`${LOUNGE_COOKIE}=${encodeURIComponent("新宿")}`);
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
    await waitFor(() => expect(screen.getByLabelText("アカウント")).toHaveValue("shibuya-staff2"));
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
