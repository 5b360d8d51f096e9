// The fuzz test's inputs: a plausible valid skeleton per contract, derived from its zod schemas (ids
// of the fuzz world by field name), its leaves, and the cases that put hostile values into them.
import { type Contract, type SchemaDef, schemaDef } from "@lounge-office/domain/shared";
import fc from "fast-check";
import type { z } from "zod";
import {
  deepArray,
  hostileKey,
  hostileValue,
  INT4_OVER,
  isRaw,
  MEGABYTE,
  type Value,
} from "./fuzz-hostile";
import type { FuzzIds } from "./fuzz-world";

export type { Value } from "./fuzz-hostile";

export type Part = "params" | "query" | "body";
export type Input = Partial<Record<Part, Value>>;
export type Path = readonly (string | number)[];

// ---- Skeletons ----

/** Ids by field name, singular or plural (`lounge_id`, `lounge_ids`, `customer_group_ids[]`). */
function idFor(key: string, ids: FuzzIds): number | undefined {
  const k = key.replace(/\[\]$/, "");
  if (/^lounge_ids?$/.test(k)) return ids.lounge;
  if (/^seat_ids?$/.test(k)) return ids.seat;
  if (k === "fee_rule" || k === "fee_rule_id") return ids.feeRule;
  if (k === "genre_id") return ids.genre;
  if (/^menu_ids?$/.test(k)) return ids.menu;
  if (k === "reward_id") return ids.reward;
  if (k === "image_id") return ids.image;
  if (k === "staff_id") return ids.staff;
  if (k === "accounting_log_id") return ids.accountingLog;
  if (k === "printer_id") return ids.printer;
  if (k === "matched_group_ids") return ids.matchedGroup;
  if (/customer_group_ids?|customer_group_id_eq|^id$/.test(k)) return ids.group;
  return undefined;
}

/** Strings that must have a format, by field name. */
const NAMED_TEXT: Record<string, string> = {
  account: "w-fuzz-new",
  password: "lounge-demo",
  time_zone: "Asia/Tokyo",
  // A well-formed guest link that opens nothing: the page answers its 404.
  token: "fuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzz",
  business_day_cutoff: "06:00",
  phone: "03-0000-0000",
  site_url: "https://example.com",
  invoice_registration_number: "T9234567890123",
  age: "1990",
  from_day: "2030-02-01",
  to_day: "2030-02-02",
  start_at: "2030-01-01T20:00:00+09:00",
  end_at: "2030-01-01T21:00:00+09:00",
  from: "2030-01-01T00:00:00+09:00",
  to: "2030-01-02T00:00:00+09:00",
  cursor: "1700000000000_1_1",
  role: "admin,manager,staff",
  options: "ロック,ソーダ",
  discount_percent: "20",
  date: "2030-01-01",
  first_day: "2030-01-01",
  last_day: "2030-01-02",
  // Printers and receipts.
  ip: "192.168.0.50",
  device_id: "local_printer",
  status: "2",
  amounts: "1000",
  "amounts[]": "1000",
  // Attendance: a past minute (a future one is refused) and a month.
  logged_at: "2025-11-03T20:00:00+09:00",
  month: "2025-11",
  // System messages: shown until a future instant (a past one is refused).
  until: "2099-01-01T00:00:00+09:00",
  // A lounge's opening hours: a night to the next morning.
  open: "19:00",
  close: "05:00",
};

/** Numbers by field name where the schema's bounds alone do not make a valid value. */
const NAMED_NUMBER: Record<string, number> = {
  mens: 1,
  ladys: 0,
  others: 0,
  level: 1,
  price: 1000,
  num: 1,
  paper_width: 80,
};

type Bounds = { min?: number; max?: number };
function numberBounds(def: SchemaDef): Bounds {
  const bounds: Bounds = {};
  for (const check of (def.checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ??
    []) {
    const c = check._zod.def;
    if (c.check === "greater_than") bounds.min = Number(c.value) + (c.inclusive ? 0 : 1);
    if (c.check === "less_than") bounds.max = Number(c.value) - (c.inclusive ? 0 : 1);
  }
  return bounds;
}

/** What sampling knows: the world's ids, and whether to leave optional fields out. */
type Sampling = { ids: FuzzIds; minimal: boolean };

const isOptional = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { optin?: string } })._zod.optin !== undefined;

/** A value the schema accepts, as a real caller would send it; `undefined` for what JSON cannot hold. */
export function sampleOf(schema: z.ZodType, key: string, sampling: Sampling): Value | undefined {
  const { ids } = sampling;
  const def = schemaDef(schema);
  const id = idFor(key, ids);
  switch (def.type) {
    case "object": {
      const out: Record<string, Value> = {};
      for (const [k, child] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        if (sampling.minimal && isOptional(child)) continue;
        const v = sampleOf(child, k, sampling);
        if (v !== undefined) out[k] = v;
      }
      return out;
    }
    case "array": {
      const item = sampleOf(def.element as z.ZodType, key, sampling);
      // Opening hours are one entry per weekday, seven or none.
      if (key === "opening_hours" && item !== undefined)
        return Array.from({ length: 7 }, () => item);
      return item === undefined ? [] : [item];
    }
    case "string":
      if (id !== undefined) return String(id);
      // The bill's query names extra charges by group: `12:1000`.
      if (key === "extra_charges") return `${ids.group}:1000`;
      return NAMED_TEXT[key] ?? "ファズ";
    case "number": {
      if (id !== undefined) return id;
      const { min = 0, max = Number.MAX_SAFE_INTEGER } = numberBounds(def);
      return NAMED_NUMBER[key] ?? Math.min(Math.max(1, min), max);
    }
    case "boolean":
      return true;
    case "enum": {
      const values = Object.values(def.entries as Record<string, string>);
      return NAMED_TEXT[key] && values.includes(NAMED_TEXT[key]) ? NAMED_TEXT[key] : values[0];
    }
    case "literal":
      return (def.values as Value[])[0];
    case "record":
      return {};
    case "union":
      return sampleOf((def.options as z.ZodType[])[0]!, key, sampling);
    case "pipe": {
      const inner = sampleOf(def.in as z.ZodType, key, sampling);
      return inner === undefined ? sampleOf(def.out as z.ZodType, key, sampling) : inner;
    }
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
      return sampleOf(def.innerType as z.ZodType, key, sampling);
    default:
      return undefined;
  }
}

/** Each `:id` names the record of its path's kind; some contracts get a record of their own to retire. */
export function pathIdFor(contract: Contract, ids: FuzzIds): number {
  const p = contract.path;
  if (p === "/api/v1/seats/:id") return contract.method === "DELETE" ? ids.retiredSeat : ids.seat;
  if (p === "/api/v1/fee_rules/:id")
    return contract.method === "DELETE" ? ids.retiredFeeRule : ids.feeRule;
  // A cancel takes its group off the floor: a group of its own, so the others' calls keep theirs.
  if (p === "/customer_groups/:id/cancel") return ids.cancelGroup;
  if (p === "/printers/:id") return contract.method === "DELETE" ? ids.retiredPrinter : ids.printer;
  const byPrefix: [string, number][] = [
    ["/api/v1/staff_members/", ids.targetStaff],
    ["/api/v1/lounge_settings/", ids.otherLounge],
    ["/api/v1/lounges/", ids.otherLounge],
    ["/api/v1/price_tables/", ids.feeRule],
    ["/api/v1/special_dates/", ids.specialDate],
    ["/customer_groups/", ids.group],
    ["/orders/", ids.order],
    ["/event_logs/", ids.eventLog],
    ["/genres/", ids.genre],
    ["/menus/", ids.menu],
    ["/rewards/", ids.reward],
    ["/images/", ids.image],
    ["/accounting_logs/", ids.accountingLog],
    ["/print_jobs/", ids.printJob],
    ["/attendance_logs/", ids.attendanceLog],
    ["/system_messages/", ids.systemMessage],
    ["/cash_movements/", ids.cashMovement],
    ["/public/lounges/", ids.lounge],
  ];
  const match = byPrefix.find(([prefix]) => p.startsWith(prefix));
  if (!match) throw new Error(`fuzz: no record for ${contract.method} ${p}; add one to pathIdFor`);
  return match[1];
}

/**
 * The contract's valid input: the fuzz world's ids, the field-name samples, the schema's bounds.
 * `minimal` leaves every optional field out (a comment alone is a comment edit, where the whole
 * skeleton would be a move that a stale lock version refuses before the comment is written).
 */
export function skeletonOf(contract: Contract, ids: FuzzIds, minimal = false): Input {
  const sampling = { ids, minimal };
  const input: Input = {};
  if (contract.params) input.params = sampleOf(contract.params, "", sampling);
  if (contract.params && /:id\b/.test(contract.path))
    (input.params as Record<string, Value>).id = pathIdFor(contract, ids);
  if (contract.query) input.query = sampleOf(contract.query, "", sampling);
  if (contract.body && !contract.multipart) input.body = sampleOf(contract.body, "", sampling);
  // An order names a menu or a reward, never both (a refinement the schema walk cannot see).
  const body = input.body as Record<string, Value> | undefined;
  if (body && "menu_id" in body && "reward_id" in body) delete body.reward_id;
  return input;
}

// ---- Leaves and mutations ----

/** Every path in a value, containers included (the part itself is `[]`). */
export function pathsOf(value: Value, path: Path = []): Path[] {
  const out: Path[] = [path];
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) out.push(...pathsOf(v, [...path, i]));
  } else if (value !== null && typeof value === "object" && !isRaw(value))
    for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...path, k]));
  return out;
}

export const valueAt = (value: Value, path: Path): Value =>
  path.reduce<Value>((v, step) => (v as Record<string | number, Value>)[step] as Value, value);

const clone = (value: Value): Value => structuredClone(value);

export type Mutation =
  | { kind: "replace"; part: Part; path: Path; value: Value }
  | { kind: "drop"; part: Part; path: Path }
  | { kind: "extra"; part: Part; path: Path; key: string; value: Value };

/** The skeleton with one mutation applied (the skeleton itself is left as it was). */
export function mutate(input: Input, m: Mutation): Input {
  const out: Input = { ...input, [m.part]: clone(input[m.part] ?? {}) };
  if (m.kind === "replace" && m.path.length === 0) return { ...out, [m.part]: m.value };
  const parentPath = m.kind === "extra" ? m.path : m.path.slice(0, -1);
  const parent = valueAt(out[m.part] as Value, parentPath) as Record<string | number, Value>;
  const last = m.path[m.path.length - 1]!;
  if (m.kind === "replace") parent[last] = m.value;
  else if (m.kind === "drop") {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else
    Object.defineProperty(parent, m.key, {
      value: m.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return out;
}

/** A path to an id: a key `id`, `…_id`, `…_ids` or `fee_rule`, or an item of such a list. */
const isIdPath = (path: Path) =>
  /(^|_)ids?(\[\])?$|^fee_rule$/.test(String(path.findLast((step) => typeof step === "string")));

/** A mutation and the skeleton it applies to. */
export type Case = { base: Input; mutation: Mutation };

/** `minimal` with the value at `path` (and the containers leading to it) taken from `full`. */
function graft(minimal: Value | undefined, full: Value, path: Path): Value {
  if (path.length === 0) return full;
  const [step, ...rest] = path as [string | number, ...(string | number)[]];
  const from = full as Record<string | number, Value>;
  const into = (minimal ?? (Array.isArray(full) ? [] : {})) as Record<string | number, Value>;
  const copy = (Array.isArray(into) ? [...into] : { ...into }) as Record<string | number, Value>;
  copy[step] = graft(into[step], from[step]!, rest);
  return copy as Value;
}

/**
 * Deterministic cases for every leaf: NUL in each string, 2³¹ in each number (and 2³¹ − 1 in each
 * id), 1 MB in each body string, a broken escape and 200 characters in each path parameter, each on
 * the minimal skeleton plus that one field; and per body, deep nesting and `__proto__`.
 */
export function examplesFor(full: Input, minimal: Input): Case[] {
  const out: Case[] = [];
  for (const part of ["params", "query", "body"] as const) {
    const value = full[part];
    if (value === undefined) continue;
    for (const path of pathsOf(value)) {
      const leaf = valueAt(value, path);
      const base = { ...minimal, [part]: graft(minimal[part], value, path) };
      const replace = (v: Value): Case => ({
        base,
        mutation: { kind: "replace", part, path, value: v },
      });
      if (typeof leaf === "string") {
        out.push(replace("ファズ\u0000"));
        if (part === "body") out.push(replace(MEGABYTE));
      }
      if (typeof leaf === "number") {
        out.push(replace(INT4_OVER));
        // The largest valid id names no record: the handler must look before it writes.
        if (isIdPath(path)) out.push(replace(INT4_OVER - 1));
      }
      // The router refuses these before any route: a broken escape, a parameter over 100 characters.
      if (part === "params" && path.length > 0)
        out.push(replace({ raw: "%zz" }), replace("9".repeat(200)));
    }
    if (part === "body") {
      out.push({
        base: full,
        mutation: { kind: "replace", part, path: [], value: deepArray(50_000) },
      });
      out.push({
        base: full,
        mutation: { kind: "extra", part, path: [], key: "__proto__", value: { admin: true } },
      });
    }
  }
  return out;
}

/** Random mutations of the whole skeleton: a leaf replaced or dropped, or a field added. */
export function caseOf(input: Input): fc.Arbitrary<Case> {
  const leaves: { part: Part; path: Path }[] = [];
  const objects: { part: Part; path: Path }[] = [];
  for (const part of ["params", "query", "body"] as const) {
    const value = input[part];
    if (value === undefined) continue;
    for (const path of pathsOf(value)) {
      leaves.push({ part, path });
      const v = valueAt(value, path);
      if (v !== null && typeof v === "object" && !Array.isArray(v)) objects.push({ part, path });
    }
  }
  const options: fc.Arbitrary<Mutation>[] = [];
  if (leaves.length > 0) {
    const leaf = fc.constantFrom(...leaves);
    const replace = fc
      .record({ at: leaf, value: hostileValue })
      .map(({ at, value }): Mutation => ({ kind: "replace", ...at, value }));
    // Replacing a leaf is the main case: twice the weight of dropping one or adding a field.
    options.push(replace, replace);
  }
  const droppable = leaves.filter((l) => l.path.length > 0);
  if (droppable.length > 0)
    options.push(fc.constantFrom(...droppable).map((at): Mutation => ({ kind: "drop", ...at })));
  if (objects.length > 0) {
    options.push(
      fc
        .record({ at: fc.constantFrom(...objects), key: hostileKey, value: hostileValue })
        .map(({ at, key, value }): Mutation => ({ kind: "extra", ...at, key, value })),
    );
  }
  // A contract without inputs still gets unexpected ones: a query or a body it does not declare.
  if (options.length === 0) {
    options.push(
      fc
        .record({
          part: fc.constantFrom<Part>("query", "body"),
          key: hostileKey,
          value: hostileValue,
        })
        .map(({ part, key, value }): Mutation => ({ kind: "extra", part, path: [], key, value })),
    );
  }
  return fc.oneof(...options).map((mutation) => ({ base: input, mutation }));
}
