// Receipts over HTTP: a settlement's documents and ePOS envelopes built by the server from the stored
// settlement, formal receipts split and reissued, and the refusals (a split above the total, voided).
import {
  RECEIPT_TYPE_LABELS,
  REISSUE_NEEDS_MANAGER_MESSAGE,
  SPLIT_EXCEEDS_TOTAL_MESSAGE,
} from "@lounge-office/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ReceiptsFloor, startReceiptsFloor, T_NUMBER } from "../../test/receipts-floor";

let floor: ReceiptsFloor;
beforeAll(async () => {
  floor = await startReceiptsFloor();
}, 60_000);
afterAll(() => floor?.server.close());

type Line = { text: string; right?: string };
const textOf = (lines: Line[]) => lines.map((l) => `${l.text} ${l.right ?? ""}`).join("\n");

describe("GET /accounting_logs/:id/receipt", () => {
  it("answers the receipt of a settlement: its total, the T-number, one envelope without printjobid", async () => {
    const { logId, otherLogId, settlementId, total } = await floor.settled();
    expect(total).toBe(1500);
    const res = await floor.staff.get(`/accounting_logs/${logId}/receipt?receipt_type=receipt`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.documents).toHaveLength(1);
    const [document] = res.body.documents;
    expect(document).toMatchObject({
      receipt_type: "receipt",
      settlement_id: settlementId,
      amount: total,
      reissue: false,
      index: 1,
      count: 1,
    });
    const text = textOf(document.lines);
    expect(text).toContain(T_NUMBER);
    expect(text).toContain(floor.world.own.name);
    expect(text).toContain("ハイボール");
    expect(text).toContain("1,500");
    expect(res.body.xml).toHaveLength(1);
    expect(res.body.xml[0]).toContain("<epos-print xmlns=");
    expect(res.body.xml[0]).toContain(T_NUMBER);
    expect(res.body.xml[0]).not.toContain("printjobid");
    expect(res.body.xml[0]).not.toContain('xmlns=""');
    // Any accounting log of the settlement names the same paper.
    const same = await floor.staff.get(
      `/accounting_logs/${otherLogId}/receipt?receipt_type=receipt`,
    );
    expect(same.body.documents[0].lines).toEqual(document.lines);
  });

  it("splits a formal receipt by 3 into three papers, each with its amount and addressee", async () => {
    const { logId, total } = await floor.settled();
    const res = await floor.staff.get(
      `/accounting_logs/${logId}/receipt?receipt_type=post_receipt&split=num&count=3&addressee=${encodeURIComponent("株式会社テスト")}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.documents).toHaveLength(3);
    expect(res.body.xml).toHaveLength(3);
    for (const [i, document] of res.body.documents.entries()) {
      expect(document).toMatchObject({
        receipt_type: "post_receipt",
        amount: total / 3,
        index: i + 1,
        count: 3,
        reissue: false,
      });
      expect(textOf(document.lines)).toContain("株式会社テスト");
      expect(textOf(document.lines)).toContain(RECEIPT_TYPE_LABELS.post_receipt);
    }
  });

  it("custom amounts: answered as given, and a sum above the total is a 422 with the seed's text", async () => {
    const { logId } = await floor.settled();
    const ok = await floor.staff.get(
      `/accounting_logs/${logId}/receipt?receipt_type=post_receipt&split=custom&amounts[]=1000&amounts[]=500`,
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.documents.map((d: { amount: number }) => d.amount)).toEqual([1000, 500]);
    const over = await floor.staff.get(
      `/accounting_logs/${logId}/receipt?receipt_type=post_receipt&split=custom&amounts[]=1000&amounts[]=600`,
    );
    expect(over.status).toBe(422);
    expect(over.body.error.message).toBe(SPLIT_EXCEEDS_TOTAL_MESSAGE);
    const bad = await floor.staff.get(
      `/accounting_logs/${logId}/receipt?receipt_type=post_receipt&split=custom&amounts[]=abc`,
    );
    expect(bad.status).toBe(400);
  });

  it("shows a formal receipt's reissue (【再発行】) to managers only: staff get a 403, no envelope", async () => {
    const { logId } = await floor.settled();
    const path = `/accounting_logs/${logId}/receipt?receipt_type=post_receipt`;
    const first = await floor.staff.get(path);
    expect(first.status).toBe(200);
    expect(first.body.documents[0].reissue).toBe(false);
    const logged = await floor.staff.post("/receipt_logs", {
      receipt_log: { accounting_log_id: logId, receipt_type: "post_receipt" },
    });
    expect(logged.status).toBe(201);
    const byStaff = await floor.staff.get(path);
    expect(byStaff.status).toBe(403);
    expect(byStaff.body.error.message).toBe(REISSUE_NEEDS_MANAGER_MESSAGE);
    const byManager = await floor.manager.get(path);
    expect(byManager.status).toBe(200);
    expect(byManager.body.documents[0].reissue).toBe(true);
    expect(byManager.body.xml[0]).toContain("【再発行】");
    // Receipts stay anyone's.
    expect(
      (await floor.staff.get(`/accounting_logs/${logId}/receipt?receipt_type=receipt`)).status,
    ).toBe(200);
  });

  it("refuses another lounge's settlement (403), an unknown one (404) and a voided one (409)", async () => {
    const { logId } = await floor.settled();
    const otherStaff = floor.server.client();
    await otherStaff.signIn("w-other-staff", "lounge-demo", floor.world.other.id);
    expect(
      (await otherStaff.get(`/accounting_logs/${logId}/receipt?receipt_type=receipt`)).status,
    ).toBe(403);
    expect(
      (await floor.staff.get("/accounting_logs/2147483647/receipt?receipt_type=receipt")).status,
    ).toBe(404);
    const voided = await floor.manager.post(`/accounting_logs/${logId}/void`, { reason: "誤り" });
    expect(voided.status).toBe(200);
    const res = await floor.staff.get(`/accounting_logs/${logId}/receipt?receipt_type=receipt`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe("取消済みの会計は印刷できません");
  });
});
