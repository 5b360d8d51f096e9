// 日報 on the receipt printer over HTTP: a print job of the day (not of a settlement), claimed and
// reported like a receipt's, listed on the board and in the close's pre-check while it has not
// printed, resolved by a newer report of the day; only the lounge's own printer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPrinter } from "../../seed/factories";
import { startAccountingFloor } from "../../test/accounting-floor";

let floor: Awaited<ReturnType<typeof startAccountingFloor>>;
beforeAll(async () => {
  floor = await startAccountingFloor();
});
afterAll(() => floor?.server.close());

const dayUrl = (date: string, rest = "") => `/business_days/${floor.world.own.id}/${date}${rest}`;

describe("the daily report on the receipt printer", () => {
  it("prints through the print-job path: claimed, retried as the same paper, superseded", async () => {
    const printer = await buildPrinter(floor.server.database.db, floor.world.own.id, {
      name: "レジ日報",
    });
    const day = "2021-05-06";
    expect(
      (await floor.staff.post(dayUrl(day, "/print_jobs"), { printer_id: printer.id })).status,
    ).toBe(409);
    await floor.staff.post(dayUrl(day, "/open"), { float: 20000 });
    await floor.staff.post(dayUrl(day, "/cash_movements"), {
      direction: "out",
      amount: 3000,
      reason: "買い出し",
    });
    const first = await floor.staff.post(dayUrl(day, "/print_jobs"), { printer_id: printer.id });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const [job] = first.body.print_jobs;
    expect(job).toMatchObject({
      receipt_type: "daily_report",
      business_day: day,
      settlement_id: null,
      status: "pending",
    });
    for (const text of ["日報", "営業日 2021/05/06", "釣銭準備金", "¥20,000", "出金", "-¥3,000"]) {
      expect(job.xml).toContain(text);
    }
    // The day's last journal row (the paid-out), whole, so the paper can prove the day later.
    const head = (await floor.manager.get(dayUrl(day))).body.journal_head_hash as string;
    expect(head).toMatch(/^[0-9a-f]{64}$/);
    expect(job.xml).toContain("最後の記録のハッシュ（SHA-256）");
    expect(job.xml).toContain(`>${head.slice(0, 32)}&#10;<`);
    expect(job.xml).toContain(`>${head.slice(32)}&#10;<`);
    // A 58 mm printer gets the report in its own 32 columns.
    const narrow = await buildPrinter(floor.server.database.db, floor.world.own.id, {
      name: "レジ58",
      paper_width: 58,
      columns: 32,
    });
    const [narrowJob] = (
      await floor.staff.post(dayUrl(day, "/print_jobs"), { printer_id: narrow.id })
    ).body.print_jobs;
    expect(narrowJob.xml).toContain(`>${"-".repeat(32)}&#10;<`);
    expect(narrowJob.xml).not.toContain("-".repeat(33));
    // The printer was unreachable: the paper waits on the board, named as the day's report.
    expect((await floor.staff.post(`/print_jobs/${job.id}/claim`, {})).status).toBe(200);
    await floor.staff.post(`/print_jobs/${job.id}/result`, {
      print_job: { success: false, code: "NETWORK" },
    });
    const open = await floor.staff.get(`/print_jobs?lounge_id=${floor.world.own.id}&status=open`);
    expect(open.body.print_jobs.map((j: { id: number }) => j.id)).toContain(job.id);
    const check = await floor.staff.get(dayUrl(day, "/precheck"));
    expect(check.body.items.find((i: { kind: string }) => i.kind === "print_jobs").details).toEqual(
      expect.arrayContaining(["日報 2021/05/06（失敗）"]),
    );
    // A newer report of the day printed: the failed one leaves the list.
    const second = (await floor.staff.post(dayUrl(day, "/print_jobs"), { printer_id: printer.id }))
      .body.print_jobs[0];
    await floor.staff.post(`/print_jobs/${second.id}/claim`, {});
    await floor.staff.post(`/print_jobs/${second.id}/result`, { print_job: { success: true } });
    const after = await floor.staff.get(`/print_jobs?lounge_id=${floor.world.own.id}&status=open`);
    expect(after.body.print_jobs.map((j: { id: number }) => j.id)).not.toContain(job.id);
    // Another lounge's printer is refused.
    const elsewhere = await buildPrinter(floor.server.database.db, floor.world.other.id, {
      name: "よそ",
    });
    expect(
      (await floor.staff.post(dayUrl(day, "/print_jobs"), { printer_id: elsewhere.id })).status,
    ).toBe(422);
  });
});
