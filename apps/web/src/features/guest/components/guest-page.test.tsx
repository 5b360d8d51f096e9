// The guest page: the group's figures from the server, English on a tap (kept), the settled total,
// a link that no longer works — which stops asking —, and every time on the lounge's clock.
import { GUEST_LINK_INVALID, type GuestView, guestApi } from "@lounge-office/domain/guest";
import { pathOf } from "@lounge-office/domain/shared";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { GUEST_REFRESH_MS, GuestPage } from "./guest-page";

const TOKEN = "abcdefghijklmnopqrstuvwxyz012345";
const viewPath = pathOf(guestApi.view, { token: TOKEN });

const present = (total: number) =>
  ({
    state: "present",
    lounge: "渋谷",
    time_zone: "Asia/Tokyo",
    seat: "B3",
    gender: "mens",
    num: 2,
    fee_rule: "通常",
    entered_at: "2026-11-24T11:00:00.000Z",
    solo_minutes: 12,
    share_minutes: 30,
    charge: {
      time: total - 1500,
      special: 0,
      orders: 1500,
      extra: 0,
      total,
      consumption_tax: Math.floor(total / 11),
    },
    orders: [{ name: "ハイボール", option: "", num: 1, price: 1500 }],
    next_unit: { at: "2026-11-24T11:50:00.000Z", price: 600 },
    time_up: { set_minutes: 60, remaining: 18, state: "ok" },
    prices: { unit_minutes: 10, rows: [{ hour: 20, solo: 500, share: 600 }] },
    priced_at: "2026-11-24T11:42:10.000Z",
    expires_at: "2026-11-24T23:00:00.000Z",
  }) as GuestView;

const render = () =>
  renderWithProviders(<GuestPage />, { path: `/g/${TOKEN}`, route: "/g/:token" });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("GuestPage", () => {
  it("shows the seat, minutes, charge with its lines and orders, the next unit and the set, and reads again every 30 s", async () => {
    let answer = present(4500);
    const fetch = vi.fn(jsonFetch({ [viewPath]: () => new Response(JSON.stringify(answer)) }));
    vi.stubGlobal("fetch", fetch);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render();
    expect(await screen.findByTestId("guest-total")).toHaveTextContent("¥4,500");
    expect(screen.getByTestId("guest-seat")).toHaveTextContent("お客様の席 B3");
    expect(screen.getByText("男性 2名")).toBeInTheDocument();
    expect(screen.getByTestId("guest-minutes")).toHaveTextContent(
      "おひとり（お相席前） 12分 / お相席 30分",
    );
    expect(screen.getByText("ハイボール × 1")).toBeInTheDocument();
    expect(screen.getByTestId("guest-next-unit")).toHaveTextContent(
      "次の時間料金 ¥600 が加わります",
    );
    expect(screen.getByTestId("guest-time-up")).toHaveTextContent("セット残り 18分");
    expect(screen.getByText("料金表（10分・1名あたり）")).toBeInTheDocument();

    answer = present(6000);
    await act(() => vi.advanceTimersByTimeAsync(GUEST_REFRESH_MS + 100));
    expect(await screen.findByText("¥6,000")).toBeInTheDocument();
  });

  it.each(["UTC", "America/New_York"])(
    "shows the arrival, the next unit and the reading on the lounge's clock on a phone set to %s",
    async (phoneZone) => {
      const zone = process.env.TZ;
      // Node reads TZ again when it is set: the page's Date now runs on the phone's zone.
      process.env.TZ = phoneZone;
      try {
        expect(new Date("2026-11-24T11:00:00.000Z").getHours()).not.toBe(20);
        vi.stubGlobal("fetch", vi.fn(jsonFetch({ [viewPath]: present(4500) })));
        render();
        await screen.findByTestId("guest-total");
        // 11:00, 11:50 and 11:42 UTC are 20:00, 20:50 and 20:42 in Tokyo.
        expect(screen.getByText("ご入店 20:00")).toBeInTheDocument();
        expect(screen.getByTestId("guest-next-unit")).toHaveTextContent(
          "20:50 から次の時間料金 ¥600 が加わります",
        );
        expect(screen.getByText("20:42 時点・30秒ごとに更新")).toBeInTheDocument();
      } finally {
        if (zone === undefined) delete process.env.TZ;
        else process.env.TZ = zone;
      }
    },
  );

  it("switches to English and keeps the choice on the phone", async () => {
    vi.stubGlobal("fetch", vi.fn(jsonFetch({ [viewPath]: present(4500) })));
    const { unmount } = render();
    await screen.findByTestId("guest-total");
    await userEvent.click(screen.getByRole("button", { name: "English" }));
    expect(screen.getByText("Charge so far (tax included)")).toBeInTheDocument();
    expect(screen.getByTestId("guest-seat")).toHaveTextContent("Your table B3");
    expect(document.documentElement.lang).toBe("en");
    unmount();
    render();
    expect(await screen.findByText("Charge so far (tax included)")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "日本語" }));
    expect(screen.getByText("現在のご利用料金（税込）")).toBeInTheDocument();
  });

  it("shows only the total and a thank-you once settled", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        jsonFetch({
          [viewPath]: {
            state: "settled",
            lounge: "渋谷",
            time_zone: "Asia/Tokyo",
            total: 9800,
            groups: 2,
            settled_at: "2026-11-24T12:30:00.000Z",
          },
        }),
      ),
    );
    render();
    expect(await screen.findByTestId("guest-total")).toHaveTextContent("お会計 ¥9,800（2組分）");
    expect(screen.getByText("お会計が済みました")).toBeInTheDocument();
    expect(screen.queryByTestId("guest-seat")).not.toBeInTheDocument();
    expect(screen.getByRole("main")).toContainElement(screen.getByTestId("guest-total"));
  });

  it("says a link no longer works, and stops asking", async () => {
    const fetch = vi.fn(
      jsonFetch({
        [viewPath]: () =>
          new Response(
            JSON.stringify({ error: { code: "not_found", message: GUEST_LINK_INVALID } }),
            {
              status: 404,
            },
          ),
      }),
    );
    vi.stubGlobal("fetch", fetch);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render();
    expect(await screen.findByRole("alert")).toHaveTextContent(GUEST_LINK_INVALID);
    const asked = fetch.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(GUEST_REFRESH_MS * 3));
    expect(fetch.mock.calls.length).toBe(asked);
  });
});
