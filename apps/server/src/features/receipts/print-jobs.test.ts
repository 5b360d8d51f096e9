// Print jobs over HTTP: one job per paper, claimed before it is sent and reported after, never printed
// twice (a printed job's claim is a 409, the same Idempotency-Key makes one set), failed and unknown
// jobs listed on the board until printed or dismissed by a manager, and the reissue rule.
import { REISSUE_NEEDS_MANAGER_MESSAGE } from "@lounge-office/domain/receipts";
import { textWidth } from "@lounge-office/domain/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printJobs } from "../../db/schema";
import { buildPrinter } from "../../seed/factories";
import type { TestClient } from "../../test/harness";
import { type ReceiptsFloor, startReceiptsFloor } from "../../test/receipts-floor";

let floor: ReceiptsFloor;
beforeAll(async () => {
  floor = await startReceiptsFloor();
}, 60_000);
afterAll(() => floor?.server.close());

type Job = { id: number; status: string; printjobid: string; xml: string; [k: string]: unknown };

const create = (
  client: TestClient,
  printJob: Record<string, unknown>,
  headers?: Record<string, string>,
) =>
  client.post(
    "/print_jobs",
    { print_job: { printer_id: floor.printer.id, receipt_type: "receipt", ...printJob } },
    { headers },
  );

async function jobsOf(client: TestClient, printJob: Record<string, unknown>): Promise<Job[]> {
  const res = await create(client, printJob);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.print_jobs;
}

const claim = (client: TestClient, id: number) => client.post(`/print_jobs/${id}/claim`);
const report = (client: TestClient, id: number, result: Record<string, unknown>) =>
  client.post(`/print_jobs/${id}/result`, { print_job: result });
const openIds = async () =>
  (
    await floor.staff.get(`/print_jobs?lounge_id=${floor.world.own.id}&status=open`)
  ).body.print_jobs.map((j: Job) => j.id);

/** The rows an envelope prints: the text of its `<text>` elements, line by line. */
const printedRows = (xml: string) =>
  [...xml.matchAll(/<text[^>]*>([^<]*)<\/text>/g)]
    .flatMap((match) => (match[1] ?? "").split("&#10;"))
    .filter((row) => row !== "");

/** Moves a job's clock back: claimed (or created) `minutes` ago. */
const age = (id: number, minutes: number) =>
  floor.db
    .update(printJobs)
    .set({
      claimed_at: sql`now() - make_interval(mins => ${minutes})`,
      created_at: sql`now() - make_interval(mins => ${minutes})`,
    })
    .where(eq(printJobs.id, id));

describe("creating jobs", () => {
  it("makes one pending job per paper, each envelope with its own printjobid", async () => {
    const { logId, settlementId } = await floor.settled();
    const jobs = await jobsOf(floor.staff, {
      accounting_log_id: logId,
      receipt_type: "post_receipt",
      split: "num",
      count: 3,
      drawer: true,
    });
    expect(jobs.map((j) => [j.index, j.count, j.status])).toEqual([
      [1, 3, "pending"],
      [2, 3, "pending"],
      [3, 3, "pending"],
    ]);
    expect(new Set(jobs.map((j) => j.printjobid)).size).toBe(3);
    for (const job of jobs) {
      expect(job).toMatchObject({
        settlement_id: settlementId,
        printer_id: floor.printer.id,
        printer_name: "レジ",
        amount: 500,
        reissue: false,
        attempts: 0,
        code: "",
        message: "",
      });
      expect(job.printjobid).toMatch(/^[0-9a-f]{20}$/);
      expect(job.xml).toContain(`<printjobid>${job.printjobid}</printjobid>`);
      expect(job.created_by_name).toBe(floor.world.staff.name);
    }
    // The drawer opens with the first paper only.
    expect(jobs[0]?.xml).toContain("<pulse");
    expect(jobs[1]?.xml).not.toContain("<pulse");
  });

  it("lays each paper out for the printer it goes to: 42 columns on a TM-T88, 32 on 58 mm", async () => {
    const { logId } = await floor.settled();
    for (const columns of [42, 32]) {
      const printer = await buildPrinter(floor.db, floor.world.own.id, {
        name: `レジ${columns}桁`,
        paper_width: columns === 32 ? 58 : 80,
        columns,
      });
      const [job] = await jobsOf(floor.staff, {
        accounting_log_id: logId,
        printer_id: printer.id,
        receipt_type: "receipt",
      });
      const rows = printedRows(job?.xml ?? "");
      expect(rows).toContain("-".repeat(columns));
      expect(rows).not.toContain("-".repeat(48));
      for (const row of rows) expect(textWidth(row), row).toBeLessThanOrEqual(columns);
      // The total, right-aligned at this printer's edge (a double-size row has half the columns).
      expect(rows.find((row) => row.startsWith("合計"))).toMatch(/^合計 +¥1,500$/);
      expect(textWidth(rows.find((row) => row.startsWith("合計")) ?? "")).toBe(columns / 2);
    }
  });

  it("refuses a display, another lounge's printer and a voided settlement", async () => {
    const { logId } = await floor.settled();
    const display = await create(floor.staff, {
      accounting_log_id: logId,
      printer_id: floor.display.id,
    });
    expect(display.status).toBe(422);
    expect(display.body.error.message).toMatch(/ディスプレイ/);
    const foreign = await create(floor.staff, {
      accounting_log_id: logId,
      printer_id: floor.otherPrinter.id,
    });
    expect(foreign.status).toBe(422);
    expect(
      (await floor.manager.post(`/accounting_logs/${logId}/void`, { reason: "誤り" })).status,
    ).toBe(200);
    const voided = await create(floor.staff, { accounting_log_id: logId });
    expect(voided.status).toBe(409);
    expect(voided.body.error.message).toBe("取消済みの会計は印刷できません");
  });

  it("answers two rapid requests under one Idempotency-Key with one set of jobs", async () => {
    const { logId, settlementId } = await floor.settled();
    const headers = { "idempotency-key": `print-${logId}` };
    const [a, b] = await Promise.all([
      create(floor.staff, { accounting_log_id: logId }, headers),
      create(floor.staff, { accounting_log_id: logId }, headers),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.print_jobs.map((j: Job) => j.id)).toEqual(
      a.body.print_jobs.map((j: Job) => j.id),
    );
    const stored = await floor.db
      .select()
      .from(printJobs)
      .where(eq(printJobs.settlement_id, settlementId));
    expect(stored).toHaveLength(1);
  });
});

describe("claim and result", () => {
  it("prints a job once: claim → printed; claiming it again is a 409", async () => {
    const { logId } = await floor.settled();
    const [job] = await jobsOf(floor.staff, { accounting_log_id: logId });
    const claimed = await claim(floor.staff, job!.id);
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(claimed.body).toMatchObject({ status: "printing", attempts: 1 });
    // Another device meanwhile: the job is being printed.
    const busy = await claim(floor.manager, job!.id);
    expect(busy.status).toBe(409);
    expect(busy.body.error.message).toBe(
      "別の端末が印刷中です。しばらく待ってから確認してください",
    );
    const printed = await report(floor.staff, job!.id, { success: true, code: "", status: "2" });
    expect(printed.status).toBe(200);
    expect(printed.body).toMatchObject({ status: "printed", code: "", message: "" });
    const again = await claim(floor.staff, job!.id);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("この伝票は印刷済みです");
    // A late second answer changes nothing.
    expect(
      (await report(floor.staff, job!.id, { success: false, code: "EX_TIMEOUT" })).status,
    ).toBe(409);
  });

  it("lists a failed job as open with its code in Japanese; a retry re-claims the same job", async () => {
    const { logId } = await floor.settled();
    const [job] = await jobsOf(floor.staff, { accounting_log_id: logId });
    expect(await openIds()).not.toContain(job!.id);
    await claim(floor.staff, job!.id);
    const failed = await report(floor.staff, job!.id, {
      success: false,
      code: "EPTR_COVER_OPEN",
      status: "32",
    });
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ status: "failed", code: "EPTR_COVER_OPEN" });
    expect(failed.body.message).toMatch(/カバー/);
    expect(await openIds()).toContain(job!.id);

    const retried = await claim(floor.staff, job!.id);
    expect(retried.body).toMatchObject({ id: job!.id, status: "printing", attempts: 2 });
    expect(retried.body.xml).toBe(job!.xml);
    await report(floor.staff, job!.id, { success: true, status: "2" });
    expect(await openIds()).not.toContain(job!.id);
    const all = await floor.staff.get(
      `/print_jobs?lounge_id=${floor.world.own.id}&status=all&accounting_log_id=${logId}`,
    );
    expect(all.body.print_jobs.map((j: Job) => [j.id, j.status])).toEqual([[job!.id, "printed"]]);
  });

  it("lists a claim without an answer past the longest printer timeout (and a job never claimed) as open, claimable again", async () => {
    const { logId } = await floor.settled();
    const [job] = await jobsOf(floor.staff, { accounting_log_id: logId });
    const [never] = await jobsOf(floor.staff, { accounting_log_id: logId });
    await claim(floor.staff, job!.id);
    expect(await openIds()).not.toContain(job!.id);
    // 5 minutes: a device may still await a printer with a 300 s timeout; neither listed nor claimable.
    await age(job!.id, 5);
    expect(await openIds()).not.toContain(job!.id);
    expect((await claim(floor.manager, job!.id)).status).toBe(409);
    await age(job!.id, 7);
    await age(never!.id, 7);
    const open = await openIds();
    expect(open).toContain(job!.id);
    expect(open).toContain(never!.id);
    const reclaimed = await claim(floor.manager, job!.id);
    expect(reclaimed.status).toBe(200);
    expect(reclaimed.body.attempts).toBe(2);
  });
});

describe("dismissing", () => {
  it("is for managers: staff get a 403; a dismissed job leaves the list and cannot be claimed", async () => {
    const { logId } = await floor.settled();
    const [job] = await jobsOf(floor.staff, { accounting_log_id: logId });
    await claim(floor.staff, job!.id);
    await report(floor.staff, job!.id, { success: false, code: "EPTR_REC_EMPTY" });
    const byStaff = await floor.staff.post(`/print_jobs/${job!.id}/dismiss`, {});
    expect(byStaff.status).toBe(403);
    expect(await openIds()).toContain(job!.id);
    const dismissed = await floor.manager.post(`/print_jobs/${job!.id}/dismiss`, {
      reason: "手書きで発行",
    });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.status).toBe("dismissed");
    expect(await openIds()).not.toContain(job!.id);
    const reclaimed = await claim(floor.staff, job!.id);
    expect(reclaimed.status).toBe(409);
    expect(reclaimed.body.error.message).toBe("この印刷は取り消されています");
  });

  it("never dismisses a printed job", async () => {
    const { logId } = await floor.settled();
    const [job] = await jobsOf(floor.staff, { accounting_log_id: logId });
    await claim(floor.staff, job!.id);
    await report(floor.staff, job!.id, { success: true });
    const res = await floor.manager.post(`/print_jobs/${job!.id}/dismiss`, {});
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe("この伝票は印刷済みです");
  });
});

describe("the second formal receipt", () => {
  it("is refused to staff and printed 【再発行】 for a manager", async () => {
    const { logId } = await floor.settled();
    const [first] = await jobsOf(floor.staff, {
      accounting_log_id: logId,
      receipt_type: "post_receipt",
    });
    expect(first).toMatchObject({ reissue: false });
    expect(first!.xml).not.toContain("再発行");
    const refused = await create(floor.staff, {
      accounting_log_id: logId,
      receipt_type: "post_receipt",
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(REISSUE_NEEDS_MANAGER_MESSAGE);
    // A receipt (レシート) stays free to print again.
    expect((await create(floor.staff, { accounting_log_id: logId })).status).toBe(201);
    const [reissued] = await jobsOf(floor.manager, {
      accounting_log_id: logId,
      receipt_type: "post_receipt",
    });
    expect(reissued).toMatchObject({ reissue: true });
    expect(reissued!.xml).toContain("【再発行】");
    // The receipt query shows the same: the next formal receipt is a reissue (a manager's).
    const preview = await floor.manager.get(
      `/accounting_logs/${logId}/receipt?receipt_type=post_receipt`,
    );
    expect(preview.body.documents[0].reissue).toBe(true);
    const previewByStaff = await floor.staff.get(
      `/accounting_logs/${logId}/receipt?receipt_type=post_receipt`,
    );
    expect(previewByStaff.status).toBe(403);
  });

  it("is a first issuance again once the only one was dismissed", async () => {
    const { logId } = await floor.settled();
    const [first] = await jobsOf(floor.staff, {
      accounting_log_id: logId,
      receipt_type: "post_receipt",
    });
    await floor.manager.post(`/print_jobs/${first!.id}/dismiss`, {});
    const [next] = await jobsOf(floor.staff, {
      accounting_log_id: logId,
      receipt_type: "post_receipt",
    });
    expect(next).toMatchObject({ reissue: false });
  });
});

describe("two devices at once", () => {
  it("one claim wins, the other is told the job is being printed", async () => {
    const { logId } = await floor.settled();
    const [job] = await jobsOf(floor.staff, { accounting_log_id: logId });
    const answers = await Promise.all([claim(floor.staff, job!.id), claim(floor.manager, job!.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const [row] = await floor.db.select().from(printJobs).where(eq(printJobs.id, job!.id));
    expect(row).toMatchObject({ status: "printing", attempts: 1 });
  });

  it("two staff tablets asking for the first formal receipt: one issuance, one refusal", async () => {
    const { logId, settlementId } = await floor.settled();
    const other = floor.server.client();
    await other.signIn("w-staff", "lounge-demo", floor.world.own.id);
    const body = { accounting_log_id: logId, receipt_type: "post_receipt" };
    const answers = await Promise.all([create(floor.staff, body), create(other, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 403]);
    const stored = await floor.db
      .select()
      .from(printJobs)
      .where(eq(printJobs.settlement_id, settlementId));
    expect(stored.map((j) => j.reissue)).toEqual([false]);
  });
});
