// System messages over HTTP: admins send one to a lounge or to every lounge, with or
// without an end, list them newest first and end one early; a lounge's devices read the active ones.
// Refusals (a past `until`, an unknown lounge, a bad text, staff and managers) write nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemMessages } from "../../db/schema";
import type { TestResponse } from "../../test/harness";
import {
  insertMessage,
  minutesFromNow,
  type SystemMessageWorld,
  send,
  startSystemMessageWorld,
} from "../../test/system-message-world";

let w: SystemMessageWorld;

beforeAll(async () => {
  w = await startSystemMessageWorld();
}, 60_000);
afterAll(() => w?.server.close());

const activeIds = async (loungeId: number, client = w.admin) => {
  const res = await client.get(`/system_messages/active?lounge_id=${loungeId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.system_messages.map((m: { id: number }) => m.id) as number[];
};

/** The call is refused with `status` in Japanese, and the database is as it was. */
async function expectRefused(call: () => Promise<TestResponse<any>>, status: number) {
  const before = await w.fingerprint();
  const res = await call();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error.message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  expect(await w.fingerprint()).toEqual(before);
  return res.body.error;
}

describe("sending", () => {
  it("sends to one lounge and answers 201 with the message as the list shows it", async () => {
    const until = minutesFromNow(90);
    const res = await send(w.admin, {
      lounge_id: w.world.own.id,
      message: "  本日は22時から点検です  ",
      until,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      lounge_id: w.world.own.id,
      lounge_name: "自店",
      message: "本日は22時から点検です",
      until: new Date(until).toISOString(),
      created_at: expect.any(String),
      created_by_name: w.world.admin.name,
      ended_at: null,
      active: true,
    });
    expect(Math.abs(Date.parse(res.body.created_at) - Date.now())).toBeLessThan(60_000);
  });

  it("sends to every lounge (lounge_id null, 全店舗) without an end", async () => {
    const res = await send(w.admin, { lounge_id: null, message: "全店へのお知らせ", until: null });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      lounge_id: null,
      lounge_name: null,
      until: null,
      active: true,
    });
    const absent = await send(w.admin, { lounge_id: null, message: "期限の指定なし" });
    expect(absent.status).toBe(201);
    expect(absent.body.until).toBeNull();
  });

  it("refuses an until that is not in the future by the server's clock (422) and writes nothing", async () => {
    for (const until of [minutesFromNow(-1), minutesFromNow(-60 * 24 * 365)]) {
      const error = await expectRefused(
        () => send(w.admin, { lounge_id: w.world.own.id, message: "過去の期限", until }),
        422,
      );
      expect(error).toMatchObject({
        code: "unprocessable",
        message: "表示期限には今より後の日時を指定してください",
        fields: { until: "表示期限には今より後の日時を指定してください" },
      });
    }
  });

  it("refuses an unknown lounge in Japanese on its field and writes nothing", async () => {
    const error = await expectRefused(
      () => send(w.admin, { lounge_id: 999_999, message: "どこにも届かない" }),
      422,
    );
    expect(error.fields).toEqual({ lounge_id: "送信先の店舗が見つかりません" });
  });

  it("refuses an empty, blank or over-long text (400, the schema's Japanese message)", async () => {
    const cases: [string, string][] = [
      ["", "お知らせの本文を入力してください"],
      ["   ", "お知らせの本文を入力してください"],
      ["あ".repeat(501), "お知らせの本文は500文字以内で入力してください"],
    ];
    for (const [message, expected] of cases) {
      const error = await expectRefused(
        () => send(w.admin, { lounge_id: w.world.own.id, message }),
        400,
      );
      expect(error.fields["system_message.message"]).toBe(expected);
    }
    const longest = await send(w.admin, { lounge_id: w.world.own.id, message: "あ".repeat(500) });
    expect(longest.status).toBe(201);
  });

  it("refuses staff and managers (403) and writes nothing", async () => {
    for (const client of [w.staff, w.manager]) {
      for (const lounge_id of [w.world.own.id, null]) {
        const error = await expectRefused(
          () => send(client, { lounge_id, message: "店長からのお知らせ" }),
          403,
        );
        expect(error.code).toBe("forbidden");
      }
    }
  });
});

describe("the active ones and the list", () => {
  it("shows a lounge's devices its own and every-lounge messages, not another lounge's, ended or expired ones", async () => {
    const own = await send(w.admin, { lounge_id: w.world.own.id, message: "自店向け" });
    const all = await send(w.admin, { lounge_id: null, message: "全店向け" });
    const other = await send(w.admin, { lounge_id: w.world.other.id, message: "他店向け" });
    const ended = await send(w.admin, { lounge_id: w.world.own.id, message: "終了済み" });
    expect((await w.admin.post(`/system_messages/${ended.body.id}/end`)).status).toBe(200);
    const expired = await insertMessage(w, {
      lounge_id: w.world.own.id,
      message: "期限切れ",
      until: new Date(Date.now() - 60_000),
    });

    const seenByStaff = await activeIds(w.world.own.id, w.staff);
    expect(seenByStaff).toEqual(expect.arrayContaining([own.body.id, all.body.id]));
    for (const id of [other.body.id, ended.body.id, expired.id])
      expect(seenByStaff).not.toContain(id);
    // Newest first, like the list.
    expect(seenByStaff.indexOf(all.body.id)).toBeLessThan(seenByStaff.indexOf(own.body.id));

    const seenAtOther = await activeIds(w.world.other.id, w.otherStaff);
    expect(seenAtOther).toEqual(expect.arrayContaining([all.body.id, other.body.id]));
    expect(seenAtOther).not.toContain(own.body.id);
  });

  it("refuses another lounge's active messages to its staff and managers (403)", async () => {
    for (const client of [w.staff, w.manager]) {
      const res = await client.get(`/system_messages/active?lounge_id=${w.world.other.id}`);
      expect(res.status).toBe(403);
    }
    expect((await w.admin.get("/system_messages/active?lounge_id=999999")).status).toBe(404);
  });

  it("lists every message newest first with its lounge, sender and state; staff and managers are refused", async () => {
    const expired = await insertMessage(w, {
      lounge_id: null,
      message: "一覧の期限切れ",
      until: new Date(Date.now() - 60_000),
    });
    const latest = await send(w.admin, { lounge_id: w.world.other.id, message: "一覧の最新" });
    const res = await w.admin.get("/system_messages");
    expect(res.status).toBe(200);
    const list = res.body.system_messages;
    expect(list[0]).toMatchObject({
      id: latest.body.id,
      lounge_name: "他店",
      created_by_name: w.world.admin.name,
      active: true,
    });
    expect(list.find((m: { id: number }) => m.id === expired.id)).toMatchObject({
      lounge_id: null,
      lounge_name: null,
      active: false,
      ended_at: null,
    });
    const times = list.map((m: { created_at: string }) => Date.parse(m.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const client of [w.staff, w.manager]) {
      expect((await client.get("/system_messages")).status).toBe(403);
    }
  });

  it("lists at most the newest 200", async () => {
    // In one insert, in the past: the newest 200 are these, the oldest 5 of them left out.
    const base = Date.now() - 3_600_000;
    await w.server.database.db.insert(systemMessages).values(
      Array.from({ length: 205 }, (_, i) => ({
        lounge_id: null,
        message: `大量${i}`,
        created_at: new Date(base - (205 - i) * 1_000),
        created_by: w.world.admin.id,
      })),
    );
    const res = await w.admin.get("/system_messages");
    const list: { message: string }[] = res.body.system_messages;
    expect(list).toHaveLength(200);
    expect(list.some((m) => m.message === "大量0")).toBe(false);
  });
});

describe("ending", () => {
  it("ends an active message at once; ending it again changes nothing (idempotent)", async () => {
    const sent = await send(w.admin, { lounge_id: w.world.own.id, message: "早めに終了" });
    expect(await activeIds(w.world.own.id)).toContain(sent.body.id);
    const first = await w.admin.post(`/system_messages/${sent.body.id}/end`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ id: sent.body.id, active: false });
    expect(Date.parse(first.body.ended_at)).not.toBeNaN();
    expect(await activeIds(w.world.own.id)).not.toContain(sent.body.id);

    const before = await w.fingerprint();
    const again = await w.admin.post(`/system_messages/${sent.body.id}/end`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await w.fingerprint()).toEqual(before);
  });

  it("leaves an expired message 期限切れ (not ended), refuses an unknown id (404) and staff (403)", async () => {
    const expired = await insertMessage(w, {
      lounge_id: w.world.own.id,
      message: "終了前に期限切れ",
      until: new Date(Date.now() - 60_000),
    });
    const res = await w.admin.post(`/system_messages/${expired.id}/end`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ active: false, ended_at: null });

    await expectRefused(() => w.admin.post("/system_messages/999999/end"), 404);
    const sent = await send(w.admin, {
      lounge_id: w.world.own.id,
      message: "スタッフは終了できない",
    });
    for (const client of [w.staff, w.manager]) {
      await expectRefused(() => client.post(`/system_messages/${sent.body.id}/end`), 403);
    }
  });
});
