// Walks a zod schema's nodes through zod 4's definitions (`_zod.def`): the contract-input test finds
// every string and number a caller can send with it, and the server's fuzz test builds valid inputs.
import type { z } from "zod";

/** A node's definition: its `type` ("object", "string", "pipe", …) and the fields of that type. */
export type SchemaDef = { type: string } & Record<string, unknown>;

export const schemaDef = (schema: z.ZodType): SchemaDef =>
  (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** Where a node sits: object keys, "[]" for an array's items, "{key}"/"{value}" for a record's. */
export type SchemaPath = readonly string[];

/** The nodes a node wraps or combines, each with the path step that leads to it. */
function children(def: SchemaDef): [string | null, z.ZodType][] {
  switch (def.type) {
    case "object":
      return Object.entries(def.shape as Record<string, z.ZodType>);
    case "array":
      return [["[]", def.element as z.ZodType]];
    case "record":
      return [
        ["{key}", def.keyType as z.ZodType],
        ["{value}", def.valueType as z.ZodType],
      ];
    case "union":
      return (def.options as z.ZodType[]).map((o) => [null, o]);
    case "intersection":
      return [
        [null, def.left as z.ZodType],
        [null, def.right as z.ZodType],
      ];
    case "pipe":
      return [
        [null, def.in as z.ZodType],
        [null, def.out as z.ZodType],
      ];
    case "tuple":
      return [
        ...(def.items as z.ZodType[]).map((item, i): [string, z.ZodType] => [String(i), item]),
        ...(def.rest ? [["[]", def.rest as z.ZodType] as [string, z.ZodType]] : []),
      ];
    case "lazy":
      return [[null, (def.getter as () => z.ZodType)()]];
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
    case "success":
      return [[null, def.innerType as z.ZodType]];
    default:
      return [];
  }
}

/**
 * Calls `visit` on `schema` and every node under it, depth first, at each path it appears (a shared
 * node such as `ZId` is visited once per field); a recursive (lazy) schema is not entered twice.
 */
export function walkSchema(
  schema: z.ZodType,
  visit: (node: z.ZodType, def: SchemaDef, path: SchemaPath) => void,
  path: SchemaPath = [],
  ancestors = new Set<z.ZodType>(),
): void {
  if (ancestors.has(schema)) return;
  const def = schemaDef(schema);
  visit(schema, def, path);
  ancestors.add(schema);
  for (const [step, child] of children(def)) {
    walkSchema(child, visit, step === null ? path : [...path, step], ancestors);
  }
  ancestors.delete(schema);
}
