// The journal's calls: checking a lounge's chain.
import { z } from "zod";
import { ZId } from "../shared/api/common";

export const ZJournalVerifyQuery = z.object({ lounge_id: ZId });

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
