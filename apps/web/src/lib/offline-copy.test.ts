// The board's offline copies: an answer the service worker kept says when it was read, a live one
// clears it; the copies are forgotten on demand; the page and the service worker agree on names.
import { readFileSync } from "node:fs";
import path from "node:path";
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DATA_CACHE,
  forgetOfflineCopies,
  noteAnswer,
  OFFLINE_COPY_HEADER,
  useOfflineCopyReadAt,
} from "./offline-copy";

const SERVICE_WORKER = readFileSync(
  path.resolve(import.meta.dirname, "../../public/sw.js"),
  "utf8",
);
const constantOf = (name: string) =>
  SERVICE_WORKER.match(new RegExp(`const ${name} = "([^"]+)";`))?.[1];

afterEach(() => {
  vi.unstubAllGlobals();
  noteAnswer(new Headers());
});

describe("offline copies", () => {
  it("the service worker keeps them under the names the page forgets and reads", () => {
    expect(constantOf("DATA_CACHE")).toBe(DATA_CACHE);
    expect(constantOf("OFFLINE_COPY_HEADER")).toBe(OFFLINE_COPY_HEADER);
  });

  it("a kept answer says when it was read; the next live answer clears it", () => {
    const { result } = renderHook(() => useOfflineCopyReadAt());
    expect(result.current).toBeNull();
    const readAt = Date.parse("2026-11-28T13:05:00Z");
    act(() => noteAnswer(new Headers({ [OFFLINE_COPY_HEADER]: String(readAt) })));
    expect(result.current).toBe(readAt);
    act(() => noteAnswer(new Headers({ [OFFLINE_COPY_HEADER]: "nonsense" })));
    expect(result.current).toBeNull();
    act(() => noteAnswer(new Headers({ [OFFLINE_COPY_HEADER]: String(readAt) })));
    act(() => noteAnswer(new Headers({ "content-type": "application/json" })));
    expect(result.current).toBeNull();
  });

  it("forgetting deletes the kept answers and leaves nothing marked as a copy", async () => {
    const deleted: string[] = [];
    vi.stubGlobal("caches", { delete: async (name: string) => deleted.push(name) > 0 });
    const { result } = renderHook(() => useOfflineCopyReadAt());
    act(() => noteAnswer(new Headers({ [OFFLINE_COPY_HEADER]: "1764335100000" })));
    await act(() => forgetOfflineCopies());
    expect(deleted).toEqual([DATA_CACHE]);
    expect(result.current).toBeNull();
  });

  it("forgetting without the Cache API (an insecure page) is no error", async () => {
    vi.stubGlobal("caches", undefined);
    await expect(forgetOfflineCopies()).resolves.toBeUndefined();
  });
});
