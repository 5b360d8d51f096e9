// The crowd widget: the counts and balance from the feed, asked again on a timer; the weekday chart
// from the history; the feed's own refusal when the lounge does not publish.
import {
  CROWD_NOT_PUBLISHED,
  type Crowd,
  type CrowdHistory,
  crowdApi,
} from "@lounge-office/domain/crowd";
import { pathOf } from "@lounge-office/domain/shared";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { QUARTER_HOURS_FROM_SIX } from "./crowd.fixtures";
import { CROWD_REFRESH_MS, CrowdWidgetPage } from "./crowd-widget-page";

const feedPath = pathOf(crowdApi.crowd, { id: 1 });
const historyPath = pathOf(crowdApi.history, { id: 1 });

const crowd = (mens: number, ladys: number): Crowd => ({
  lounge: "渋谷",
  mens,
  ladys,
  total: mens + ladys,
  open: true,
  time_zone: "Asia/Tokyo",
  updated_at: "2026-11-24T12:34:00.000Z",
});

function historyWith(weekday: number, days: number): CrowdHistory {
  const times = QUARTER_HOURS_FROM_SIX;
  return {
    lounge: "渋谷",
    from: "2026-10-26",
    to: "2026-11-22",
    today_weekday: 2,
    bucket_minutes: 15,
    times,
    weekdays: Array.from({ length: 7 }, (_, w) => ({
      weekday: w,
      days: w === weekday ? days : 0,
      mens: times.map((t) => (w === weekday && t === "20:00" ? 2.5 : 0)),
      ladys: times.map((t) => (w === weekday && t === "20:00" ? 1 : 0)),
    })),
  };
}

const render = () =>
  renderWithProviders(<CrowdWidgetPage />, {
    path: "/widget/crowd/1",
    route: "/widget/crowd/:loungeId",
  });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("CrowdWidgetPage", () => {
  it("shows the counts and balance, asks again every 15 s without the browser's cache, and follows the answer", async () => {
    let answer = crowd(3, 1);
    const feedCalls: RequestInit[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(
        jsonFetch({
          [feedPath]: (_url: URL, init?: RequestInit) => {
            feedCalls.push(init ?? {});
            return new Response(JSON.stringify(answer), { status: 200 });
          },
          [historyPath]: historyWith(2, 4),
        }),
      ),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render();
    expect(await screen.findByTestId("crowd-mens")).toHaveTextContent("3名");
    expect(screen.getByTestId("crowd-ladys")).toHaveTextContent("1名");
    expect(screen.getByTestId("crowd-balance")).toHaveTextContent("男性が多めです");
    expect(screen.getByTestId("crowd-open")).toHaveTextContent("営業中");
    expect(screen.getByRole("heading", { name: "渋谷" })).toBeInTheDocument();
    expect(feedCalls[0]?.cache).toBe("no-cache");

    answer = crowd(3, 5);
    await act(() => vi.advanceTimersByTimeAsync(CROWD_REFRESH_MS + 100));
    expect(await screen.findByText("女性が多めです")).toBeInTheDocument();
    expect(screen.getByTestId("crowd-ladys")).toHaveTextContent("5名");
    expect(feedCalls.length).toBeGreaterThanOrEqual(2);
  });

  it.each(["UTC", "America/New_York"])(
    "says when the figures were read on the lounge's clock, on a device set to %s",
    async (deviceZone) => {
      const zone = process.env.TZ;
      // Node reads TZ again when it is set: the widget's Date now runs on the visitor's zone.
      process.env.TZ = deviceZone;
      try {
        expect(new Date("2026-11-24T12:34:00.000Z").getHours()).not.toBe(21);
        vi.stubGlobal(
          "fetch",
          vi.fn(jsonFetch({ [feedPath]: crowd(2, 2), [historyPath]: historyWith(2, 4) })),
        );
        render();
        // 12:34 UTC is 21:34 in Tokyo.
        expect(await screen.findByText("21:34 時点・15秒ごとに更新")).toBeInTheDocument();
      } finally {
        if (zone === undefined) delete process.env.TZ;
        else process.env.TZ = zone;
      }
    },
  );

  it("draws today's weekday first and says so when a weekday has no record", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(jsonFetch({ [feedPath]: crowd(0, 0), [historyPath]: historyWith(2, 4) })),
    );
    render();
    expect(await screen.findByText("ただいま空いています")).toBeInTheDocument();
    const weekdays = await screen.findByRole("radiogroup", { name: "曜日" });
    expect(within(weekdays).getByRole("radio", { name: "火" })).toBeChecked();
    expect(screen.getByText(/直近4週間（2026-10-26 〜 2026-11-22）の平均人数/)).toBeInTheDocument();
    expect(screen.queryByText("この曜日の記録はまだありません")).not.toBeInTheDocument();
    await userEvent.click(within(weekdays).getByRole("radio", { name: "土" }));
    expect(screen.getByText("この曜日の記録はまだありません")).toBeInTheDocument();
  });

  it("says the lounge publishes nothing when the feed refuses", async () => {
    const refused = () =>
      new Response(JSON.stringify({ error: { code: "not_found", message: CROWD_NOT_PUBLISHED } }), {
        status: 404,
      });
    vi.stubGlobal("fetch", vi.fn(jsonFetch({ [feedPath]: refused, [historyPath]: refused })));
    render();
    expect(await screen.findByText(CROWD_NOT_PUBLISHED)).toBeInTheDocument();
    expect(screen.queryByTestId("crowd-mens")).not.toBeInTheDocument();
    // One landmark, whatever the page shows.
    expect(screen.getByRole("main")).toHaveTextContent(CROWD_NOT_PUBLISHED);
  });
});
