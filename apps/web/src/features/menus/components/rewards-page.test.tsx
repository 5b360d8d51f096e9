// The rewards list: a drag (keyboard) that the server refuses puts the rows back where they were and says
// why in a red notification; a refused toggle leaves the button as it was.
import type { Reward } from "@lounge-office/domain/shared";
import { Notifications, notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { RewardsPage } from "./rewards-page";
import { apiError, json, layOutRows, MANAGER_SESSION } from "./test-fixtures";

const reward = (id: number, name: string): Reward => ({
  id,
  lounge_id: 1,
  name,
  provide_flag: true,
  row_order: id - 1,
  image: null,
});
const REWARDS = [reward(1, "乾杯ショット"), reward(2, "デザート"), reward(3, "記念写真")];

beforeEach(layOutRows);

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The server refuses every change; `hold` keeps its answers back until `release()`. */
function stubServer({ hold = false } = {}) {
  const sent: { path: string; method?: string; body: unknown }[] = [];
  let release = () => {};
  const gate = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const refuse = (path: string) => (_url: URL, init?: RequestInit) => {
    sent.push({ path, method: init?.method, body: JSON.parse(String(init?.body)) });
    return gate.then(() =>
      apiError(409, "conflict", "他の操作と重なりました。もう一度お試しください"),
    ) as unknown as Response;
  };
  vi.stubGlobal(
    "fetch",
    jsonFetch({
      "/api/v1/session": MANAGER_SESSION,
      "/rewards": () => json(REWARDS),
      "/rewards/3/sort": refuse("/rewards/3/sort"),
      "/rewards/1": refuse("/rewards/1"),
    }),
  );
  return { sent, release: () => release() };
}

const renderPage = () =>
  renderWithProviders(
    <>
      <Notifications />
      <RewardsPage />
    </>,
    { path: "/rewards?lounge_id=1" },
  );

const names = () =>
  [...screen.getByRole("table", { name: "特典一覧" }).querySelectorAll("tr[data-reward]")].map(
    (row) => row.getAttribute("data-reward"),
  );

describe("rewards list failures", { timeout: 20_000 }, () => {
  it("puts a refused drag back and says why", async () => {
    const { sent, release } = stubServer({ hold: true });
    renderPage();
    await screen.findByText("記念写真");
    expect(names()).toEqual(["乾杯ショット", "デザート", "記念写真"]);

    const handle = screen.getByRole("button", { name: "「記念写真」をドラッグして並べ替え" });
    handle.focus();
    // Lift, two rows up, drop (user-event waits between keys, as the sensor listens after a tick).
    await userEvent.keyboard("[Space][ArrowUp][ArrowUp][Space]");
    // While the call runs the row stays where it was dropped…
    await waitFor(() => expect(names()).toEqual(["記念写真", "乾杯ショット", "デザート"]));
    release();

    // …and once refused it goes back, with the reason.
    const notice = await screen.findByRole("alert");
    expect(notice).toHaveTextContent("並べ替えできませんでした");
    expect(notice).toHaveTextContent("他の操作と重なりました");
    expect(sent).toEqual([
      {
        path: "/rewards/3/sort",
        method: "POST",
        body: { _method: "put", reward: { row_order_position: 0 } },
      },
    ]);
    expect(names()).toEqual(["乾杯ショット", "デザート", "記念写真"]);
  });

  it("leaves a refused toggle as it was and says why", async () => {
    stubServer();
    renderPage();
    const row = (await screen.findByText("乾杯ショット")).closest("tr") as HTMLElement;
    await userEvent.click(within(row).getByRole("button", { name: /提供中|停止中/ }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "「乾杯ショット」の提供状態を変更できませんでした",
    );
    expect(within(row).getByRole("button", { name: /提供中|停止中/ })).toHaveAttribute(
      "data-provided",
      "true",
    );
    expect(row).toHaveAttribute("data-highlighted", "false");
  });
});
