// The journal's calls: checking a lounge's chain.
import { z } from "zod";
import { ZIdParam, zDate } from "../shared/api/common";

export const ZJournalVerifyQuery = z.object({ lounge_id: ZIdParam });

export const ZJournalVerify = z.object({
  /** Every row's hash holds, no row is missing, and every record matches its last row. */
  ok: z.boolean(),
  /** Rows in the lounge's chain. */
  rows: z.number().int(),
  /** The first row (by id) where the chain or a record no longer holds; null when ok or when a record has no row at all. */
  first_broken_id: z.number().int().nullable(),
  /** What is wrong, in Japanese (null when ok). */
  problem: z.string().nullable(),
  /** The hash of the chain's last row (null for an empty chain). */
  head_hash: z.string().nullable(),
});
export type JournalVerify = z.infer<typeof ZJournalVerify>;

const ZDay = zDate("日付はYYYY-MM-DD形式で指定してください", { first: 2000, last: 2999 });

/** The auditor's copy: a lounge's rows of the business days first_day to last_day. */
export const ZJournalExportQuery = z
  .object({ lounge_id: ZIdParam, first_day: ZDay, last_day: ZDay })
  .refine((q) => q.first_day <= q.last_day, {
    error: "期間の開始は終了以前にしてください",
    path: ["last_day"],
  });
export type JournalExportQuery = z.infer<typeof ZJournalExportQuery>;
