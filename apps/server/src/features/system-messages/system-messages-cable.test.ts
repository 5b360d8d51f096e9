// A system message reaches the open devices at once: sent to one lounge it arrives on
// that lounge's sockets as `{type:"system_message", message, system_message_id}` and not on another's;
// sent to every lounge it arrives on both; a refused one sends nothing; ending one early tells the
// same sockets `{type:"system_message_end", system_message_id}` once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CableClient, type Message, openCable } from "../../test/cable-client";
import {
  minutesFromNow,
  type SystemMessageWorld,
  send,
  startSystemMessageWorld,
} from "../../test/system-message-world";

let w: SystemMessageWorld;
let own: CableClient;
let other: CableClient;

beforeAll(async () => {
  w = await startSystemMessageWorld();
}, 60_000);
afterAll(() => w?.server.close());

const isSystemMessage = (m: Message) => m.type === "system_message";
const systemMessagesOf = (cable: CableClient) => cable.messages.filter(isSystemMessage);

describe("delivery over /cable", () => {
  it("delivers a lounge's message to that lounge's socket only, and an every-lounge one to both", async () => {
    own = await openCable(w.staff, w.world.own.id);
    other = await openCable(w.otherStaff, w.world.other.id);
    // Both sockets are registered with the hub once welcomed.
    for (const cable of [own, other]) await cable.next((m) => m.type === "welcome");

    const toOwn = await send(w.admin, { lounge_id: w.world.own.id, message: "自店だけに届く" });
    expect(toOwn.status).toBe(201);
    expect(await own.next(isSystemMessage)).toEqual({
      type: "system_message",
      message: "自店だけに届く",
      system_message_id: toOwn.body.id,
    });

    const toAll = await send(w.admin, {
      lounge_id: null,
      message: "全店に届く",
      until: minutesFromNow(30),
    });
    expect(toAll.status).toBe(201);
    const expected = {
      type: "system_message",
      message: "全店に届く",
      system_message_id: toAll.body.id,
    };
    const matches = (m: Message) => isSystemMessage(m) && m.system_message_id === toAll.body.id;
    expect(await own.next(matches)).toEqual(expected);
    expect(await other.next(matches)).toEqual(expected);
    // Events are relayed in commit order: once the later one is there, the first one had its chance.
    expect(systemMessagesOf(other)).toEqual([expected]);
  });

  it("sends nothing for a refused message (a past until, a staff member's)", async () => {
    const before = systemMessagesOf(own).length;
    const past = await send(w.admin, {
      lounge_id: w.world.own.id,
      message: "届かない（期限切れ）",
      until: minutesFromNow(-5),
    });
    expect(past.status).toBe(422);
    const byStaff = await send(w.staff, { lounge_id: w.world.own.id, message: "届かない（権限）" });
    expect(byStaff.status).toBe(403);
    const marker = await send(w.admin, { lounge_id: w.world.own.id, message: "目印" });
    await own.next((m) => isSystemMessage(m) && m.system_message_id === marker.body.id);
    expect(
      systemMessagesOf(own)
        .slice(before)
        .map((m) => m.message),
    ).toEqual(["目印"]);
  });

  it("tells open devices when a message is ended early, once, to the lounges it was sent to", async () => {
    const toAll = await send(w.admin, { lounge_id: null, message: "取り下げる全店お知らせ" });
    const toOwn = await send(w.admin, {
      lounge_id: w.world.own.id,
      message: "取り下げる自店お知らせ",
    });
    const end = (id: number) => w.admin.post(`/system_messages/${id}/end`, {});
    expect((await end(toAll.body.id)).status).toBe(200);
    expect((await end(toOwn.body.id)).status).toBe(200);
    // Ending again tells nobody again.
    expect((await end(toOwn.body.id)).status).toBe(200);
    const marker = await send(w.admin, { lounge_id: null, message: "目印2" });

    const isEnd = (m: Message) => m.type === "system_message_end";
    const untilMarker = async (cable: CableClient) => {
      await cable.next((m) => isSystemMessage(m) && m.system_message_id === marker.body.id);
      return cable.messages.filter(isEnd);
    };
    expect(await untilMarker(own)).toEqual([
      { type: "system_message_end", system_message_id: toAll.body.id },
      { type: "system_message_end", system_message_id: toOwn.body.id },
    ]);
    expect(await untilMarker(other)).toEqual([
      { type: "system_message_end", system_message_id: toAll.body.id },
    ]);
    own.close();
    other.close();
  });
});
