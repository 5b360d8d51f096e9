// GET /metrics/cpu_utilization/fetch_data over HTTP: the original system's shape with series sorted by name and
// points in time order, the window (default 3 hours, up to 14 days), NULL samples as `unavailable`
// without invented points, and refused windows with a Japanese message.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cpuSamples } from "../../db/schema";
import { startTestServer, type TestClient, type TestServer } from "../../test/harness";
import { buildWorld } from "../../test/world";
import { minuteOf } from "./cpu-sampler";

let server: TestServer;
let admin: TestClient;
let manager: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  const world = await buildWorld(server.database.db);
  admin = server.client();
  manager = server.client();
  for (const [client, account] of [
    [admin, "w-admin"],
    [manager, "w-manager"],
  ] as const) {
    const res = await client.signIn(account, "lounge-demo", world.own.id);
    if (res.status !== 200) throw new Error(`sign-in of ${account} failed: ${res.status}`);
  }
}, 60_000);
afterAll(() => server?.close());
/** The current minute, fixed per test: times written and times expected agree across a minute's turn. */
let base: number;
beforeEach(async () => {
  base = minuteOf(new Date()).getTime();
  await server.database.db.delete(cpuSamples);
});

const PATH = "/metrics/cpu_utilization/fetch_data";
const MINUTE = 60_000;
/** `minutes` before the test's minute (the route's window ends now: windows keep 5 minutes' margin). */
const ago = (minutes: number) => new Date(base - minutes * MINUTE);

type Row = { kind: "ec2" | "rds"; name: string; sampled_at: Date; value: number | null };
const insert = (rows: Row[]) => server.database.db.insert(cpuSamples).values(rows);

describe("GET /metrics/cpu_utilization/fetch_data", () => {
  it("answers the original system's shape: series by name, points in time order, ISO times", async () => {
    await insert([
      { kind: "ec2", name: "web-b:3002", sampled_at: ago(1), value: 12.3 },
      { kind: "ec2", name: "web-a:3001", sampled_at: ago(1), value: 81.5 },
      { kind: "ec2", name: "web-a:3001", sampled_at: ago(3), value: 40 },
      { kind: "ec2", name: "web-a:3001", sampled_at: ago(2), value: 0 },
      { kind: "rds", name: "PostgreSQL 127.0.0.1:5432", sampled_at: ago(2), value: 7.1 },
      { kind: "rds", name: "PostgreSQL 127.0.0.1:5432", sampled_at: ago(1), value: 100 },
    ]);
    const res = await admin.get(PATH);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      ec2: [
        {
          name: "web-a:3001",
          cpu_data: [
            { time: ago(3).toISOString(), value: 40 },
            { time: ago(2).toISOString(), value: 0 },
            { time: ago(1).toISOString(), value: 81.5 },
          ],
          unavailable: false,
        },
        {
          name: "web-b:3002",
          cpu_data: [{ time: ago(1).toISOString(), value: 12.3 }],
          unavailable: false,
        },
      ],
      rds: [
        {
          name: "PostgreSQL 127.0.0.1:5432",
          cpu_data: [
            { time: ago(2).toISOString(), value: 7.1 },
            { time: ago(1).toISOString(), value: 100 },
          ],
          unavailable: false,
        },
      ],
    });
  });

  it("answers empty lists when nothing was sampled", async () => {
    const res = await admin.get(PATH);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ec2: [], rds: [] });
  });

  it("covers the last 3 hours by default and the hours asked for otherwise", async () => {
    await insert([
      { kind: "ec2", name: "web:3000", sampled_at: ago(2 * 60 - 5), value: 20 },
      { kind: "ec2", name: "web:3000", sampled_at: ago(3 * 60 - 5), value: 30 },
      { kind: "ec2", name: "web:3000", sampled_at: ago(3 * 60 + 5), value: 31 },
      { kind: "ec2", name: "web:3000", sampled_at: ago(13 * 24 * 60), value: 13 },
      // Only outside the default window: not listed at all by default.
      { kind: "rds", name: "old-db", sampled_at: ago(5 * 60), value: 50 },
    ]);
    const values = (body: { ec2: Array<{ cpu_data: Array<{ value: number }> }> }) =>
      body.ec2[0]?.cpu_data.map((p) => p.value);

    const byDefault = await admin.get(PATH);
    expect(values(byDefault.body)).toEqual([30, 20]);
    expect(byDefault.body.rds).toEqual([]);

    const twoHours = await admin.get(`${PATH}?hours=2`);
    expect(values(twoHours.body)).toEqual([20]);

    const sixHours = await admin.get(`${PATH}?hours=6`);
    expect(values(sixHours.body)).toEqual([31, 30, 20]);
    expect(sixHours.body.rds).toEqual([
      {
        name: "old-db",
        cpu_data: [{ time: ago(5 * 60).toISOString(), value: 50 }],
        unavailable: false,
      },
    ]);

    // 14 days are drawn as 56-minute peaks: 3 h ± 5 min may share a bucket (then 31 stands for both).
    const fortnight = values((await admin.get(`${PATH}?hours=336`)).body) ?? [];
    expect(fortnight[0]).toBe(13);
    expect(fortnight).toContain(31);
    expect(fortnight.at(-1)).toBe(20);
    expect([
      [13, 31, 20],
      [13, 31, 30, 20],
    ]).toContainEqual(fortnight);
  });

  it("thins a fortnight of minutes to at most 360 points per series, keeping the peaks", async () => {
    const minutes = 14 * 24 * 60 - 10;
    const rows: Row[] = Array.from({ length: minutes }, (_, i) => ({
      kind: "ec2",
      name: "web:3000",
      sampled_at: ago(i + 1),
      // One spike past the 80 % line, a week ago, among quiet minutes.
      value: i === 7 * 24 * 60 ? 95.5 : 10 + (i % 7),
    }));
    for (let i = 0; i < rows.length; i += 2_000) await insert(rows.slice(i, i + 2_000));
    const res = await admin.get(`${PATH}?hours=336`);
    const points: Array<{ time: string; value: number }> = res.body.ec2[0].cpu_data;
    expect(points.length).toBeGreaterThan(300);
    expect(points.length).toBeLessThanOrEqual(361);
    expect(Math.max(...points.map((p) => p.value))).toBe(95.5);
    expect(points.filter((p) => p.value === 95.5)).toHaveLength(1);
    // Ascending, one point per 56-minute bucket.
    const times = points.map((p) => Date.parse(p.time));
    for (let i = 1; i < times.length; i++) {
      expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBe(56 * MINUTE);
    }
    // Three hours keep every minute: one point a minute, none thinned (how many depends on when in
    // its minute the request came, so the spacing is what is checked).
    const threeHours: Array<{ time: string }> = (await admin.get(PATH)).body.ec2[0].cpu_data;
    expect(threeHours.length).toBeGreaterThan(170);
    const each = threeHours.map((p) => Date.parse(p.time) / MINUTE);
    for (let i = 1; i < each.length; i++) expect((each[i] ?? 0) - (each[i - 1] ?? 0)).toBe(1);
  });

  it("says unavailable when the latest sample is NULL, drawing only what was measured", async () => {
    await insert([
      // Measured, then lost: the old points stay, the NULLs add none.
      { kind: "rds", name: "PostgreSQL db-a:5432", sampled_at: ago(4), value: 10 },
      { kind: "rds", name: "PostgreSQL db-a:5432", sampled_at: ago(3), value: null },
      { kind: "rds", name: "PostgreSQL db-a:5432", sampled_at: ago(2), value: null },
      // Lost, then measured again: available.
      { kind: "rds", name: "PostgreSQL db-b:5432", sampled_at: ago(3), value: null },
      { kind: "rds", name: "PostgreSQL db-b:5432", sampled_at: ago(2), value: 15.5 },
      // Never measured.
      { kind: "rds", name: "PostgreSQL db-c:5432", sampled_at: ago(2), value: null },
    ]);
    const res = await admin.get(PATH);
    expect(res.body.rds).toEqual([
      {
        name: "PostgreSQL db-a:5432",
        cpu_data: [{ time: ago(4).toISOString(), value: 10 }],
        unavailable: true,
      },
      {
        name: "PostgreSQL db-b:5432",
        cpu_data: [{ time: ago(2).toISOString(), value: 15.5 }],
        unavailable: false,
      },
      { name: "PostgreSQL db-c:5432", cpu_data: [], unavailable: true },
    ]);
  });

  it.each([
    ["0", "期間は1時間以上で指定してください"],
    ["337", "期間は336時間（14日）以内で指定してください"],
    // A query string's integer is digits: a point or an exponent is not a number of hours.
    ["1.5", "期間は時間数で指定してください"],
    ["1e2", "期間は時間数で指定してください"],
    ["abc", "期間は時間数で指定してください"],
  ])("refuses hours=%s with a 400 in Japanese", async (hours, message) => {
    const res = await admin.get(`${PATH}?hours=${hours}`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.error)).toContain(message);
  });

  it("refuses a manager (head office only)", async () => {
    await insert([{ kind: "ec2", name: "web:3000", sampled_at: ago(1), value: 5 }]);
    const res = await manager.get(PATH);
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain("web:3000");
  });
});
