// A 401 while signed in leaves its reason for the sign-in page; a 401 without a session leaves none.
import type { Session } from "@lounge-office/domain/session";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch } from "../test/render";
import { ApiError } from "./api-client";
import { createQueryClient, SESSION_QUERY_KEY } from "./query-client";
import { sessionQueryOptions } from "./session";
import { forgetSessionEnded, readSessionEnded, SESSION_ENDED_MESSAGE } from "./session-ended";

const IDLE = "しばらく操作がなかったため、サインアウトしました。もう一度サインインしてください";
const lounge = { id: 1, name: "渋谷", time_zone: "Asia/Tokyo", business_day_cutoff: "06:00" };
const SESSION: Session = {
  staff: {
    id: 1,
    name: "店長",
    account: "m",
    role: "manager",
    role_ja: "店長",
    locale: "ja" as const,
  },
  lounge,
  lounges: [lounge],
  csrf_token: "t",
  expires_at: "2030-01-01T00:00:00.000Z",
};

afterEach(() => {
  vi.unstubAllGlobals();
  forgetSessionEnded();
});

const refused = (message: string) => () => {
  throw new ApiError(401, "unauthenticated", message);
};

describe("the reason a session ended", () => {
  it("is the server's 401 message when a call is refused while signed in", async () => {
    const client = createQueryClient();
    client.setQueryData(SESSION_QUERY_KEY, SESSION);
    await client.fetchQuery({ queryKey: ["board"], queryFn: refused(IDLE) }).catch(() => {});
    expect(client.getQueryData(SESSION_QUERY_KEY)).toBeNull();
    expect(readSessionEnded()).toBe(IDLE);
  });

  it("is a general one when the server gave only its default message", async () => {
    const client = createQueryClient();
    client.setQueryData(SESSION_QUERY_KEY, SESSION);
    await client
      .fetchQuery({ queryKey: ["board"], queryFn: refused("サインインしてください") })
      .catch(() => {});
    expect(readSessionEnded()).toBe(SESSION_ENDED_MESSAGE);
  });

  it("is kept when the session call itself finds the session gone", async () => {
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "/api/v1/session": () =>
          new Response(JSON.stringify({ error: { code: "unauthenticated", message: IDLE } }), {
            status: 401,
          }),
      }),
    );
    const client = createQueryClient();
    client.setQueryData(SESSION_QUERY_KEY, SESSION);
    expect(await client.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 })).toBeNull();
    expect(readSessionEnded()).toBe(IDLE);
  });

  it("is not noted without a session before (a first visit, a sign-out)", async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ["board"], queryFn: refused(IDLE) }).catch(() => {});
    expect(readSessionEnded()).toBeNull();
  });
});
