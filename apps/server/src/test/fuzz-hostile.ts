// The fuzz test's hostile values: numbers beyond int4 and JSON, numeric-looking text, out-of-range
// dates, NUL and control characters, unpaired surrogates, 1 MB strings, deep nesting, prototype keys,
// wrong types.
import fc from "fast-check";

/** A hostile value that JSON cannot carry (1e400, deep nesting as text): spliced in as raw text. */
export type Raw = { raw: string };
export type Value = null | boolean | number | string | Raw | Value[] | { [key: string]: Value };

export const isRaw = (v: unknown): v is Raw =>
  typeof v === "object" && v !== null && !Array.isArray(v) && Object.keys(v).join() === "raw";

export const INT4_OVER = 2 ** 31;
// 2³¹ − 1 is a valid id that names no record: a handler must answer 404, not fail on a foreign key.
const NUMBERS = [
  INT4_OVER,
  INT4_OVER - 1,
  2 ** 53,
  2 ** 32,
  -1,
  -(2 ** 31) - 1,
  -(2 ** 53),
  0,
  0.5,
  1e308,
  -1e308,
  1e21,
];
const NUMERIC_TEXT = [
  "2147483648",
  "2147483647",
  "9007199254740993",
  "-1",
  "0",
  "1e308",
  "NaN",
  "Infinity",
  "-Infinity",
  "0x7fffffff",
  "1.5",
  "-0",
  "",
  " ",
  "1,2",
  "１２３",
  "00000000000000000000000000001",
];
/** Dates and months a schema's pattern accepts but PostgreSQL may not hold (year 0, 5 digits…). */
const DATE_TEXT = [
  "0000-01",
  "0000-01-01",
  "0001-01-01T00:00:00+09:00",
  "0000-12-31T23:59:59Z",
  "9999-12-31T23:59:59Z",
  "294277-01-01",
  "2025-02-30",
  "2025-13",
];
/**
 * Characters PostgreSQL cannot hold (NUL), unpaired surrogates, controls, and invisible marks that
 * are fine to store (BOM, RLO, U+FFFF, line separator): the contracts must refuse the former only.
 */
export const HOSTILE_CHARS = [
  "\u0000",
  "\u0001",
  "\u0007",
  "\b",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u009b",
  "\ud800",
  "\udfff",
  "\ufeff",
  "\u202e",
  "\uffff",
  "\u2028",
];
const PROTO_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "__defineGetter__",
  "toString",
  "hasOwnProperty",
];
export const deepArray = (n: number): Raw => ({ raw: "[".repeat(n) + "]".repeat(n) });
const deepObject = (n: number): Raw => ({ raw: `${'{"a":'.repeat(n)}1${"}".repeat(n)}` });
const RAW_VALUES: Raw[] = [
  { raw: "1e400" },
  { raw: "-1e400" },
  { raw: "-0" },
  { raw: "123456789012345678901234567890" },
  deepArray(1_000),
  deepArray(50_000),
  deepObject(1_000),
  deepObject(20_000),
  { raw: '{"__proto__":{"admin":true}}' },
  { raw: '{"constructor":{"prototype":{"admin":true}}}' },
  { raw: '[{"__proto__":[]}]' },
];
/** 1 MB of ASCII fits the 1 MiB body limit, so the field's own bound must refuse it. */
export const MEGABYTE = "x".repeat(1_000_000);

/** One hostile value of any kind, for any field (a string field gets numbers and objects too). */
export const hostileValue: fc.Arbitrary<Value> = fc.oneof(
  fc.constantFrom(...NUMBERS),
  fc.constantFrom(...NUMERIC_TEXT),
  fc.constantFrom(...DATE_TEXT),
  fc
    .tuple(
      fc.string({ maxLength: 6 }),
      fc.constantFrom(...HOSTILE_CHARS),
      fc.string({ maxLength: 6 }),
    )
    .map(([a, c, b]) => a + c + b),
  fc.string({ unit: "binary", maxLength: 12 }),
  fc.constantFrom<Value>(
    MEGABYTE,
    "あ".repeat(400_000),
    null,
    true,
    false,
    [],
    {},
    [1, 2],
    { a: "b" },
    "true",
    [null],
  ),
  fc.constantFrom(...RAW_VALUES),
  fc.constantFrom(...PROTO_KEYS).map((k): Value => JSON.parse(`{"${k}":{"admin":true}}`)),
);

/** A field name nobody declared: prototype keys, or anything. */
export const hostileKey = fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string({ maxLength: 8 }));
