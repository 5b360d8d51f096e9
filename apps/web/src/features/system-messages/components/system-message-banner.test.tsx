// The shell's system-message banner: it shows the lounge's active messages, a pushed one at once (heard
// on the socket a screen holds open), closes one on this device only (still closed after a remount,
// while the others stay), and hides one whose 表示期限 has passed — at once, or when it passes.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useLoungeCable } from "../../../lib/cable";
import { FakeWebSocket } from "../../../test/fake-web-socket";
import { renderWithProviders } from "../../../test/render";
import { SystemMessageBanner } from "./system-message-banner";
import { message, NOW, SHIBUYA, stubServer } from "./test-fixtures";

/** A screen holding the lounge's socket open, as the board does. */
function Board() {
  useLoungeCable(SHIBUYA.id, {});
  return null;
}

const renderBanner = (withBoard = false) =>
  renderWithProviders(
    <>
      {withBoard && <Board />}
      <SystemMessageBanner loungeId={SHIBUYA.id} timeZone={SHIBUYA.time_zone} />
    </>,
  );

const shownTexts = () =>
  screen.queryAllByTestId("system-message").map((alert) => alert.textContent ?? "");

beforeEach(() => {
  localStorage.clear();
  FakeWebSocket.instances = [];
  vi.stubGlobal("WebSocket", FakeWebSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("SystemMessageBanner", () => {
  it("shows the lounge's active messages under 「お知らせ」, with their 表示期限", async () => {
    const server = stubServer({
      active: () => [
        message(2, { lounge_id: null, lounge_name: null, message: "全店：22時から点検です" }),
        message(1, { message: "渋谷：本日は貸切です", until: "2030-11-23T14:00:00.000Z" }),
      ],
    });
    renderBanner();
    expect(await screen.findByText("全店：22時から点検です")).toBeInTheDocument();
    const alerts = screen.getAllByTestId("system-message");
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toHaveTextContent("お知らせ");
    expect(alerts[1]).toHaveTextContent("渋谷：本日は貸切です");
    // Its 表示期限 is in the unfolded notice.
    await userEvent.click(
      within(alerts[1] as HTMLElement).getByRole("button", { name: /^お知らせ(:|$)/ }),
    );
    expect(alerts[1]).toHaveTextContent("11/23 23:00まで");
    expect(server.sent.filter((s) => s.path === "/system_messages/active")[0]?.search).toBe(
      "?lounge_id=1",
    );
  });

  it("folds each message to one line 「お知らせ: first line…」 and unfolds it by a tap or the keyboard", async () => {
    stubServer({
      active: () => [
        message(2, { message: "本日22時から点検です\n終わるまでレシートは手書きで", until: null }),
        message(1, { message: "渋谷：本日は貸切です", until: "2030-11-23T14:00:00.000Z" }),
      ],
    });
    renderBanner();
    const [first, second] = await screen.findAllByTestId("system-message");
    if (!first || !second) throw new Error("two messages expected");
    const line = within(first).getByRole("button", { name: "お知らせ: 本日22時から点検です…" });
    expect(line).toHaveAttribute("aria-expanded", "false");
    // Folded: only the first line; the rest and the 表示期限 wait for a tap.
    expect(first).not.toHaveTextContent("終わるまでレシートは手書きで");
    expect(second).not.toHaveTextContent("まで");

    line.focus();
    await userEvent.keyboard("{Enter}");
    expect(line).toHaveAttribute("aria-expanded", "true");
    expect(first).toHaveTextContent("終わるまでレシートは手書きで");
    // Unfolded, the line no longer repeats the text the body shows.
    expect(line).toHaveTextContent(/^お知らせ$/);
    // Each message folds on its own.
    expect(within(second).getByRole("button", { name: /^お知らせ(:|$)/ })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await userEvent.keyboard(" ");
    expect(line).toHaveAttribute("aria-expanded", "false");
    expect(first).not.toHaveTextContent("終わるまでレシートは手書きで");
  });

  it("reads again when staff open another page, and never on a timer (reads keep a session from idling)", async () => {
    // Fake timers from the start, so a query's interval would be one of them.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let current = [message(1, { message: "最初のお知らせ" })];
    const server = stubServer({ active: () => current });
    const { router } = renderBanner();
    expect(await screen.findByText("最初のお知らせ")).toBeInTheDocument();
    const reads = () => server.sent.filter((s) => s.path === "/system_messages/active").length;
    expect(reads()).toBe(1);

    // Minutes on one page: no read of its own.
    await act(async () => {
      vi.advanceTimersByTime(5 * 60_000);
    });
    expect(reads()).toBe(1);

    current = [message(2, { message: "新しいお知らせ" })];
    await act(async () => router.navigate("/attendance_logs"));
    expect(await screen.findByText("新しいお知らせ")).toBeInTheDocument();
    expect(reads()).toBe(2);
    expect(screen.queryByText("最初のお知らせ")).toBeNull();
  });

  it("shows a pushed message at once, then its full record from the read that follows", async () => {
    let sent = false;
    const pushed = message(7, {
      message: "ただいまより点検です",
      until: "2030-11-23T14:30:00.000Z",
    });
    const server = stubServer({ active: () => (sent ? [pushed] : []) });
    renderBanner(true);
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(shownTexts()).toEqual([]);
    const socket = FakeWebSocket.latest();
    await act(async () => socket.open());

    sent = true;
    await act(async () =>
      socket.message({ type: "system_message", message: pushed.message, system_message_id: 7 }),
    );
    expect(await screen.findByText("ただいまより点検です")).toBeInTheDocument();
    // The read after the push brings what the push does not carry: the end time (unfolded).
    await userEvent.click(screen.getByRole("button", { name: /^お知らせ(:|$)/ }));
    expect(await screen.findByText("11/23 23:30まで")).toBeInTheDocument();
    expect(shownTexts()).toHaveLength(1);

    // The same message told twice (two sockets of the lounge) still shows once.
    await act(async () =>
      socket.message({ type: "system_message", message: pushed.message, system_message_id: 7 }),
    );
    expect(shownTexts()).toHaveLength(1);
  });

  it("takes a banner down at once when head office ends the message (system_message_end)", async () => {
    // The server still lists it: only the push can take it down (there is no timer).
    stubServer({
      active: () => [
        message(5, { message: "終了されるお知らせ" }),
        message(6, { message: "続くお知らせ" }),
      ],
    });
    renderBanner(true);
    expect(await screen.findByText("終了されるお知らせ")).toBeInTheDocument();
    const socket = FakeWebSocket.latest();
    await act(async () => socket.open());
    await act(async () => socket.message({ type: "system_message_end", system_message_id: 5 }));
    await waitFor(() => expect(screen.queryByText("終了されるお知らせ")).not.toBeInTheDocument());
    expect(screen.getByText("続くお知らせ")).toBeInTheDocument();
  });

  it("closes a message on this device only: still closed after a remount, the others still shown", async () => {
    stubServer({
      active: () => [
        message(4, { message: "閉じるお知らせ" }),
        message(3, { message: "残るお知らせ" }),
      ],
    });
    const first = renderBanner();
    const closing = (await screen.findByText("閉じるお知らせ")).closest(
      "[data-testid=system-message]",
    ) as HTMLElement;
    const close = within(closing).getByRole("button", { name: "お知らせを閉じる" });
    await userEvent.click(close);
    expect(screen.queryByText("閉じるお知らせ")).not.toBeInTheDocument();
    expect(screen.getByText("残るお知らせ")).toBeInTheDocument();
    first.unmount();

    renderBanner();
    expect(await screen.findByText("残るお知らせ")).toBeInTheDocument();
    expect(screen.queryByText("閉じるお知らせ")).not.toBeInTheDocument();
    expect(
      JSON.parse(localStorage.getItem("lounge-office.dismissed-system-messages") ?? ""),
    ).toEqual([4]);
  });

  it("gives the close button a 44 px touch target", async () => {
    stubServer({ active: () => [message(5)] });
    renderBanner();
    const close = await screen.findByRole("button", { name: "お知らせを閉じる" });
    expect(close.style.getPropertyValue("--cb-size")).toMatch(/2\.75rem/);
  });

  it("hides a message whose 表示期限 has passed, and one when its 表示期限 passes", async () => {
    // Fake timers that still move with real time, so the queries and waits run as usual.
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
    stubServer({
      active: () => [
        message(6, {
          message: "もう期限切れ",
          until: new Date(NOW.getTime() - 1_000).toISOString(),
        }),
        message(5, {
          message: "1分後に期限",
          until: new Date(NOW.getTime() + 60_000).toISOString(),
        }),
        message(4, { message: "期限なし" }),
      ],
    });
    renderBanner();
    expect(await screen.findByText("1分後に期限")).toBeInTheDocument();
    expect(screen.queryByText("もう期限切れ")).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(61_000));
    // The server still lists it (the fake does not expire it): the banner hides it by its own clock.
    await waitFor(() => expect(screen.queryByText("1分後に期限")).not.toBeInTheDocument());
    expect(screen.getByText("期限なし")).toBeInTheDocument();
  });
});
