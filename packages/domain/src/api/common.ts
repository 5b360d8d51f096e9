// Small reusable schema pieces: ids from query strings, trimmed Japanese-labelled text.
import { z } from "zod";

/** Ids are PostgreSQL `serial` (int4): nothing above this exists, and the database refuses to compare it. */
export const MAX_ID = 2_147_483_647;

/** A positive integer id, accepted as a number or a query-string digit string. */
export const ZId = z.coerce
  .number<number | string>({ error: "IDは数値で指定してください" })
  .int({ error: "IDは整数で指定してください" })
  .positive({ error: "IDは正の整数で指定してください" })
  .max(MAX_ID, { error: "IDが大きすぎます" });

export const ZIdParams = z.object({ id: ZId });

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label}を入力してください` })
    .trim()
    .min(1, { error: `${label}を入力してください` })
    .max(max, { error: `${label}は${max}文字以内で入力してください` });

export const ZOk = z.object({ ok: z.literal(true) });

/** A yes/no query parameter: `true`/`false` from a caller, "true"/"false" in the query string. */
export const ZQueryFlag = z
  .union([z.boolean(), z.enum(["true", "false"])], { error: "true か false で指定してください" })
  .optional()
  .transform((v) => v === true || v === "true");
