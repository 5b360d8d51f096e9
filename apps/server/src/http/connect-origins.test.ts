// The CSP's printer origins, per lounge: read at most every 30 s, at once after an invalidation,
// never replaced by a read that started before a change, kept when the database cannot be read,
// and never one lounge's printers on another lounge's page or on a page without a lounge.
import { describe, expect, it } from "vitest";
import { CONNECT_ORIGINS_TTL_MS, connectOrigins } from "./connect-origins";

const silent = { warn: () => {} } as never;

type Read = { loungeId: number; resolve: (origins: string[]) => void; reject: (e: Error) => void };

function setUp(fixed: string[] = []) {
  let clock = 1_000_000;
  const reads: Read[] = [];
  const origins = connectOrigins({
    fixed,
    load: (loungeId) =>
      new Promise<string[]>((resolve, reject) => {
        reads.push({ loungeId, resolve, reject });
      }),
    log: silent,
    now: () => clock,
  });
  return { origins, reads, tick: (ms: number) => (clock += ms) };
}

describe("connectOrigins", () => {
  it("reads once per TTL, shares one read between requests, and adds the fixed origins", async () => {
    const { origins, reads, tick } = setUp(["https://192.168.0.9:8043"]);
    const a = origins.refreshIfStale(1);
    const b = origins.refreshIfStale(1);
    expect(reads).toHaveLength(1);
    reads[0]!.resolve(["http://10.0.0.1:8008"]);
    await Promise.all([a, b]);
    expect(origins.directive(1)).toBe("'self' https://192.168.0.9:8043 http://10.0.0.1:8008");
    tick(CONNECT_ORIGINS_TTL_MS - 1);
    await origins.refreshIfStale(1);
    expect(reads).toHaveLength(1);
    tick(1);
    void origins.refreshIfStale(1);
    expect(reads).toHaveLength(2);
  });

  it("keeps each lounge's printers to its own pages, and none without a lounge", async () => {
    const { origins, reads } = setUp(["https://192.168.0.9:8043"]);
    const one = origins.refreshIfStale(1);
    const two = origins.refreshIfStale(2);
    expect(reads.map((read) => read.loungeId)).toEqual([1, 2]);
    reads[0]!.resolve(["http://10.0.0.1:8008"]);
    reads[1]!.resolve(["http://10.0.0.2:8008"]);
    await Promise.all([one, two]);
    expect(origins.directive(1)).toBe("'self' https://192.168.0.9:8043 http://10.0.0.1:8008");
    expect(origins.directive(2)).toBe("'self' https://192.168.0.9:8043 http://10.0.0.2:8008");
    expect(origins.directive(null)).toBe("'self' https://192.168.0.9:8043");
    // A lounge not read yet has no printer on its page rather than another lounge's.
    expect(origins.directive(3)).toBe("'self' https://192.168.0.9:8043");
    // Each lounge's list keeps its own age: a fresh one is not read again for another's sake.
    await origins.refreshIfStale(1);
    await origins.refreshIfStale(2);
    expect(reads).toHaveLength(2);
  });

  it("reads every lounge again at once after an invalidation, and a read begun before it does not count as fresh", async () => {
    const { origins, reads } = setUp();
    const first = origins.refreshIfStale(1);
    origins.invalidate();
    const second = origins.refreshIfStale(1);
    expect(reads).toHaveLength(2);
    reads[1]!.resolve(["http://10.0.0.2:8008"]);
    await second;
    // The older read answers last, with the list from before the change: it is not applied.
    reads[0]!.resolve([]);
    await first;
    expect(origins.directive(1)).toBe("'self' http://10.0.0.2:8008");

    const other = origins.refreshIfStale(2);
    reads[2]!.resolve(["http://10.0.0.3:8008"]);
    await other;
    origins.invalidate();
    void origins.refreshIfStale(1);
    void origins.refreshIfStale(2);
    expect(reads.slice(3).map((read) => read.loungeId)).toEqual([1, 2]);
  });

  it("keeps the last list when a read fails, and tries again a few seconds later", async () => {
    const { origins, reads, tick } = setUp();
    const first = origins.refreshIfStale(1);
    reads[0]!.resolve(["http://10.0.0.3:8008"]);
    await first;
    tick(CONNECT_ORIGINS_TTL_MS);
    const failing = origins.refreshIfStale(1);
    reads[1]!.reject(new Error("connection lost"));
    await failing;
    expect(origins.directive(1)).toBe("'self' http://10.0.0.3:8008");
    await origins.refreshIfStale(1);
    expect(reads).toHaveLength(2);
    tick(5_000);
    void origins.refreshIfStale(1);
    expect(reads).toHaveLength(3);
  });
});
