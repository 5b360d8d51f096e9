// The receipts catalog's Japanese texts that also live in the domain stay the same as there: the
// papers' kinds and names, the payment types and means, the receipt log's failure and the split's
// alert. Tests run in Japanese, so a look-up answers the catalog's `ja` text.
import {
  PAYMENT_TYPE_LABELS,
  PRINT_JOB_TYPES,
  paperPaymentText,
  printJobPaperLabel,
  RECEIPT_LOG_FAILED_MESSAGE,
  RECEIPT_TYPE_LABELS,
} from "@lounge-office/domain/receipts";
import { PAYMENT_TYPES, SPLIT_EXCEEDS_TOTAL_MESSAGE } from "@lounge-office/domain/shared";
import { describe, expect, it } from "vitest";
import { locale } from "../../lib/i18n";
import { paperLabel, paperMeansName, paymentTypeName, receiptTypeName, t } from "./messages";

describe("receipts messages", () => {
  it("look up the Japanese texts", () => {
    expect(locale).toBe("ja");
  });

  it("name every paper kind as the domain's RECEIPT_TYPE_LABELS", () => {
    for (const type of PRINT_JOB_TYPES)
      expect(receiptTypeName(type)).toBe(RECEIPT_TYPE_LABELS[type]);
  });

  it("name a job's paper as the domain's printJobPaperLabel", () => {
    const jobs = [
      { settlement_id: 12, receipt_type: "receipt", business_day: null, index: 1, count: 1 },
      { settlement_id: 502, receipt_type: "post_receipt", business_day: null, index: 2, count: 3 },
      {
        settlement_id: null,
        receipt_type: "daily_report",
        business_day: "2026-11-27",
        index: 1,
        count: 1,
      },
    ] as const;
    for (const job of jobs) expect(paperLabel(job)).toBe(printJobPaperLabel(job));
  });

  it("name every payment type as the domain's PAYMENT_TYPE_LABELS", () => {
    for (const type of PAYMENT_TYPES) expect(paymentTypeName(type)).toBe(PAYMENT_TYPE_LABELS[type]);
  });

  it("name what paid a paper as the domain's paperPaymentText", () => {
    for (let bits = 0; bits < 8; bits += 1) {
      const paper = {
        cash: bits & 1 ? 1000 : 0,
        credit: bits & 2 ? 500 : 0,
        e_money: bits & 4 ? 300 : 0,
      };
      expect(paperMeansName(paper)).toBe(paperPaymentText(paper));
    }
  });

  it("say the domain's receipt log failure and split alert", () => {
    expect(t("logFailed")).toBe(RECEIPT_LOG_FAILED_MESSAGE);
    expect(t("split.overTotal")).toBe(SPLIT_EXCEEDS_TOTAL_MESSAGE);
  });

  it("split a sentence around its element", () => {
    expect(t.around("noPrinter", "link")).toEqual([
      "この店舗にはレシートプリンターが登録されていません。店長が",
      "で登録できます。",
    ]);
    expect(t.around("formal.settlement", "total", { id: 7 })).toEqual(["会計 #7 ・ 合計 ", ""]);
  });
});
