// Integers as contracts take them: a JSON body's are JSON numbers and nothing else; a path, query
// string or multipart field's are read from plain ASCII digits (zIntFromDigits), never from what
// `Number()` would also read.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { configureZodJapanese, MAX_ID, ZId, ZIdParam, zIntFromDigits } from "./common";

configureZodJapanese();

const messageOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

/** Values `Number()` (and so `z.coerce.number()`) reads as a number, none of them digits alone. */
const NOT_DIGITS = ["0x10", "1e3", " 12 ", "12 ", "\t12", "", " ", "+1", "1.0", "1.5", "1_000"];
const NOT_DIGITS_EITHER = ["０１２", "١٢", "Infinity", "NaN", "-", "--1", "1-", "12abc"];

describe("zIntFromDigits", () => {
  const hours = zIntFromDigits(
    z
      .number({ error: "数で指定してください" })
      .int({ error: "整数で指定してください" })
      .min(1, { error: "1以上で指定してください" })
      .max(100, { error: "100以下で指定してください" }),
  );
  const offset = zIntFromDigits(z.number({ error: "数で指定してください" }).int().min(-50).max(50));

  it("reads a string of ASCII digits as its integer, leading zeros included", () => {
    expect(hours.parse("12")).toBe(12);
    expect(hours.parse("007")).toBe(7);
    expect(hours.parse("100")).toBe(100);
  });

  it("passes a number through, to its schema's checks", () => {
    expect(hours.parse(12)).toBe(12);
    expect(messageOf(hours, 1.5)).toBe("整数で指定してください");
  });

  it.each([...NOT_DIGITS, ...NOT_DIGITS_EITHER])("refuses %j as not a number", (text) => {
    expect(messageOf(hours, text)).toBe("数で指定してください");
  });

  it.each([null, true, false, [], ["12"], {}])(
    "refuses %j, which only coercion would read",
    (value) => {
      expect(messageOf(hours, value)).toBe("数で指定してください");
    },
  );

  it("leaves the bounds to the schema, with its own messages", () => {
    expect(messageOf(hours, "0")).toBe("1以上で指定してください");
    expect(messageOf(hours, "101")).toBe("100以下で指定してください");
    // Past 2⁵³ digits no longer name one integer: refused too.
    expect(hours.safeParse("99999999999999999999999").success).toBe(false);
  });

  it("takes a leading minus only where the schema takes a negative", () => {
    expect(offset.parse("-12")).toBe(-12);
    expect(messageOf(hours, "-12")).toBe("1以上で指定してください");
    // Zero written with a minus is zero, never JavaScript's negative zero.
    expect(Object.is(offset.parse("-0"), 0)).toBe(true);
  });

  it("keeps an optional field optional and a default a default", () => {
    expect(hours.optional().parse(undefined)).toBeUndefined();
    expect(hours.default(3).parse(undefined)).toBe(3);
    expect(messageOf(hours.optional(), "")).toBe("数で指定してください");
  });
});

describe("ids", () => {
  it("ZIdParam reads a path's or a query string's digits, with ZId's messages", () => {
    expect(ZIdParam.parse("42")).toBe(42);
    expect(ZIdParam.parse(String(MAX_ID))).toBe(MAX_ID);
    expect(messageOf(ZIdParam, "0x10")).toBe("IDは数値で指定してください");
    expect(messageOf(ZIdParam, "1.0")).toBe("IDは数値で指定してください");
    expect(messageOf(ZIdParam, "0")).toBe("IDは正の整数で指定してください");
    expect(messageOf(ZIdParam, "-3")).toBe("IDは正の整数で指定してください");
    expect(messageOf(ZIdParam, String(MAX_ID + 1))).toBe("IDが大きすぎます");
  });

  it("ZId, a body's id, is a JSON number: no text, null or boolean stands for one", () => {
    expect(ZId.parse(42)).toBe(42);
    for (const value of ["42", "0x10", "1e3", " 12 ", "", null, true, false, [], [1]]) {
      expect(messageOf(ZId, value), JSON.stringify(value)).toBe("IDは数値で指定してください");
    }
    expect(messageOf(ZId, 1.5)).toBe("IDは整数で指定してください");
    expect(messageOf(ZId, 0)).toBe("IDは正の整数で指定してください");
  });
});
