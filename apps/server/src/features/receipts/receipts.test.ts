// Receipts over HTTP: a settlement's documents and ePOS envelopes built by the server from the stored
// settlement, formal receipts split and reissued, and the refusals (a split above the total, voided).
import { RECEIPT_TYPE_LABELS, REISSUE_NEEDS_MANAGER_MESSAGE } from "@lounge-office/domain/receipts";
import { SPLIT_EXCEEDS_TOTAL_MESSAGE } from "@lounge-office/domain/shared";
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

  it("custom amounts: answered as given, and a sum above the total is a 422 with the original system's text", async () => {
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

  it("names the means that paid each formal receipt: credit too, and refuses a type that did not pay it", async () => {
    // ¥13,760 paid ¥5,000 cash (a ¥10,000 note), ¥5,000 by card and ¥3,760 e-money.
    const { men, ladies } = await floor.seatPair();
    const res = await floor.settleAs(
      floor.staff,
      floor.settleBody(
        [men, ladies],
        { cash: 5000, cash_tendered: 10_000, credit: 5000, e_money: 3760 },
        { extra_charges: { [men]: 13_760 } },
      ),
      "receipts-mixed-means",
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const logId = res.body.accounting_logs[0].id as number;
    // The receipt: the payments, then what was handed over for the cash share and the change.
    const receipt = await floor.staff.get(`/accounting_logs/${logId}/receipt?receipt_type=receipt`);
    const lines: Line[] = receipt.body.documents[0].lines;
    const from = lines.findIndex((l) => l.text === "現金");
    expect(lines.slice(from, from + 5).map((l) => `${l.text} ${l.right}`)).toEqual([
      "現金 ¥5,000",
      "クレジット ¥5,000",
      "電子マネー ¥3,760",
      "お預かり ¥10,000",
      "お釣り ¥5,000",
    ]);
    const path = `/accounting_logs/${logId}/receipt?receipt_type=post_receipt`;
    const whole = await floor.staff.get(path);
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);
    expect(textOf(whole.body.documents[0].lines)).toContain(
      "お支払い方法 現金・クレジット・電子マネー",
    );
    expect(whole.body.xml[0]).toContain("お支払い方法 現金・クレジット・電子マネー");
    // Split as paid: the cash, then the e-money, then the card's part, each paper saying which.
    const split = await floor.staff.get(
      `${path}&split=custom&amounts[]=5000&amounts[]=3760&amounts[]=5000`,
    );
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    expect(
      split.body.documents.map((d: { lines: Line[] }) =>
        d.lines.map((l) => l.text).find((t) => t.startsWith("お支払い方法")),
      ),
    ).toEqual(["お支払い方法 現金", "お支払い方法 電子マネー", "お支払い方法 クレジット"]);
    // 現金・電子マネー cannot be printed on a paper for the whole amount: ¥5,000 was paid by card.
    const refused = await floor.staff.get(`${path}&payment_type=cash_and_e_money`);
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toContain("「お支払いのとおり」");
    const jobs = await floor.staff.post("/print_jobs", {
      print_job: {
        accounting_log_id: logId,
        printer_id: floor.printer.id,
        receipt_type: "post_receipt",
        payment_type: "cash_and_e_money",
      },
    });
    expect(jobs.status).toBe(422);
    expect(jobs.body.error.message).toContain("「お支払いのとおり」");
    // On a paper the card covers alone, クレジット may be asked for.
    const card = await floor.staff.get(`${path}&split=custom&amounts[]=5000&payment_type=credit`);
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    expect(textOf(card.body.documents[0].lines)).toContain("お支払い方法 クレジット");
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
