// The receipts' screens in this page's language: printing, the printer, the print jobs and the
// history. What is printed stays Japanese whatever the page's language (the server builds every paper:
// レシート, 領収書 with 上様 and ご飲食代として, the daily report), so the preview shows it as printed.
import type { PrintJob } from "@lounge-office/domain/receipts";
import type { Payments, PaymentType } from "@lounge-office/domain/shared";
import { messages } from "../../lib/i18n";
import catalog from "./receipts.messages.json";

export const t = messages("receipts", catalog);

// Looked up once: the history and the board's list name a paper's kind on every row.
const RECEIPT_TYPE_NAMES: Record<PrintJob["receipt_type"], string> = {
  receipt: t("receiptType.receipt"),
  post_receipt: t("receiptType.post_receipt"),
  daily_report: t("receiptType.daily_report"),
};

/** A paper's kind: レシート, 領収書, 日報 in Japanese (the domain's RECEIPT_TYPE_LABELS). */
export const receiptTypeName = (type: PrintJob["receipt_type"]) => RECEIPT_TYPE_NAMES[type];

/**
 * How staff name a job's paper: 「会計 #12 ・ レシート 1/1」, 「日報 2026/11/27」 in Japanese (the
 * domain's printJobPaperLabel).
 */
export function paperLabel(
  job: Pick<PrintJob, "settlement_id" | "receipt_type" | "business_day" | "index" | "count">,
): string {
  const type = receiptTypeName(job.receipt_type);
  if (job.receipt_type === "daily_report") {
    return t("paper.daily", { type, day: (job.business_day ?? "").replaceAll("-", "/") });
  }
  return t("paper.settlement", {
    id: String(job.settlement_id),
    type,
    index: job.index,
    count: job.count,
  });
}

/** A formal receipt's payment type: the domain's PAYMENT_TYPE_LABELS in Japanese. */
export const paymentTypeName = (type: PaymentType) => t(`paymentType.${type}`);

/** The means a paper is paid with, in the domain's order (cash, credit, e-money). */
const MEANS = ["cash", "credit", "e_money"] as const;

/**
 * What paid a paper: 「現金・電子マネー」 in Japanese (the domain's paperPaymentText, what the paper
 * prints), null for a paper nothing paid.
 */
export function paperMeansName(paper: Payments): string | null {
  const names = MEANS.filter((means) => paper[means] > 0).map(paymentTypeName);
  if (names.length === 0) return null;
  return names.reduce((first, next) => t("means.join", { first, next }));
}
