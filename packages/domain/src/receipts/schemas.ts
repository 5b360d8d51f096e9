// Receipts (レシート) and formal receipts (領収書): the documents of a settlement, print jobs that are
// never lost or doubled, and the original system's receipt log (calls: contracts.ts).
import { z } from "zod";
import { MAX_INT4, ZId, ZIdParam, zDate, zIntFromDigits, zText } from "../shared/api/common";
import { MAX_SPLIT_RECEIPTS, SPLIT_MODES } from "../shared/paper/receipt-split";
import { ZPaymentType } from "../shared/payments";

export const RECEIPT_TYPES = ["receipt", "post_receipt"] as const;
export const ZReceiptType = z.enum(RECEIPT_TYPES, {
  error: "receipt_type は receipt か post_receipt です",
});
/** The kinds of paper a print job holds: a settlement's receipt or formal receipt, or a day's 日報. */
export const PRINT_JOB_TYPES = ["receipt", "post_receipt", "daily_report"] as const;
export const RECEIPT_TYPE_LABELS = {
  receipt: "レシート",
  post_receipt: "領収書",
  daily_report: "日報",
} as const;
export const DEFAULT_ADDRESSEE = "上様";
export const DEFAULT_PURPOSE = "ご飲食代として";
/** The original system's message when the receipt log cannot be recorded (the printer message area). */
export const RECEIPT_LOG_FAILED_MESSAGE = "履歴登録に失敗しました";
/** A claim of a job that printed already (409): another device printed this paper. */
export const PRINT_JOB_PRINTED_MESSAGE = "この伝票は印刷済みです";
/** A staff member asking for a second formal receipt of a settlement (403). */
export const REISSUE_NEEDS_MANAGER_MESSAGE =
  "この会計の領収書は発行済みです。再発行は店長・管理者が行います";

const ZAddressee = zText().trim().max(40, { error: "宛名は40文字以内で入力してください" });
const ZPurpose = zText().trim().max(40, { error: "但し書きは40文字以内で入力してください" });
const ZSplitCount = z
  .number({ error: "枚数は数値で指定してください" })
  .int({ error: "枚数は整数で指定してください" })
  .min(1, { error: `枚数は1〜${MAX_SPLIT_RECEIPTS}で指定してください` })
  .max(MAX_SPLIT_RECEIPTS, { error: `枚数は1〜${MAX_SPLIT_RECEIPTS}で指定してください` });
const ZSplitAmount = z
  .number({ error: "金額は数値で指定してください" })
  .int({ error: "金額は整数（円）で指定してください" })
  .min(1, { error: "領収書の金額は1円以上で入力してください" })
  .max(MAX_INT4, { error: "金額が大きすぎます" });

/** An amount in the query string (`amounts[]=1000`): digits only. */
const ZSplitAmountText = zIntFromDigits(ZSplitAmount);

/** What to print: a receipt, or formal receipts with their split, addressee, purpose and payment type. */
const receiptChoice = {
  receipt_type: ZReceiptType,
  split: z.enum(SPLIT_MODES, { error: "分割方法は all、num、custom のいずれかです" }).optional(),
  count: ZSplitCount.optional(),
  addressee: ZAddressee.optional(),
  purpose: ZPurpose.optional(),
  payment_type: ZPaymentType.optional(),
};

/**
 * `GET /accounting_logs/:id/receipt?receipt_type=…` (+ `split`, `count`, `amounts[]`, `addressee`,
 * `purpose`, `payment_type` for formal receipts).
 */
export const ZReceiptQuery = z
  .object({
    ...receiptChoice,
    count: zIntFromDigits(ZSplitCount).optional(),
    amounts: z
      .union([zText().max(20), z.array(zText().max(20)).max(MAX_SPLIT_RECEIPTS)])
      .optional(),
    "amounts[]": z
      .union([zText().max(20), z.array(zText().max(20)).max(MAX_SPLIT_RECEIPTS)])
      .optional(),
  })
  .transform((q, ctx) => {
    const raw = [q.amounts ?? [], q["amounts[]"] ?? []].flat();
    const amounts: number[] = [];
    for (const text of raw) {
      const parsed = ZSplitAmountText.safeParse(text);
      if (!parsed.success) {
        ctx.addIssue({
          code: "custom",
          message: parsed.error.issues[0]?.message ?? "金額が正しくありません",
          path: ["amounts"],
        });
        return z.NEVER;
      }
      amounts.push(parsed.data);
    }
    const { amounts: _a, "amounts[]": _b, ...rest } = q;
    return { ...rest, amounts: amounts.length > 0 ? amounts : undefined };
  });
export type ReceiptQuery = z.input<typeof ZReceiptQuery>;

export const ZReceiptLine = z.object({
  text: z.string(),
  right: z.string().optional(),
  align: z.enum(["left", "center", "right"]).optional(),
  size: z.enum(["normal", "double"]).optional(),
  bold: z.boolean().optional(),
});

export const ZReceiptDocument = z.object({
  receipt_type: ZReceiptType,
  settlement_id: z.number().int(),
  amount: z.number().int(),
  taxable_amount: z.number().int(),
  tax: z.number().int(),
  stamp: z.object({ required: z.boolean(), amount: z.number().int().nullable() }),
  reissue: z.boolean(),
  index: z.number().int(),
  count: z.number().int(),
  lines: z.array(ZReceiptLine),
  qr: z.string(),
});

/** One document and one ePOS envelope per paper to print. */
export const ZReceipt = z.object({
  documents: z.array(ZReceiptDocument),
  xml: z.array(z.string()),
});
export type Receipt = z.infer<typeof ZReceipt>;

// ---- Print jobs ----

export const PRINT_JOB_STATUSES = [
  "pending",
  "printing",
  "printed",
  "failed",
  "dismissed",
  /** Never printed, but a later job of the same paper did: off the board's list. */
  "superseded",
] as const;

export const ZPrintJob = z.object({
  id: z.number().int(),
  /** Sent to the printer as ePOS `printjobid`. */
  printjobid: z.string(),
  lounge_id: z.number().int(),
  /** The settlement a receipt or formal receipt is of (null for a daily report). */
  settlement_id: z.number().int().nullable(),
  accounting_log_id: z.number().int().nullable(),
  receipt_type: z.enum(PRINT_JOB_TYPES),
  /** The business day a daily report is of (null for a settlement's papers). */
  business_day: z.string().nullable(),
  printer_id: z.number().int().nullable(),
  printer_name: z.string(),
  status: z.enum(PRINT_JOB_STATUSES),
  /** The device's code of the last failure (`EPTR_COVER_OPEN`, …), "" otherwise. */
  code: z.string(),
  /** Japanese explanation of `code` for staff. */
  message: z.string(),
  index: z.number().int(),
  count: z.number().int(),
  amount: z.number().int(),
  reissue: z.boolean(),
  /** A formal receipt's addressee as printed (上様 when none was entered); null for other papers. */
  addressee: z.string().nullable(),
  attempts: z.number().int(),
  /** The ePOS envelope, built once: a retry prints exactly the same paper. */
  xml: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by_name: z.string(),
  printed_at: z.string().nullable(),
  dismissed_at: z.string().nullable(),
  dismissed_by_name: z.string().nullable(),
  dismiss_reason: z.string(),
});
export type PrintJob = z.infer<typeof ZPrintJob>;
export const ZPrintJobs = z.object({ print_jobs: z.array(ZPrintJob) });

/** How staff name a job's paper: 「会計 #12 ・ レシート 1/1」, 「日報 2026/11/27」. */
export function printJobPaperLabel(
  job: Pick<PrintJob, "settlement_id" | "receipt_type" | "business_day" | "index" | "count">,
): string {
  if (job.receipt_type === "daily_report") {
    return `${RECEIPT_TYPE_LABELS.daily_report} ${(job.business_day ?? "").replaceAll("-", "/")}`;
  }
  return `会計 #${job.settlement_id} ・ ${RECEIPT_TYPE_LABELS[job.receipt_type]} ${job.index}/${job.count}`;
}

export const ZPrintJobCreate = z.object({
  print_job: z.object({
    accounting_log_id: ZId,
    printer_id: ZId,
    ...receiptChoice,
    amounts: z.array(ZSplitAmount).min(1).max(MAX_SPLIT_RECEIPTS).optional(),
    /** Open the cash drawer with the receipt (cash payments). */
    drawer: z.boolean().optional(),
  }),
});
export type PrintJobCreate = z.input<typeof ZPrintJobCreate>;

export const ZPrintJobResult = z.object({
  print_job: z.object({
    success: z.boolean({ error: "success を指定してください" }),
    /** The device's code ("" on success; `NETWORK` when the printer could not be reached). */
    code: zText()
      .max(40, { error: "コードが長すぎます" })
      .optional()
      .transform((v) => v ?? ""),
    /** The response's status bits as the device sent them (up to 2³²−1: a digit string). */
    status: zText()
      .regex(/^\d{1,10}$/, { error: "status は数字で指定してください" })
      .refine((v) => Number(v) <= 4_294_967_295, { error: "status が大きすぎます" })
      .optional()
      .transform((v) => (v === undefined ? 0 : Number(v))),
  }),
});

export const ZPrintJobsQuery = z.object({
  lounge_id: ZIdParam,
  /** `open`: failed, or printing without an answer for long (the board's list); `all`: every job. */
  status: z.enum(["open", "all"], { error: "status は open か all です" }).optional(),
  accounting_log_id: ZIdParam.optional(),
});

/** `POST /business_days/{lounge_id}/{date}/print_jobs`: the day's report on this printer. */
export const ZDailyReportPrintParams = z.object({
  lounge_id: ZIdParam,
  date: zDate("営業日はYYYY-MM-DD形式で指定してください", { first: 2000, last: 2999 }),
});
export const ZDailyReportPrint = z.object({ printer_id: ZId });

export const ZPrintJobDismiss = z.object({
  reason: zText().trim().max(200, { error: "理由は200文字以内で入力してください" }).optional(),
});

// ---- Receipt logs (the original system's call) ----

export const ZReceiptLogCreate = z.object({
  receipt_log: z.object({ accounting_log_id: ZId, receipt_type: ZReceiptType }),
});

export const ZReceiptLog = z.object({
  id: z.number().int(),
  accounting_log_id: z.number().int(),
  settlement_id: z.number().int(),
  receipt_type: ZReceiptType,
  staff_id: z.number().int(),
  staff_name: z.string(),
  created_at: z.string(),
});
export type ReceiptLog = z.infer<typeof ZReceiptLog>;
export const ZReceiptLogsQuery = z.object({ accounting_log_id: ZIdParam });
export const ZReceiptLogs = z.object({ receipt_logs: z.array(ZReceiptLog) });
