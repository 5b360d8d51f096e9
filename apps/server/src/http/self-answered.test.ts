// Routes whose handler answers itself (Prometheus' text, a CSV) are answered once: the router used
// to send the handler's result again after an async handler had sent the reply, logging
// "Reply was already sent" (FST_ERR_REP_ALREADY_SENT) on every scrape and every download.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capturedLog } from "../test/captured-log";
import { startTestServer, type TestServer } from "../test/harness";
import { buildWorld } from "../test/world";

let server: TestServer;
const { lines, logger } = capturedLog("info");

beforeAll(async () => {
  server = await startTestServer({ logger });
}, 60_000);
afterAll(() => server?.close());

describe("a handler that sends its own answer", () => {
  it("is answered once: Prometheus' text and the attendance CSV, with no second send logged", async () => {
    const world = await buildWorld(server.database.db);
    const metrics = await server.client().get("/metrics");
    expect(metrics.status).toBe(200);
    expect(String(metrics.body)).toContain("lounge_office_");

    const manager = server.client();
    expect((await manager.signIn("w-manager", "lounge-demo", world.own.id)).status).toBe(200);
    const csv = await manager.get(
      `/attendance_logs/export?lounge_id=${world.own.id}&month=2025-11`,
    );
    expect(csv.status).toBe(200);

    const doubled = lines.filter((line) => line.includes("FST_ERR_REP_ALREADY_SENT"));
    expect(doubled).toEqual([]);
  });
});
