// GET /metrics after doing the thing, over HTTP: settlements and their yen by payment means (once per
// committed settlement: not for a refusal, not for a replay), print failures by the printer's code
// (unknown codes folded), refused sign-ins by reason, and 429s by route; and a scrape whose database
// figures fail or hang still answered. Requests and the scrape's own figures: prometheus.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleValue } from "../test/prometheus-text";
import { type ReceiptsFloor, startReceiptsFloor } from "../test/receipts-floor";
import { createAppMetrics } from "./prometheus";
import { DATABASE_FIGURES_TIMEOUT_MS } from "./prometheus-operations";

let floor: ReceiptsFloor;
beforeAll(async () => {
  floor = await startReceiptsFloor();
}, 60_000);
afterAll(() => floor?.server.close());

async function scrape(): Promise<string> {
  const res = await fetch(`${floor.server.baseUrl}/metrics`, { headers: { accept: "text/plain" } });
  expect(res.status).toBe(200);
  return res.text();
}

/** A sample's value now, 0 while the series does not exist yet. */
const scraped = async (name: string, labels: Record<string, string> = {}) =>
  sampleValue(await scrape(), name, labels) ?? 0;

describe("settlements", () => {
  const own = () => String(floor.world.own.id);
  const yen = (payment: string) =>
    scraped("lounge_office_settled_yen_total", { lounge_id: own(), payment });
  const settlements = () => scraped("lounge_office_settlements_total", { lounge_id: own() });

  it("counts a committed settlement once, with its yen by payment means", async () => {
    const before = {
      settlements: await settlements(),
      cash: await yen("cash"),
      credit: await yen("credit"),
      e_money: await yen("e_money"),
    };
    const { men, ladies } = await floor.seatPair();
    await floor.staff.post(`/customer_groups/${men}/orders`, { menu_id: floor.drinkId, num: 1 });
    const total = (await floor.billOf([men, ladies])).body.groups_total_price as number;
    expect(total).toBeGreaterThanOrEqual(1000);
    const payments = { cash: 500, credit: 300, e_money: total - 800 };
    // Tendered more than the cash share: the yen counted are the share, not the notes handed over.
    const body = floor.settleBody([men, ladies], { ...payments, cash_tendered: 1000 });

    const refused = await floor.settleAs(
      floor.staff,
      floor.settleBody([men, ladies], { cash: total + 1 }),
      "metrics-refused",
    );
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await settlements()).toBe(before.settlements);

    const settled = await floor.settleAs(floor.staff, body, "metrics-settle");
    expect(settled.status, JSON.stringify(settled.body)).toBe(201);
    const replayed = await floor.settleAs(floor.staff, body, "metrics-settle");
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");

    expect(await settlements()).toBe(before.settlements + 1);
    expect(await yen("cash")).toBe(before.cash + payments.cash);
    expect(await yen("credit")).toBe(before.credit + payments.credit);
    expect(await yen("e_money")).toBe(before.e_money + payments.e_money);
  });
});

describe("print failures", () => {
  const failures = (code: string) => scraped("lounge_office_print_failures_total", { code });

  async function claimedJob(): Promise<number> {
    const { logId } = await floor.settled();
    const created = await floor.staff.post("/print_jobs", {
      print_job: {
        accounting_log_id: logId,
        printer_id: floor.printer.id,
        receipt_type: "receipt",
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.print_jobs[0].id as number;
    expect((await floor.staff.post(`/print_jobs/${id}/claim`)).status).toBe(200);
    return id;
  }
  const report = (id: number, result: Record<string, unknown>) =>
    floor.staff.post(`/print_jobs/${id}/result`, { print_job: result });

  it("counts a reported failure by the printer's code, and a made-up code as other", async () => {
    const coverOpen = await failures("EPTR_COVER_OPEN");
    const other = await failures("other");
    const job = await claimedJob();
    expect((await report(job, { success: false, code: "EPTR_COVER_OPEN" })).status).toBe(200);
    expect(await failures("EPTR_COVER_OPEN")).toBe(coverOpen + 1);

    // Reported again while it is no longer printing: a 409, nothing recorded, nothing counted.
    expect((await report(job, { success: false, code: "EPTR_COVER_OPEN" })).status).toBe(409);
    expect(await failures("EPTR_COVER_OPEN")).toBe(coverOpen + 1);

    const again = await claimedJob();
    expect((await report(again, { success: false, code: "MADE_UP_qzx" })).status).toBe(200);
    const text = await scrape();
    expect(sampleValue(text, "lounge_office_print_failures_total", { code: "other" })).toBe(
      other + 1,
    );
    expect(text).not.toContain("qzx");
  });

  it("counts nothing for a print that succeeded", async () => {
    const text = await scrape();
    const total = (t: string) =>
      t
        .split("\n")
        .filter((line) => line.startsWith("lounge_office_print_failures_total{"))
        .reduce((sum, line) => sum + Number(line.split(" ").at(-1)), 0);
    const job = await claimedJob();
    expect((await report(job, { success: true, code: "" })).status).toBe(200);
    expect(total(await scrape())).toBe(total(text));
  });
});

describe("answers refused as too many", () => {
  it("counts the guest page's 429s by route pattern, never by its token", async () => {
    const route = { route: "/public/guest/:token" };
    const before = await scraped("lounge_office_rate_limited_total", route);
    let limited = 0;
    for (let i = 0; i < 40 && limited < 2; i++) {
      // The shape of a link's token (32 characters), of a link that does not exist.
      const token = `madeuptoken${"_".repeat(17)}${String(i).padStart(4, "0")}`;
      const res = await floor.server.client().get(`/public/guest/${token}`);
      expect([404, 429]).toContain(res.status);
      if (res.status === 429) limited++;
    }
    expect(limited).toBe(2);
    const text = await scrape();
    expect(sampleValue(text, "lounge_office_rate_limited_total", route)).toBe(before + limited);
    expect(text).not.toContain("madeuptoken");
  });
});

// Last: its failures count against this host's address in the sign-in throttle.
describe("refused sign-ins", () => {
  it("counts wrong credentials and the throttle by reason, as answered", async () => {
    const reasons = ["invalid_credentials", "sign_in_throttled"] as const;
    const refusals = async () => {
      const text = await scrape();
      return Object.fromEntries(
        reasons.map((reason) => [
          reason,
          sampleValue(text, "lounge_office_sign_in_refusals_total", { reason }) ?? 0,
        ]),
      );
    };
    const before = await refusals();
    const answered: Record<string, number> = { invalid_credentials: 0, sign_in_throttled: 0 };
    for (let i = 0; i < 15 && answered.sign_in_throttled === 0; i++) {
      const res = await floor.server
        .client()
        .signIn("w-staff", "wrong-password", floor.world.own.id);
      expect([401, 429]).toContain(res.status);
      const code = res.body.error.code as string;
      if (code in answered) answered[code]! += 1;
    }
    expect(answered.invalid_credentials).toBeGreaterThan(0);
    expect(answered.sign_in_throttled).toBe(1);
    const after = await refusals();
    for (const reason of reasons)
      expect(after[reason], reason).toBe(before[reason]! + answered[reason]!);
  });
});

describe("the database's figures at a scrape", () => {
  const metricsWith = (database: () => Promise<never>) =>
    createAppMetrics({
      openSockets: () => [],
      pools: () => ({}),
      build: Promise.resolve({ version: "1.0.0", commit: "unknown" }),
      database,
    });

  it("answers without them when the database fails, and says so", async () => {
    const text = await metricsWith(() => Promise.reject(new Error("gone"))).scrape();
    expect(sampleValue(text, "lounge_office_db_stats_up")).toBe(0);
    expect(text).not.toMatch(/^lounge_office_db_size_bytes/m);
    expect(sampleValue(text, "lounge_office_build_info", { version: "1.0.0" })).toBe(1);
  });

  it("stops waiting for a database that does not answer", async () => {
    const started = Date.now();
    const text = await metricsWith(() => new Promise<never>(() => {})).scrape();
    expect(Date.now() - started).toBeLessThan(DATABASE_FIGURES_TIMEOUT_MS + 1000);
    expect(sampleValue(text, "lounge_office_db_stats_up")).toBe(0);
  });
});
