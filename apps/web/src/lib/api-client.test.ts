// The fetch wrapper: CSRF header on mutations only, server errors and network failures as Japanese messages.

import { defineContract, ERROR_MESSAGES_JA } from "@lounge-office/domain/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  ApiError,
  call,
  isAbort,
  NETWORK_ERROR_MESSAGE,
  REQUEST_TIMEOUT_MS,
  setCsrfToken,
  TIMEOUT_ERROR_MESSAGE,
  withQuery,
} from "./api-client";
import { t as common } from "./common-messages";
import { refusalMessage } from "./http";

afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfToken(null);
});

const capture = () => {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify({ ok: true }), { status: 200 });
  });
  return calls;
};

/** Small contracts standing in for the real ones: the wrapper only reads method, path and schemas. */
const read = defineContract({
  method: "GET",
  path: "/x",
  access: { action: "session" },
  summary: "test",
  tags: ["test"],
  response: z.object({ n: z.number() }),
});
const write = defineContract({
  method: "POST",
  path: "/x",
  access: { action: "session" },
  summary: "test",
  tags: ["test"],
  body: z.object({ a: z.number().optional() }),
  response: z.unknown(),
});

describe("the fetch wrapper", () => {
  it("sends the CSRF token on mutations and not on reads", async () => {
    const calls = capture();
    setCsrfToken("token-123");
    await call(read).catch(() => undefined);
    await call(write, { body: { a: 1 } });
    const headers = calls.map((c) => c.init.headers as Record<string, string>);
    expect(headers[0]?.["x-csrf-token"]).toBeUndefined();
    expect(headers[1]?.["x-csrf-token"]).toBe("token-123");
    expect(headers[1]?.["content-type"]).toBe("application/json");
    expect(calls[1]?.init.body).toBe('{"a":1}');
  });

  it("turns the server's error body into an ApiError with its Japanese message and fields", async () => {
    vi.stubGlobal(
      "fetch",
      async () =>
        new Response(
          JSON.stringify({
            error: {
              code: "validation_failed",
              message: "名前を入力してください",
              fields: { name: "名前を入力してください" },
            },
          }),
          { status: 400 },
        ),
    );
    const error = await call(write, { body: {} }).catch((e: ApiError) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "名前を入力してください",
    });
    expect((error as ApiError).fields).toEqual({ name: "名前を入力してください" });
  });

  it("says a general refusal from the page's catalog and a particular one as the server words it", () => {
    expect(refusalMessage("conflict", ERROR_MESSAGES_JA.conflict)).toBe(common("error.conflict"));
    expect(refusalMessage("conflict")).toBe(common("error.conflict"));
    expect(refusalMessage("conflict", "この席は他の端末で移動されました")).toBe(
      "この席は他の端末で移動されました",
    );
  });

  it("falls back to the code's default message for a body it cannot read", async () => {
    vi.stubGlobal("fetch", async () => new Response("<html>bad gateway</html>", { status: 502 }));
    await expect(call(read)).rejects.toMatchObject({
      code: "internal",
      message: expect.stringContaining("サーバー"),
    });
  });

  it("reports a network failure in Japanese", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(call(read)).rejects.toMatchObject({
      code: "network",
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it("gives up after the original system's 60 s without an answer and says so in Japanese", async () => {
    vi.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      vi.stubGlobal("fetch", (_url: string, init: RequestInit) => {
        signal = init.signal ?? undefined;
        return new Promise((_resolve, reject) =>
          init.signal?.addEventListener("abort", () =>
            reject(new DOMException("aborted", "AbortError")),
          ),
        );
      });
      const answer = call(read).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await answer;
      expect(REQUEST_TIMEOUT_MS).toBe(60_000);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: "timeout", message: TIMEOUT_ERROR_MESSAGE });
      expect(TIMEOUT_ERROR_MESSAGE).toBe(
        "サーバーの応答がありません（60秒）。通信状態を確認して、もう一度お試しください",
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("passes the caller's abort through as an abort, not as a failure", async () => {
    vi.stubGlobal(
      "fetch",
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener("abort", () =>
            reject(new DOMException("aborted", "AbortError")),
          ),
        ),
    );
    const controller = new AbortController();
    const answer = call(read, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await answer;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(isAbort(error)).toBe(true);
  });

  it("parses the response with the contract's schema", async () => {
    vi.stubGlobal(
      "fetch",
      async () => new Response(JSON.stringify({ n: "not a number" }), { status: 200 }),
    );
    await expect(call(read)).rejects.toThrow();
  });

  it("builds query strings without empty values", () => {
    expect(withQuery("/p", { a: 1, b: "", c: undefined, d: "x y" })).toBe("/p?a=1&d=x+y");
    // A list repeats its key, as the original system's `customer_group_ids[]=1&customer_group_ids[]=2`.
    const listed = new URL(withQuery("/p", { "ids[]": [1, 2], e: [] }), "http://x");
    expect(listed.searchParams.getAll("ids[]")).toEqual(["1", "2"]);
    expect(listed.searchParams.has("e")).toBe(false);
  });
});

describe("call", () => {
  const contract = defineContract({
    method: "PATCH",
    path: "/api/v1/things/:id/parts/:part",
    access: { action: "floor.use" },
    summary: "test",
    tags: ["test"],
    params: z.object({ id: z.number(), part: z.string() }),
    query: z.object({ lounge_id: z.number(), all: z.boolean().optional() }),
    body: z.object({ name: z.string() }),
    response: z.object({ ok: z.literal(true) }).transform(() => "parsed" as const),
  });

  it("sends the contract's method, fills and encodes the path, adds the query and JSON body", async () => {
    const calls = capture();
    setCsrfToken("t");
    const answer = await call(contract, {
      params: { id: 7, part: "a/b c" },
      query: { lounge_id: 3, all: true },
      body: { name: "石田" },
    });
    expect(answer).toBe("parsed");
    expect(calls[0]?.url).toBe("/api/v1/things/7/parts/a%2Fb%20c?lounge_id=3&all=true");
    expect(calls[0]?.init.method).toBe("PATCH");
    expect(calls[0]?.init.body).toBe('{"name":"石田"}');
  });

  it("sends a multipart body as FormData, without a JSON content type", async () => {
    const calls = capture();
    const upload = defineContract({
      method: "POST",
      path: "/api/v1/uploads",
      access: { action: "menus.manage" },
      summary: "test",
      tags: ["test"],
      body: z.unknown(),
      multipart: true,
      response: null,
    });
    const form = new FormData();
    form.set("file", new Blob(["x"]), "x.png");
    await call(upload, { body: form });
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(calls[0]?.init.body).toBe(form);
    expect(headers["content-type"]).toBeUndefined();
  });
});
