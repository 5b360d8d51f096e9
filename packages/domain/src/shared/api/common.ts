// Small reusable schema pieces: text any column can hold, ids in bodies and query strings, int4 bounds,
// trimmed Japanese-labelled text.
import { z } from "zod";
import { ja } from "zod/locales";

/**
 * zod's own messages (a wrong type, an unknown option, a missing field) in Japanese, like every
 * message of ours: the server and the web app call this once at start (zod's configuration is global).
 */
export const configureZodJapanese = () => z.config(ja());

/** PostgreSQL `integer` (int4): every id, count, amount and order column holds at most this. */
export const MAX_INT4 = 2_147_483_647;
/** Ids are PostgreSQL `serial` (int4): nothing above this exists, and the database refuses to compare it. */
export const MAX_ID = MAX_INT4;

/**
 * A positive integer id in a JSON body: a JSON number and nothing else (`"12"`, `null`, `true` are
 * refused, never read as 12, 0 or 1). A path or a query string names one with ZIdParam.
 */
export const ZId = z
  .number({ error: "IDは数値で指定してください" })
  .int({ error: "IDは整数で指定してください" })
  .positive({ error: "IDは正の整数で指定してください" })
  .max(MAX_ID, { error: "IDが大きすぎます" });

/** ASCII digits, a minus at most in front: no sign `+`, space, point, exponent or `0x`. */
const INTEGER_TEXT = /^-?[0-9]+$/;

/**
 * An integer that arrives as text (a path or query-string parameter, a multipart or form field):
 * `"12"` is 12, and `schema`'s own bounds and messages judge it (a minus passes where `schema` takes
 * a negative). Any other text (`"0x10"`, `"1e3"`, `" 12 "`, `""`, `"+1"`, `"1.0"`) reaches `schema`
 * unchanged and is refused as not a number. A number passes as it is. JSON bodies use `schema`
 * itself: there an integer is a JSON number, never text.
 */
export const zIntFromDigits = <S extends z.ZodNumber>(schema: S) =>
  z.preprocess(
    // `|| 0`: "-0" is zero, not JavaScript's negative zero.
    (value: number | string) =>
      typeof value === "string" && INTEGER_TEXT.test(value) ? Number(value) || 0 : value,
    schema,
  );

/** A positive integer id in a path or a query string (`/menus/12`, `?lounge_id=3`). */
export const ZIdParam = zIntFromDigits(ZId);

/**
 * Characters no text field takes: NUL (PostgreSQL text cannot hold it), the other C0 controls but
 * tab, line feed and carriage return, DEL and the C1 controls (invisible; ESC would reach the receipt
 * printer as a command), and unpaired UTF-16 surrogates (not Unicode: UTF-8 turns them into U+FFFD).
 */
export const FORBIDDEN_TEXT_PATTERN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const FORBIDDEN_TEXT_MESSAGE = "使用できない文字が含まれています";

/**
 * Every string a contract takes is one of these: a string without FORBIDDEN_TEXT_PATTERN's
 * characters (a 400 with FORBIDDEN_TEXT_MESSAGE, never a database error). `error` is the message
 * for a value that is not a string. Bound its length where it is used.
 */
export const zText = (error?: string) =>
  z
    .string(error ? { error } : undefined)
    .refine((text) => !FORBIDDEN_TEXT_PATTERN.test(text), { error: FORBIDDEN_TEXT_MESSAGE });

export const ZIdParams = z.object({ id: ZIdParam });

/** At most this many ids in one list of a query string (a board asks for a few hundred groups). */
export const MAX_QUERY_IDS = 500;

/**
 * A list of ids as a query string gives it: `1,2` or repeated keys (`ids[]=1&ids[]=2`), absent or
 * empty for none. Every part must be an id, as ZId checks one in a path: a part that is not one (`abc`, `0`,
 * beyond int4) is a 400 with ZId's message, never silently dropped.
 */
export const ZIdListQuery = z
  .union([
    zText().max(10_000, { error: "IDの指定が長すぎます" }),
    z
      .array(zText().max(20, { error: "IDが正しくありません" }))
      .max(MAX_QUERY_IDS, { error: `IDは${MAX_QUERY_IDS}個までです` }),
  ])
  .optional()
  .transform((v) => (Array.isArray(v) ? v : v ? v.split(",") : []))
  .pipe(
    z
      .array(
        z
          .string()
          .max(20, { error: "IDが正しくありません" })
          .regex(/^\d+$/, { error: "IDは正の整数で指定してください" })
          .transform(Number)
          .pipe(
            z
              .number()
              .positive({ error: "IDは正の整数で指定してください" })
              .max(MAX_ID, { error: "IDが大きすぎます" }),
          ),
      )
      .max(MAX_QUERY_IDS, { error: `IDは${MAX_QUERY_IDS}個までです` }),
  );

export const requiredText = (label: string, max: number) =>
  zText(`${label}を入力してください`)
    .trim()
    .min(1, { error: `${label}を入力してください` })
    .max(max, { error: `${label}は${max}文字以内で入力してください` });

export const ZOk = z.object({ ok: z.literal(true) });

/** A yes/no query parameter: `true`/`false` from a caller, "true"/"false" in the query string. */
export const ZQueryFlag = z
  .union([z.boolean(), z.enum(["true", "false"])], { error: "true か false で指定してください" })
  .optional()
  .transform((v) => v === true || v === "true");

/**
 * The years a date or an instant may name: PostgreSQL has no year 0 (nor a year past 294276), so
 * `0000-01-01` must be a 400 with a message, never a database error. A contract may narrow them.
 */
export type Years = { first: number; last: number };
export const DATE_YEARS: Years = { first: 1970, last: 9999 };
const yearsMessage = (years: Years) =>
  `日時は${years.first}年から${years.last}年の間で指定してください`;
const inYears = (years: Years) => (text: string) => {
  const year = new Date(text).getUTCFullYear();
  return year >= years.first && year <= years.last;
};

/** An ISO 8601 instant with its offset (`2026-11-23T22:10:00+09:00`) within `years`. */
export const zInstant = (error: string, years: Years = DATE_YEARS) =>
  z.iso.datetime({ offset: true, error }).refine(inYears(years), { error: yearsMessage(years) });

/** A calendar date `YYYY-MM-DD` within `years`. */
export const zDate = (error: string, years: Years = DATE_YEARS) =>
  z.iso.date({ error }).refine(inYears(years), { error: yearsMessage(years) });

/** The lounge a list or a board belongs to, from the query string. */
export const ZLoungeQuery = z.object({ lounge_id: ZIdParam });
export const ZOptionalLoungeQuery = z.object({ lounge_id: ZIdParam.optional() });

/** A password as staff set it (staff administration) and change it (the session). */
export const ZPassword = zText("パスワードを入力してください")
  .min(8, { error: "パスワードは8文字以上で入力してください" })
  .max(200, { error: "パスワードは200文字以内で入力してください" });
