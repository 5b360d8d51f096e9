// The routes: a page's code loads through its route's `lazy`, the shell's loader standing in until
// it is there (on the first page of a visit and on a navigation); a page behind a capability refuses
// a role without it; an unknown path says so.
import type { Session } from "@lounge-office/domain/session";
import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, type DataRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../lib/query-client";
import { jsonFetch } from "../test/render";
import { AppShellLayout } from "./app-shell";
import { createRouter, page } from "./router";
import { theme } from "./theme";

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

const lounge = { id: 1, name: "渋谷", time_zone: "Asia/Tokyo", business_day_cutoff: "06:00" };
const sessionOf = (role: Session["staff"]["role"]): Session => ({
  staff: {
    id: 12,
    name: "石田 美咲",
    account: "shibuya-1",
    role,
    role_ja: role,
    locale: "ja" as const,
  },
  lounge,
  lounges: [lounge],
  csrf_token: "csrf-1",
  expires_at: "2030-01-01T00:00:00.000Z",
});

function serve(session: Session) {
  vi.stubGlobal(
    "fetch",
    jsonFetch({
      "/api/v1/session": session,
      "/system_messages/active": { system_messages: [] },
      "/lounges/entries/konishisan_table_datasource": {
        ninzu_one: [],
        ninzu_two: [],
        ninzu_three: [],
        ninzu_sum: [],
      },
    }),
  );
}

function show(router: DataRouter) {
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** A page whose code arrives when the test says so. */
function gatedPage(text: string) {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const Page = () => <p>{text}</p>;
  return { load: () => arrived.then(() => Page), arrive };
}

/** The shell with a home page and one lazily loaded page at /next. */
function shellWith(next: ReturnType<typeof page>, at: string) {
  return createMemoryRouter(
    [
      {
        path: "/",
        element: <AppShellLayout />,
        children: [{ index: true, element: <p>ホームの中身</p> }, next],
      },
    ],
    { initialEntries: [at] },
  );
}

const loader = () => screen.queryByLabelText("読み込み中");

describe("a page's route", () => {
  it("shows the shell with the loader until the first page's code is in", async () => {
    serve(sessionOf("staff"));
    const gated = gatedPage("次のページ");
    show(shellWith(page("next", "次のページ", gated.load), "/next"));
    expect(
      await screen.findByRole("button", { name: "石田 美咲 スタッフのメニュー" }),
    ).toBeVisible();
    expect(loader()).toBeInTheDocument();
    await act(async () => gated.arrive());
    expect(await screen.findByText("次のページ")).toBeVisible();
    expect(loader()).toBeNull();
  });

  it("puts the loader in the last page's place while the next page's code loads", async () => {
    serve(sessionOf("staff"));
    const gated = gatedPage("次のページ");
    const router = shellWith(page("next", "次のページ", gated.load), "/");
    show(router);
    expect(await screen.findByText("ホームの中身")).toBeVisible();
    await act(async () => {
      void router.navigate("/next");
    });
    expect(screen.queryByText("ホームの中身")).toBeNull();
    expect(loader()).toBeInTheDocument();
    await act(async () => gated.arrive());
    expect(await screen.findByText("次のページ")).toBeVisible();
  });

  it("refuses the page to a role without its capability", async () => {
    serve(sessionOf("staff"));
    const gated = gatedPage("スタッフ管理の中身");
    gated.arrive();
    show(shellWith(page("next", "次のページ", gated.load, "staff.manage"), "/next"));
    expect(await screen.findByText(/この画面を表示する権限がありません/)).toBeVisible();
    expect(screen.queryByText("スタッフ管理の中身")).toBeNull();
  });
});

describe("the page's title", () => {
  it("names the page and the signed-in lounge: 「人数別 – 渋谷 | Lounge Office」", async () => {
    serve(sessionOf("staff"));
    window.history.replaceState(null, "", "/lounges/konishi");
    show(createRouter());
    await waitFor(() => expect(document.title).toBe("人数別 – 渋谷 | Lounge Office"));
  });

  it("follows a navigation, and names an unknown path", async () => {
    serve(sessionOf("staff"));
    window.history.replaceState(null, "", "/");
    const router = createRouter();
    show(router);
    await waitFor(() => expect(document.title).toBe("ホーム – 渋谷 | Lounge Office"));
    await act(async () => {
      await router.navigate("/no/such/page");
    });
    await waitFor(() =>
      expect(document.title).toBe("ページが見つかりません – 渋谷 | Lounge Office"),
    );
  });

  it("names the sign-in page without a lounge", async () => {
    vi.stubGlobal("fetch", jsonFetch({ "/api/v1/lounges": [] }));
    window.history.replaceState(null, "", "/sign_in");
    show(createRouter());
    await waitFor(() => expect(document.title).toBe("サインイン | Lounge Office"));
  });
});

describe("the app's routes", () => {
  it("load a page at its path", async () => {
    serve(sessionOf("staff"));
    window.history.replaceState(null, "", "/lounges/konishi");
    show(createRouter());
    expect(
      await screen.findByRole("heading", { name: "人数別" }, { timeout: 15_000 }),
    ).toBeVisible();
  });

  it("keep a page's capability", async () => {
    serve(sessionOf("staff"));
    window.history.replaceState(null, "", "/staffs");
    show(createRouter());
    expect(
      await screen.findByText(/この画面を表示する権限がありません/, undefined, { timeout: 15_000 }),
    ).toBeVisible();
  });

  it("show the A4 daily report without the shell, to a signed-in member only", async () => {
    serve(sessionOf("staff"));
    window.history.replaceState(null, "", "/business_day/report?date=2026-11-23");
    show(createRouter());
    // The report's own button, then no navigation or staff menu around it.
    expect(
      await screen.findByRole("link", { name: "営業日・レジ締めへ戻る" }, { timeout: 15_000 }),
    ).toHaveAttribute("href", "/business_day?date=2026-11-23");
    expect(screen.queryByRole("navigation", { name: "メインメニュー" })).toBeNull();
    expect(screen.queryByRole("button", { name: "石田 美咲 スタッフのメニュー" })).toBeNull();
  });

  it("send a visitor without a session from the report to sign-in", async () => {
    vi.stubGlobal("fetch", jsonFetch({}));
    window.history.replaceState(null, "", "/business_day/report?date=2026-11-23");
    const router = createRouter();
    show(router);
    await waitFor(() => expect(router.state.location.pathname).toBe("/sign_in"));
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent("/business_day/report?date=2026-11-23")}`,
    );
  });

  it("say when a page does not exist", async () => {
    serve(sessionOf("staff"));
    window.history.replaceState(null, "", "/no_such_page");
    show(createRouter());
    expect(await screen.findByRole("heading", { name: "ページが見つかりません" })).toBeVisible();
  });
});
