// Reads and writes from contracts: keys derived from method, path and input; answers parsed by the
// response schema; server errors as Japanese messages; a write's invalidations.
import { defineContract, ERROR_MESSAGES_JA } from "@lounge-office/domain/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { z } from "zod";
import { ApiError } from "./api-client";
import { contractKey, contractQuery, useContractMutation } from "./contract-query";
import { createQueryClient } from "./query-client";

afterEach(() => vi.unstubAllGlobals());

/** Small contracts standing in for the real ones: the helpers read only method, path and schemas. */
const board = defineContract({
  method: "GET",
  path: "/boards",
  access: { action: "floor.use" },
  summary: "test",
  tags: ["test"],
  query: z.object({ lounge_id: z.number(), day: z.string().optional() }),
  response: z.object({ seats: z.number() }),
});
const orders = defineContract({
  method: "GET",
  path: "/groups/:id/orders",
  access: { action: "floor.use" },
  summary: "test",
  tags: ["test"],
  params: z.object({ id: z.number() }),
  response: z.array(z.string()),
});
const everything = defineContract({
  method: "GET",
  path: "/everything",
  access: { action: "floor.use" },
  summary: "test",
  tags: ["test"],
  response: z.object({ n: z.number() }),
});
const addOrder = defineContract({
  method: "POST",
  path: "/groups/:id/orders",
  access: { action: "floor.use" },
  summary: "test",
  tags: ["test"],
  params: z.object({ id: z.number() }),
  body: z.object({ item: z.string() }),
  response: z.object({ lounge_id: z.number() }),
  idempotency: "optional",
});

type Sent = { url: string; method: string; headers: Record<string, string>; body: unknown };

/** Answers every call with `answer` and records what was sent. */
function serve(answer: (url: string) => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: init.method ?? "GET",
      headers: init.headers as Record<string, string>,
      body: init.body ? JSON.parse(String(init.body)) : null,
    });
    return answer(url);
  });
  return sent;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe("contractKey", () => {
  it("names the call by method and path, then its input", () => {
    expect(contractKey(board)).toEqual(["GET /boards"]);
    expect(contractKey(board, { query: { lounge_id: 2 } })).toEqual([
      "GET /boards",
      { query: { lounge_id: 2 } },
    ]);
    expect(contractKey(orders, { params: { id: 5 } })).toEqual([
      "GET /groups/:id/orders",
      { params: { id: 5 } },
    ]);
    // No input and an empty one are the same read.
    expect(contractKey(everything, {})).toEqual(contractKey(everything));
    expect(contractQuery(everything).queryKey).toEqual(["GET /everything"]);
  });

  it("is the key contractQuery reads under", () => {
    const input = { query: { lounge_id: 2, day: "2025-01-01" } };
    expect(contractQuery(board, input).queryKey).toEqual(contractKey(board, input));
  });
});

describe("contractQuery", () => {
  it("sends the call and caches the answer parsed by the response schema", async () => {
    const sent = serve(() => json({ seats: 3, extra: "dropped" }));
    const client = createQueryClient();
    const read = contractQuery(board, { query: { lounge_id: 2 } });
    expect(await client.fetchQuery(read)).toEqual({ seats: 3 });
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual(["GET /boards?lounge_id=2"]);
    // Typed by the contract: the cache holds the parsed answer under the derived key.
    const cached: { seats: number } | undefined = client.getQueryData(read.queryKey);
    expect(cached).toEqual({ seats: 3 });
  });

  it("fills path parameters", async () => {
    const sent = serve(() => json(["ビール"]));
    const client = createQueryClient();
    expect(await client.fetchQuery(contractQuery(orders, { params: { id: 42 } }))).toEqual([
      "ビール",
    ]);
    expect(sent[0]?.url).toBe("/groups/42/orders");
  });

  it("refuses an answer its schema does not accept", async () => {
    serve(() => json({ seats: "many" }));
    const client = createQueryClient();
    await expect(
      client.fetchQuery({ ...contractQuery(board, { query: { lounge_id: 1 } }), retry: false }),
    ).rejects.toThrow();
  });

  it("turns a server error into an ApiError with its Japanese message", async () => {
    serve(() => json({ error: { code: "not_found", message: "" } }, 404));
    const client = createQueryClient();
    const error = await client
      .fetchQuery(contractQuery(orders, { params: { id: 1 } }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: "not_found" });
    expect((error as ApiError).message).toBe(ERROR_MESSAGES_JA.not_found);
  });

  it("aborts the request when the query is cancelled only when asked", async () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal("fetch", (_url: string, init: RequestInit) => {
      if (init.signal) signals.push(init.signal);
      return new Promise(() => {});
    });
    const client = createQueryClient();
    void client.fetchQuery(contractQuery(everything)).catch(() => {});
    void client
      .fetchQuery(contractQuery(board, { query: { lounge_id: 1 } }, { abortable: true }))
      .catch(() => {});
    await waitFor(() => expect(signals).toHaveLength(2));
    await client.cancelQueries();
    expect(signals.map((s) => s.aborted)).toEqual([false, true]);
  });
});

const wrapperOf =
  (client: ReturnType<typeof createQueryClient>) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );

/** A cache holding a read of each kind, to see which a write marks stale. */
function filledCache() {
  const client = createQueryClient();
  client.setQueryData(contractKey(board, { query: { lounge_id: 1 } }), { seats: 1 });
  client.setQueryData(contractKey(board, { query: { lounge_id: 1, day: "2025-01-01" } }), {
    seats: 1,
  });
  client.setQueryData(contractKey(board, { query: { lounge_id: 2 } }), { seats: 2 });
  client.setQueryData(contractKey(orders, { params: { id: 7 } }), []);
  client.setQueryData(["session"], { staff: "a" });
  const stale = () =>
    client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => JSON.stringify(q.queryKey))
      .sort();
  return { client, stale };
}

describe("useContractMutation", () => {
  it("types the variables as the call's input, or as what `input` takes", () => {
    const client = createQueryClient();
    const { result } = renderHook(
      () => ({
        direct: useContractMutation(addOrder),
        mapped: useContractMutation(addOrder, {
          input: (item: string) => ({ params: { id: 1 }, body: { item } }),
        }),
      }),
      { wrapper: wrapperOf(client) },
    );
    expectTypeOf(result.current.mapped.mutate).parameter(0).toEqualTypeOf<string>();
    expectTypeOf(result.current.direct.mutate)
      .parameter(0)
      .toExtend<{ params: { id: number }; body: { item: string } }>();
    // Never run: variables other than the call's input need `input` to become one.
    const _typesOnly = () =>
      // @ts-expect-error a string is not the call's input
      useContractMutation(addOrder, { onSuccess: (_data, _sent: string) => {} });
  });

  it("sends the variables as the call's input and marks a contract's reads stale", async () => {
    const sent = serve(() => json({ lounge_id: 1 }, 201));
    const { client, stale } = filledCache();
    const { result } = renderHook(() => useContractMutation(addOrder, { invalidate: [orders] }), {
      wrapper: wrapperOf(client),
    });
    await act(() => result.current.mutateAsync({ params: { id: 7 }, body: { item: "ビール" } }));
    expect(sent[0]).toMatchObject({
      url: "/groups/7/orders",
      method: "POST",
      body: { item: "ビール" },
    });
    expect(stale()).toEqual([JSON.stringify(contractKey(orders, { params: { id: 7 } }))]);
  });

  it("maps variables to the input (an Idempotency-Key) and invalidates by the answer", async () => {
    const sent = serve(() => json({ lounge_id: 1 }, 201));
    const { client, stale } = filledCache();
    const { result } = renderHook(
      () =>
        useContractMutation(addOrder, {
          input: ({ groupId, key }: { groupId: number; key: string }) => ({
            params: { id: groupId },
            body: { item: "ビール" },
            headers: { "Idempotency-Key": key },
          }),
          // One lounge's boards, whatever their day: the key's object matches partially.
          invalidate: (saved) => [contractKey(board, { query: { lounge_id: saved.lounge_id } })],
        }),
      { wrapper: wrapperOf(client) },
    );
    await act(() => result.current.mutateAsync({ groupId: 7, key: "k-1" }));
    expect(sent[0]?.headers["Idempotency-Key"]).toBe("k-1");
    expect(stale()).toEqual(
      [
        contractKey(board, { query: { lounge_id: 1 } }),
        contractKey(board, { query: { lounge_id: 1, day: "2025-01-01" } }),
      ]
        .map((key) => JSON.stringify(key))
        .sort(),
    );
  });

  it("invalidates every cached read with 'all', after the caller's onSuccess", async () => {
    serve(() => json({ lounge_id: 1 }, 201));
    const { client, stale } = filledCache();
    const seen: string[][] = [];
    const { result } = renderHook(
      () =>
        useContractMutation(addOrder, {
          invalidate: "all",
          onSuccess: () => {
            seen.push(stale());
          },
        }),
      { wrapper: wrapperOf(client) },
    );
    await act(() => result.current.mutateAsync({ params: { id: 7 }, body: { item: "水" } }));
    expect(seen).toEqual([[]]);
    expect(stale()).toHaveLength(5);
  });

  it("invalidates nothing when the call fails, and reports the Japanese message", async () => {
    serve(() => json({ error: { code: "conflict", message: "" } }, 409));
    const { client, stale } = filledCache();
    const { result } = renderHook(() => useContractMutation(addOrder, { invalidate: "all" }), {
      wrapper: wrapperOf(client),
    });
    act(() => result.current.mutate({ params: { id: 7 }, body: { item: "水" } }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(ERROR_MESSAGES_JA.conflict);
    expect(stale()).toEqual([]);
  });
});
