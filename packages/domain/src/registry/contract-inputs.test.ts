// Every contract's inputs (params, query, body) only take what the database can hold: walking each
// schema (zod 4 definitions), no string accepts NUL, control characters, an unpaired surrogate or a
// 1 MB text; no number accepts 2³¹ or below −2³¹; no JSON body reads a number from text, null or a
// boolean; every array has a maximum length. A new contract with a bare `z.string()`, an unbounded
// number or `z.coerce.number()` in a body fails here before it can reach a column.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { FORBIDDEN_TEXT_MESSAGE } from "../shared/api/common";
import type { Contract } from "../shared/api/contract";
import { type SchemaDef, type SchemaPath, schemaDef, walkSchema } from "../shared/api/schema-walk";
import { API_CONTRACTS } from "./registry";

type Node = { where: string; schema: z.ZodType; def: SchemaDef };

const contracts = Object.entries(API_CONTRACTS).flatMap(([feature, calls]) =>
  Object.entries(calls).map(([name, contract]) => ({ name: `${feature}.${name}`, contract })),
);

function inputNodes(type: string): Node[] {
  const nodes: Node[] = [];
  for (const { name, contract } of contracts) {
    for (const part of ["params", "query", "body"] as const) {
      const schema = (contract as Contract)[part];
      if (!schema) continue;
      walkSchema(schema, (node, def, path: SchemaPath) => {
        if (def.type === type)
          nodes.push({ where: `${name} ${part}.${path.join(".") || "(root)"}`, schema: node, def });
      });
    }
  }
  return nodes;
}

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

describe("contract inputs hold what the database holds", () => {
  it("finds the fields it checks (the walk reaches into objects, arrays, unions and pipes)", () => {
    expect(inputNodes("string").length).toBeGreaterThan(40);
    expect(inputNodes("number").length).toBeGreaterThan(40);
  });

  it.each([
    ["NUL", "名前\u0000"],
    ["a C0 control", "a\u001bb"],
    ["DEL", "a\u007f"],
    ["a C1 control", "a\u0085"],
    ["an unpaired high surrogate", "a\ud800"],
    ["an unpaired low surrogate", "\udc00a"],
  ])("no string field accepts %s", (_, text) => {
    const accepting = inputNodes("string")
      .filter((n) => accepts(n.schema, text))
      .map((n) => n.where);
    expect(accepting).toEqual([]);
  });

  it("says why in Japanese where the string would otherwise be valid", () => {
    const withNul = inputNodes("string").filter((n) => !accepts(n.schema, "名前\u0000"));
    const plain = withNul.filter((n) => accepts(n.schema, "名前"));
    expect(plain.length).toBeGreaterThan(20);
    for (const node of plain) {
      const issues = node.schema.safeParse("名前\u0000").error?.issues ?? [];
      expect(
        issues.map((i) => i.message),
        node.where,
      ).toContain(FORBIDDEN_TEXT_MESSAGE);
    }
  });

  it("keeps tab, line feed, carriage return and surrogate pairs (emoji) where text is free", () => {
    const comment = inputNodes("string").filter((n) => n.where.endsWith(".comment"));
    expect(comment.length).toBeGreaterThan(0);
    for (const node of comment)
      expect(accepts(node.schema, "一行目\r\n\t二行目 🍺"), node.where).toBe(true);
  });

  it.each([
    ["1 MB of letters", "a".repeat(1_048_576)],
    ["1 MB of digits", "1".repeat(1_048_576)],
  ])("no string field accepts %s", (_, text) => {
    const accepting = inputNodes("string")
      .filter((n) => accepts(n.schema, text))
      .map((n) => n.where);
    expect(accepting).toEqual([]);
  });

  it.each([
    ["2³¹", 2 ** 31],
    ["2⁵³", 2 ** 53],
    ["−2³¹ − 1", -(2 ** 31) - 1],
    ["1e308", 1e308],
    ['"2147483648" (a query string)', "2147483648"],
  ])("no number field accepts %s", (_, value) => {
    const accepting = inputNodes("number")
      .filter((n) => accepts(n.schema, value))
      .map((n) => n.where);
    expect(accepting).toEqual([]);
  });

  // A JSON body's integer is a JSON number: `"12"`, `null`, `true` or `[]` never stand for one (a
  // coercion would read them as 12, 0, 1 and 0). Text becomes a number only in a path, a query string
  // or a multipart field (zIntFromDigits). A payment amount takes digit text by its own rule
  // (decision 020): a union whose text is a string node, not a number read from text.
  it("no JSON body reads a number from anything but a JSON number", () => {
    const readsText: string[] = [];
    let numbers = 0;
    for (const { name, contract } of contracts) {
      if (!contract.body || contract.multipart) continue;
      walkSchema(contract.body, (_node, def, path) => {
        const where = `${name} body.${path.join(".")}`;
        if (def.type === "number") {
          numbers++;
          if (def.coerce) readsText.push(`${where} (coerced)`);
        }
        if (def.type === "pipe" && schemaDef(def.out as z.ZodType).type === "number")
          readsText.push(`${where} (read from text)`);
      });
    }
    expect(numbers).toBeGreaterThan(40);
    expect(readsText).toEqual([]);
  });

  it.each([
    ["null", null],
    ["true", true],
    ["false", false],
    ["[]", []],
    ['""', ""],
    ['"12"', "12"],
    ['"0x10"', "0x10"],
    ['"1e3"', "1e3"],
    ['" 12 "', " 12 "],
  ])("no number field of a JSON body accepts %s", (_, value) => {
    const accepting = inputNodes("number")
      .filter((n) => n.where.includes(" body."))
      .filter((n) => accepts(n.schema, value))
      .map((n) => n.where);
    expect(accepting).toEqual([]);
  });

  it("every array has a maximum length", () => {
    const hasMax = (def: SchemaDef) =>
      ((def.checks as { _zod: { def: { check: string } } }[] | undefined) ?? []).some(
        (c) => c._zod.def.check === "max_length",
      );
    const unbounded = inputNodes("array")
      .filter((n) => !hasMax(n.def))
      .map((n) => n.where);
    expect(unbounded).toEqual([]);
  });
});
