// The board's banner for a closed day: nothing while today's day is open, the closed time and who
// closed it once it is closed — read again when the board's socket says a day changed — and nothing
// for an earlier day's close.
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useLoungeCable } from "../../../lib/cable";
import { FakeWebSocket } from "../../../test/fake-web-socket";
import { renderWithProviders } from "../../../test/render";
import { DayClosedBanner } from "./day-closed-banner";
import {
  closedDay,
  NOW,
  openDay,
  SHIBUYA,
  STAFF_SESSION,
  stubDayServer,
  TODAY,
} from "./test-fixtures";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  FakeWebSocket.instances = [];
  vi.stubGlobal("WebSocket", FakeWebSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The board holds the lounge's socket; the banner only listens to it. */
function Board() {
  useLoungeCable(SHIBUYA.id, {});
  return <DayClosedBanner lounge={SHIBUYA} />;
}

describe("DayClosedBanner", () => {
  it("appears when another tablet closes today's day, with when and who", async () => {
    let day = openDay();
    const server = stubDayServer({ session: STAFF_SESSION, day: () => day });
    renderWithProviders(<Board />);
    await waitFor(() => expect(server.reads(`/business_days/1/${TODAY}`)).toBe(1));
    expect(screen.queryByTestId("day-closed-banner")).not.toBeInTheDocument();

    day = closedDay();
    const socket = FakeWebSocket.latest();
    await act(async () => socket.open());
    await act(async () => socket.message({ type: "business_day", date: TODAY, state: "closed" }));
    const banner = await screen.findByTestId("day-closed-banner");
    expect(banner).toHaveTextContent(
      "本日の営業は締め済みです（23:45 青木 健）。会計・入出金はできません",
    );
    expect(banner.querySelector("a")).toHaveAttribute("href", "/business_day");
  });

  it("says nothing while the day is open", async () => {
    const server = stubDayServer({ session: STAFF_SESSION });
    renderWithProviders(<Board />);
    await waitFor(() => expect(server.reads(`/business_days/1/${TODAY}`)).toBe(1));
    expect(screen.queryByTestId("day-closed-banner")).not.toBeInTheDocument();
  });
});
