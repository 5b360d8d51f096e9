// The original system's receipt log over HTTP: `POST /receipt_logs/` (with the original system's trailing slash, and
// without), the settlement's logs newest first, a second formal receipt's log for managers only.
import { REISSUE_NEEDS_MANAGER_MESSAGE } from "@lounge-office/domain/receipts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../../test/harness";
import { type ReceiptsFloor, startReceiptsFloor } from "../../test/receipts-floor";

let floor: ReceiptsFloor;
beforeAll(async () => {
  floor = await startReceiptsFloor();
}, 60_000);
afterAll(() => floor?.server.close());

const log = (client: TestClient, path: string, accountingLogId: number, receiptType: string) =>
  client.post(path, {
    receipt_log: { accounting_log_id: accountingLogId, receipt_type: receiptType },
  });

describe("receipt logs", () => {
  it("records a print at /receipt_logs/ (the original system's path) and /receipt_logs, listed newest first", async () => {
    const { logId, otherLogId, settlementId } = await floor.settled();
    const seeds = await log(floor.staff, "/receipt_logs/", logId, "receipt");
    expect(seeds.status, JSON.stringify(seeds.body)).toBe(201);
    expect(seeds.body).toMatchObject({
      accounting_log_id: logId,
      settlement_id: settlementId,
      receipt_type: "receipt",
      staff_id: floor.world.staff.id,
      staff_name: floor.world.staff.name,
    });
    const plain = await log(floor.staff, "/receipt_logs", otherLogId, "post_receipt");
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);

    // Any accounting log of the settlement lists the settlement's logs.
    const listed = await floor.staff.get(`/receipt_logs?accounting_log_id=${logId}`);
    expect(listed.status).toBe(200);
    expect(listed.body.receipt_logs.map((l: { id: number }) => l.id)).toEqual([
      plain.body.id,
      seeds.body.id,
    ]);
    const other = await floor.staff.get(`/receipt_logs/?accounting_log_id=${otherLogId}`);
    expect(other.body.receipt_logs).toHaveLength(2);
  });

  it("refuses a second formal receipt's log to staff (403) and records it for a manager", async () => {
    const { logId } = await floor.settled();
    expect((await log(floor.staff, "/receipt_logs/", logId, "post_receipt")).status).toBe(201);
    const refused = await log(floor.staff, "/receipt_logs/", logId, "post_receipt");
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(REISSUE_NEEDS_MANAGER_MESSAGE);
    // Receipts may be logged again and again.
    expect((await log(floor.staff, "/receipt_logs/", logId, "receipt")).status).toBe(201);
    expect((await log(floor.staff, "/receipt_logs/", logId, "receipt")).status).toBe(201);
    expect((await log(floor.manager, "/receipt_logs/", logId, "post_receipt")).status).toBe(201);
    const listed = await floor.staff.get(`/receipt_logs?accounting_log_id=${logId}`);
    expect(listed.body.receipt_logs).toHaveLength(4);
  });

  it("a logged formal receipt makes the next formal print job a reissue", async () => {
    const { logId } = await floor.settled();
    await log(floor.staff, "/receipt_logs/", logId, "post_receipt");
    const res = await floor.staff.post("/print_jobs", {
      print_job: {
        accounting_log_id: logId,
        printer_id: floor.printer.id,
        receipt_type: "post_receipt",
      },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(REISSUE_NEEDS_MANAGER_MESSAGE);
  });

  it("logs a manager's reissue that staff reprinted from the board, but never a second issuance of staff's own", async () => {
    const { logId } = await floor.settled();
    expect((await log(floor.staff, "/receipt_logs/", logId, "post_receipt")).status).toBe(201);
    // The manager's reissue failed at the printer; staff reprint it from the board's list.
    const created = await floor.manager.post("/print_jobs", {
      print_job: {
        accounting_log_id: logId,
        printer_id: floor.printer.id,
        receipt_type: "post_receipt",
      },
    });
    expect(created.status).toBe(201);
    const [job] = created.body.print_jobs;
    expect(job.reissue).toBe(true);
    await floor.manager.post(`/print_jobs/${job.id}/claim`, {});
    await floor.manager.post(`/print_jobs/${job.id}/result`, {
      print_job: { success: false, code: "EPTR_COVER_OPEN" },
    });
    expect((await log(floor.staff, "/receipt_logs/", logId, "post_receipt")).status).toBe(403);
    expect((await floor.staff.post(`/print_jobs/${job.id}/claim`, {})).status).toBe(200);
    await floor.staff.post(`/print_jobs/${job.id}/result`, { print_job: { success: true } });
    // The printed reissue is owed its log, which staff may send; one more is a reissue again.
    expect((await log(floor.staff, "/receipt_logs/", logId, "post_receipt")).status).toBe(201);
    expect((await log(floor.staff, "/receipt_logs/", logId, "post_receipt")).status).toBe(403);
  });

  it("refuses a voided settlement (409), an unknown log (404) and bad input (400), recording nothing", async () => {
    const { logId } = await floor.settled();
    await floor.manager.post(`/accounting_logs/${logId}/void`, { reason: "誤り" });
    const voided = await log(floor.staff, "/receipt_logs/", logId, "receipt");
    expect(voided.status).toBe(409);
    expect(voided.body.error.message).toBe("取消済みの会計は印刷できません");
    expect((await log(floor.staff, "/receipt_logs/", 2147483647, "receipt")).status).toBe(404);
    const bad = await log(floor.staff, "/receipt_logs/", logId, "invoice");
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe("receipt_type は receipt か post_receipt です");
    const listed = await floor.staff.get(`/receipt_logs?accounting_log_id=${logId}`);
    expect(listed.body.receipt_logs).toEqual([]);
  });
});
