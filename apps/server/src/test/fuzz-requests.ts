// The fuzz test's wire: a mutated input as a real request (path parameters, query string, JSON body,
// with raw text where JSON cannot say it), sent with a client's session, and a readable description.
import type { Contract } from "@lounge-office/domain/shared";
import { isRaw, type Value } from "./fuzz-hostile";
import type { Input } from "./fuzz-inputs";
import type { TestClient } from "./harness";

/** Percent-encodes like encodeURIComponent, but an unpaired surrogate becomes its WTF-8 bytes instead of a throw. */
export function encode(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join("");
    } else out += encodeURIComponent(text[i]!);
  }
  return out;
}

/**
 * A URL stays under Node's 16 KB header limit, so the application (not the HTTP parser, which
 * answers 431 by itself) sees it: each value is cut to this many characters once encoded.
 */
const URL_TEXT_MAX = 6_000;

function urlText(value: Value): string {
  if (isRaw(value)) return value.raw.slice(0, URL_TEXT_MAX);
  const text =
    typeof value === "string"
      ? value
      : value === null
        ? ""
        : typeof value === "object"
          ? JSON.stringify(value)
          : String(value);
  // Encoding may triple a character's length (or more): cut the text, then whole escapes.
  return encode(text.slice(0, URL_TEXT_MAX))
    .slice(0, URL_TEXT_MAX)
    .replace(/%[0-9A-F]?$/, "");
}

export function queryString(query: Value | undefined): string {
  if (query === undefined) return "";
  if (query === null || typeof query !== "object" || Array.isArray(query) || isRaw(query))
    return `?${urlText(query)}`;
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((v) => `${encode(key)}=${urlText(v)}`),
  );
  return pairs.length > 0 ? `?${pairs.join("&")}` : "";
}

export function pathWith(contract: Contract, params: Value | undefined): string {
  const record =
    params !== null && typeof params === "object" && !Array.isArray(params) && !isRaw(params)
      ? (params as Record<string, Value>)
      : { id: params ?? "" };
  return contract.path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    Object.hasOwn(record, name) ? urlText(record[name]!) : "",
  );
}

/** JSON, with each raw value spliced in where its placeholder was. */
export function bodyText(body: Value): string {
  const raws: string[] = [];
  const json = JSON.stringify(body, (_key, value) => {
    if (!isRaw(value)) return value;
    raws.push(value.raw);
    return `__FUZZ_RAW_${raws.length - 1}__`;
  });
  return json.replace(/"__FUZZ_RAW_(\d+)__"/g, (_, i: string) => raws[Number(i)]!);
}

export type Sent = { status: number; text: string };

let keys = 0;

/** Sends the input as `client` would (its cookie, Origin and CSRF token); no client means anonymous. */
export async function send(
  baseUrl: string,
  client: TestClient | null,
  contract: Contract,
  input: Input,
): Promise<Sent> {
  const headers: Record<string, string> = {
    accept: "application/json",
    // Settling needs one; a fresh key per request keeps a replay from answering instead of the handler.
    "idempotency-key": `fuzz-${process.pid}-${++keys}`,
  };
  if (client && client.cookies.size > 0)
    headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const hasBody = input.body !== undefined && contract.method !== "GET";
  if (contract.method !== "GET") {
    headers.origin = baseUrl;
    if (client?.csrfToken) headers["x-csrf-token"] = client.csrfToken;
  }
  if (hasBody) headers["content-type"] = "application/json";
  const url = baseUrl + pathWith(contract, input.params) + queryString(input.query);
  const response = await fetch(url, {
    method: contract.method,
    headers,
    body: hasBody ? bodyText(input.body!) : undefined,
  });
  return { status: response.status, text: await response.text() };
}

/** Sends a raw body with its own content type (the multipart cases). */
export async function sendRaw(
  baseUrl: string,
  client: TestClient,
  contract: Contract,
  path: string,
  contentType: string,
  body: Uint8Array,
): Promise<Sent> {
  const headers: Record<string, string> = {
    accept: "application/json",
    origin: baseUrl,
    "content-type": contentType,
    cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
  };
  if (client.csrfToken) headers["x-csrf-token"] = client.csrfToken;
  const response = await fetch(baseUrl + path, { method: contract.method, headers, body });
  return { status: response.status, text: await response.text() };
}

/** A value for a failure message: long strings shortened, control characters escaped. */
export function describe(value: unknown): string {
  const text = JSON.stringify(value, (_key, v) => {
    if (typeof v === "string" && v.length > 60) return `${v.slice(0, 20)}…(${v.length} chars)`;
    if (isRaw(v))
      return `raw:${v.raw.length > 60 ? `${v.raw.slice(0, 20)}…(${v.raw.length} chars)` : v.raw}`;
    return v;
  });
  return text ?? String(value);
}
