// useLoungeCable against a fake WebSocket: what reaches the handlers, when to read again, that new
// handlers never reopen the socket, since when the screen is stale, and the reconnect at once when
// the network is back, the page shown again or the server restarting (1012); useCableMessages
// hears the lounge's socket without opening one. Liveness and back-off are covered through the
// floor's cable test.
import {
  CABLE_CLOSE,
  CABLE_RESTART_JITTER_MS,
  type CableMessage,
} from "@lounge-office/domain/realtime";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeWebSocket } from "../test/fake-web-socket";
import { type CableHandlers, useCableMessages, useLoungeCable } from "./cable";

const LOUNGE = 3;
const latest = () => FakeWebSocket.latest();
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const T0 = new Date("2026-11-27T13:00:00.000Z").getTime();
const browserSays = (event: "online" | "offline") =>
  act(async () => {
    window.dispatchEvent(new Event(event));
  });
function pageShown(state: "visible" | "hidden") {
  vi.spyOn(document, "visibilityState", "get").mockReturnValue(state);
  return act(async () => {
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

function renderCable(handlers: CableHandlers) {
  return renderHook(({ h }: { h: CableHandlers }) => useLoungeCable(LOUNGE, h), {
    initialProps: { h: handlers },
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.instances = [];
  vi.stubGlobal("WebSocket", FakeWebSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("useLoungeCable", () => {
  it("hands every message the contract accepts to onMessage, and skips what it does not", async () => {
    const received: CableMessage[] = [];
    const { result } = renderCable({ onMessage: (m) => received.push(m) });
    expect(latest().url).toBe(`ws://${window.location.host}/cable?lounge_id=${LOUNGE}`);
    await act(async () => {
      latest().open();
      latest().message({ type: "attendance", staff_id: 12, state: "working" });
      latest().message({ type: "attendance", staff_id: 12, state: "asleep" });
      latest().message({ type: "unknown" });
      latest().raw("not json");
    });
    expect(result.current.connected).toBe(true);
    expect(received).toEqual([{ type: "attendance", staff_id: 12, state: "working" }]);
  });

  it("calls onConnect on every (re)connect and onSessionEnded only when the session ended", async () => {
    const onConnect = vi.fn();
    const onSessionEnded = vi.fn();
    const { result } = renderCable({ onConnect, onSessionEnded });
    expect(onConnect).not.toHaveBeenCalled();
    await act(async () => latest().open());
    expect(onConnect).toHaveBeenCalledTimes(1);

    await act(async () => latest().drop(1006));
    expect(result.current.connected).toBe(false);
    expect(onSessionEnded).not.toHaveBeenCalled();
    await pass(3_000);
    await act(async () => latest().open());
    expect(onConnect).toHaveBeenCalledTimes(2);

    await act(async () => latest().drop(4401));
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    await pass(6_000); // the back-off doubled: 6 s
    expect(FakeWebSocket.instances).toHaveLength(3);
  });

  it("reads again when the network is back under a socket that stayed open", async () => {
    const onConnect = vi.fn();
    renderCable({ onConnect });
    await act(async () => latest().open());
    expect(onConnect).toHaveBeenCalledTimes(1);
    // The reads made while the browser said offline were the service worker's copies.
    await browserSays("online");
    expect(onConnect).toHaveBeenCalledTimes(2);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it("calls the newest handlers without opening another socket", async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderCable({ onMessage: first });
    await act(async () => latest().open());
    rerender({ h: { onMessage: second } });
    expect(FakeWebSocket.instances).toHaveLength(1);
    await act(async () => latest().message({ type: "ping", at: new Date().toISOString() }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(expect.objectContaining({ type: "ping" }));
  });

  it("closes its socket on unmount and never reconnects", async () => {
    const { unmount } = renderCable({});
    await act(async () => latest().open());
    const socket = latest();
    unmount();
    expect(socket.closedByClient).toBe(true);
    await pass(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});

describe("useLoungeCable when the link is lost", () => {
  it("says the screen is stale after 6 s without a word, since the last one, until one comes", async () => {
    vi.setSystemTime(T0);
    const { result } = renderCable({});
    await act(async () => latest().open());
    await pass(2_000);
    await act(async () => latest().message({ type: "ping", at: new Date().toISOString() }));
    expect(result.current.staleSince).toBeNull();
    await pass(5_900);
    expect(result.current.staleSince).toBeNull();
    await pass(200);
    expect(result.current).toEqual({ connected: false, staleSince: T0 + 2_000 });

    // The retry 3 s later opens: current again.
    await pass(3_000);
    await act(async () => latest().open());
    expect(result.current).toEqual({ connected: true, staleSince: null });
  });

  it("is stale at once when the browser goes offline, and reconnects at once when it is back", async () => {
    vi.setSystemTime(T0);
    const { result } = renderCable({});
    await act(async () => latest().open());
    await pass(1_000);
    await act(async () => latest().message({ type: "ping", at: new Date().toISOString() }));

    await browserSays("offline");
    expect(result.current).toEqual({ connected: false, staleSince: T0 + 1_000 });
    expect(FakeWebSocket.instances[0]?.closedByClient).toBe(true);
    // Offline, every attempt fails: the back-off grows (3 s, 6 s, 12 s, 24 s).
    for (const wait of [3_000, 6_000, 12_000]) {
      await pass(wait);
      await act(async () => latest().drop(1006));
    }
    const attempts = FakeWebSocket.instances.length;
    expect(attempts).toBe(4);
    await pass(5_000);
    expect(FakeWebSocket.instances).toHaveLength(attempts);

    // The network is back: a socket now, not after the 24 s wait.
    await browserSays("online");
    expect(FakeWebSocket.instances).toHaveLength(attempts + 1);
    await act(async () => latest().open());
    expect(result.current).toEqual({ connected: true, staleSince: null });
    // The waiting retry went with the old socket: none opens when it would have fired (24 s).
    for (let i = 0; i < 10; i++) {
      await pass(3_000);
      await act(async () => latest().message({ type: "ping", at: new Date().toISOString() }));
    }
    expect(FakeWebSocket.instances).toHaveLength(attempts + 1);
  });

  it("replaces a socket not heard from lately when the page is shown again, and keeps a live one", async () => {
    const { result } = renderCable({});
    await act(async () => latest().open());
    await act(async () => latest().message({ type: "ping", at: new Date().toISOString() }));
    await pass(1_000);
    await pageShown("visible");
    // Heard a second ago: alive, kept.
    expect(FakeWebSocket.instances).toHaveLength(1);

    // Hidden 5 s (a suspended tablet hears nothing, and its timers may not have run): reopened
    // as the page shows, without waiting for the silence timer.
    await pageShown("hidden");
    await pass(5_000);
    await pageShown("visible");
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(FakeWebSocket.instances[0]?.closedByClient).toBe(true);
    await act(async () => latest().open());
    expect(result.current.connected).toBe(true);
  });

  it("reconnects within the jitter when the server restarts (1012), and reads again", async () => {
    const onConnect = vi.fn();
    const { result } = renderCable({ onConnect });
    await act(async () => latest().open());
    // A failed attempt first: the back-off has grown to 6 s, which a restart does not wait out.
    await act(async () => latest().drop(1006));
    await pass(3_000);
    await act(async () => latest().open());
    expect(onConnect).toHaveBeenCalledTimes(2);

    // The longest draw (just under CABLE_RESTART_JITTER_MS): not sooner, and not a moment later.
    vi.spyOn(Math, "random").mockReturnValue(0.999);
    await act(async () => latest().drop(CABLE_CLOSE.restart));
    expect(result.current.connected).toBe(false);
    await pass(CABLE_RESTART_JITTER_MS - 5);
    expect(FakeWebSocket.instances).toHaveLength(2);
    await pass(5);
    expect(FakeWebSocket.instances).toHaveLength(3);
    await act(async () => latest().open());
    expect(result.current).toEqual({ connected: true, staleSince: null });
    expect(onConnect).toHaveBeenCalledTimes(3);

    // That instance went too before its socket opened: the retries start again from 3 s.
    vi.spyOn(Math, "random").mockReturnValue(0);
    await act(async () => latest().drop(CABLE_CLOSE.restart));
    await pass(0);
    expect(FakeWebSocket.instances).toHaveLength(4);
    await act(async () => latest().drop(1006));
    await pass(2_900);
    expect(FakeWebSocket.instances).toHaveLength(4);
    await pass(100);
    expect(FakeWebSocket.instances).toHaveLength(5);
  });

  it("stops listening to the network and the page's visibility on unmount", async () => {
    const { unmount } = renderCable({});
    await act(async () => latest().open());
    unmount();
    await browserSays("offline");
    await browserSays("online");
    await pageShown("visible");
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});

describe("useCableMessages", () => {
  it("hears the messages of a socket held open for its lounge, opening none, until unmounted", async () => {
    const heard: CableMessage[] = [];
    const elsewhere: CableMessage[] = [];
    const listener = renderHook(() => useCableMessages(LOUNGE, (m) => heard.push(m)));
    renderHook(() => useCableMessages(LOUNGE + 1, (m) => elsewhere.push(m)));
    expect(FakeWebSocket.instances).toHaveLength(0);

    renderCable({});
    expect(FakeWebSocket.instances).toHaveLength(1);
    const notice = { type: "system_message", message: "本日は点検です", system_message_id: 4 };
    await act(async () => {
      latest().open();
      latest().message({ type: "welcome", lounge_id: LOUNGE, server_time: "2026-11-23T12:00:00Z" });
      latest().message(notice);
      latest().raw("not json");
    });
    expect(heard.map((m) => m.type)).toEqual(["welcome", "system_message"]);
    expect(heard[1]).toEqual(notice);
    expect(elsewhere).toEqual([]);

    listener.unmount();
    await act(async () => latest().message({ ...notice, system_message_id: 5 }));
    expect(heard).toHaveLength(2);
  });
});
