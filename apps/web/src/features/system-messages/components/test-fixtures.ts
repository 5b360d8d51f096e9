// What the system messages' component tests share: 渋谷 and 新宿, an admin's session, the tests' clock,
// a message builder and a fake server answering the feature's calls as their contracts do, recording
// every request it got.
import type { Session } from "@lounge-office/domain/session";
import type { SystemMessage } from "@lounge-office/domain/system-messages";
import { vi } from "vitest";
import { jsonFetch } from "../../../test/render";

export const SHIBUYA = {
  id: 1,
  name: "渋谷",
  time_zone: "Asia/Tokyo",
  business_day_cutoff: "06:00",
};
export const SHINJUKU = {
  id: 2,
  name: "新宿",
  time_zone: "Asia/Tokyo",
  business_day_cutoff: "06:00",
};

export const ADMIN_SESSION: Session = {
  staff: {
    id: 1,
    name: "本部 管理者",
    account: "admin",
    role: "admin",
    role_ja: "管理者",
    locale: "ja" as const,
  },
  lounge: SHIBUYA,
  lounges: [SHIBUYA, SHINJUKU],
  csrf_token: "token",
  expires_at: "2030-01-01T00:00:00.000Z",
};

/** The tests' clock: 2026-11-23 21:00 in Tokyo. */
export const NOW = new Date("2026-11-23T12:00:00.000Z");

/** A message to 渋谷 sent at 20:00 by the admin, shown until dismissed; `over` says what differs. */
export const message = (id: number, over: Partial<SystemMessage> = {}): SystemMessage => ({
  id,
  lounge_id: SHIBUYA.id,
  lounge_name: SHIBUYA.name,
  message: `お知らせ${id}`,
  until: null,
  created_at: "2026-11-23T11:00:00.000Z",
  created_by_name: "本部 管理者",
  ended_at: null,
  active: true,
  ...over,
});

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export type Sent = { method: string; path: string; search: string; body: unknown };

type Answer = (body: unknown, url: URL) => Response | Promise<Response>;

/**
 * Stubs fetch: the session, the active messages and the list (read anew on each call), and the two
 * writes answered by `create` and `end` (default: 201 with the message, 200 with it ended).
 */
export function stubServer({
  active = () => [],
  list = () => [],
  create = (body) =>
    json(
      message(90, {
        ...(body as { system_message: Partial<SystemMessage> }).system_message,
        lounge_name: "渋谷",
      }),
      201,
    ),
  end = (_body, url) =>
    json(
      message(Number(url.pathname.split("/")[2]), {
        active: false,
        ended_at: NOW.toISOString(),
      }),
    ),
}: {
  active?: () => SystemMessage[];
  list?: () => SystemMessage[];
  create?: Answer;
  end?: Answer;
} = {}) {
  const sent: Sent[] = [];
  const record = (url: URL, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    sent.push({ method: init?.method ?? "GET", path: url.pathname, search: url.search, body });
    return body;
  };
  const endPath = /^\/system_messages\/\d+\/end$/;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    if (endPath.test(url.pathname)) return end(record(url, init), url);
    return jsonFetch({
      "/api/v1/session": ADMIN_SESSION,
      "/system_messages/active": (u: URL, i?: RequestInit) => {
        record(u, i);
        return json({ system_messages: active() });
      },
      "/system_messages": (u: URL, i?: RequestInit) => {
        const body = record(u, i);
        return i?.method === "POST" ? create(body, u) : json({ system_messages: list() });
      },
    })(input, init);
  });
  return { sent, posts: () => sent.filter((s) => s.method === "POST") };
}
