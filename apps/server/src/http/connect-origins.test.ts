// The CSP's printer origins: read at most every 30 s, at once after an invalidation, never replaced
// by a read that started before a change, and kept when the database cannot be read.
import { describe, expect, it } from "vitest";
import { CONNECT_ORIGINS_TTL_MS, connectOrigins } from "./connect-origins";

const silent = { warn: () => {} } as never;

function setUp(fixed: string[] = []) {
  let clock = 1_000_000;
  const reads: { resolve: (origins: string[]) => void; reject: (e: Error) => void }[] = [];
  const origins = connectOrigins({
    fixed,
    load: () =>
      new Promise<string[]>((resolve, reject) => {
        reads.push({ resolve, reject });
      }),
    log: silent,
    now: () => clock,
  });
  return { origins, reads, tick: (ms: number) => (clock += ms) };
}

describe("connectOrigins", () => {
  it("reads once per TTL, shares one read between requests, and adds the fixed origins", async () => {
    const { origins, reads, tick } = setUp(["https://192.168.0.9:8043"]);
    const a = origins.refreshIfStale();
    const b = origins.refreshIfStale();
    expect(reads).toHaveLength(1);
    reads[0]!.resolve(["http://10.0.0.1:8008"]);
    await Promise.all([a, b]);
    expect(origins.directive()).toBe("'self' https://192.168.0.9:8043 http://10.0.0.1:8008");
    tick(CONNECT_ORIGINS_TTL_MS - 1);
    await origins.refreshIfStale();
    expect(reads).toHaveLength(1);
    tick(1);
    void origins.refreshIfStale();
    expect(reads).toHaveLength(2);
  });

  it("reads again at once after an invalidation, and a read begun before it does not count as fresh", async () => {
    const { origins, reads } = setUp();
    const first = origins.refreshIfStale();
    origins.invalidate();
    const second = origins.refreshIfStale();
    expect(reads).toHaveLength(2);
    reads[1]!.resolve(["http://10.0.0.2:8008"]);
    await second;
    // The older read answers last, with the list from before the change: it is not applied.
    reads[0]!.resolve([]);
    await first;
    expect(origins.directive()).toBe("'self' http://10.0.0.2:8008");
  });

  it("keeps the last list when a read fails, and tries again a few seconds later", async () => {
    const { origins, reads, tick } = setUp();
    const first = origins.refreshIfStale();
    reads[0]!.resolve(["http://10.0.0.3:8008"]);
    await first;
    tick(CONNECT_ORIGINS_TTL_MS);
    const failing = origins.refreshIfStale();
    reads[1]!.reject(new Error("connection lost"));
    await failing;
    expect(origins.directive()).toBe("'self' http://10.0.0.3:8008");
    await origins.refreshIfStale();
    expect(reads).toHaveLength(2);
    tick(5_000);
    void origins.refreshIfStale();
    expect(reads).toHaveLength(3);
  });
});
