// pino options: secrets (passwords and their hashes, session cookies, CSRF tokens, the sign-in page's
// `ac` and `pw`, the guest page's token in its path) never reach a log line — not through a URL, a
// message, or an error's query parameters.
import { GUEST_PAGE_PATH_PREFIX, guestApi } from "@lounge-office/domain/guest";
import type { FastifyServerOptions } from "fastify";

/** Query keys whose values are never logged (compared decoded, lower-cased, without `[]`). */
const SECRET_KEYS = new Set(["pw", "ac", "pass", "passwd", "password", "token", "secret"]);
const SECRET_PARTS = ["password", "passwd", "token", "secret", "session", "csrf"];

/** A query key as the app would read it: percent- and `+`-decoded (however often), in lower case. */
function decodedKey(raw: string): string | null {
  let key = raw.replaceAll("+", " ");
  for (let i = 0; i < 3 && key.includes("%"); i++) {
    try {
      key = decodeURIComponent(key);
    } catch {
      return null;
    }
  }
  return key
    .trim()
    .toLowerCase()
    .replace(/\[[^\]]*\]$/, "");
}

function isSecretKey(raw: string): boolean {
  const key = decodedKey(raw);
  // A key that does not decode is not worth the risk: its value is dropped too.
  if (key === null) return true;
  return SECRET_KEYS.has(key) || SECRET_PARTS.some((part) => key.includes(part));
}

/** `?key=value` / `&key=value` pairs; in free text a value also ends at white space or a quote. */
const URL_PAIR = /([?&])([^=&#?]*)=([^&#]*)/g;
const TEXT_PAIR = /([?&])([^=&#?\s"'`]*)=([^&#\s"'`]*)/g;

const redactPairs = (text: string, pairs: RegExp) =>
  text.replace(pairs, (whole, sep: string, key: string) =>
    isSecretKey(key) ? `${sep}${key}=[REDACTED]` : whole,
  );

/**
 * Paths whose `:param` segments are bearer tokens: the guest page's call and the page itself, as
 * the domain defines them for the router and the web app (so they cannot move apart from here).
 */
export const SECRET_PATHS: readonly string[] = [
  guestApi.view.path,
  `${GUEST_PAGE_PATH_PREFIX}:token`,
];

const REDACTED = "[REDACTED]";

/** Each secret path as segments: lower-case text to match, or null where the token stands. */
const SECRET_TEMPLATES = SECRET_PATHS.map((path) =>
  path
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => (segment.startsWith(":") ? null : segment.toLowerCase())),
);

/**
 * Percent-decoded until nothing changes (`%252F` too), ten times at most: a URL nested deeper is
 * no browser's or proxy's, and each round costs the URL's length. A malformed `%` stays as it is.
 */
function decodedFully(text: string): string {
  let current = text;
  for (let round = 0; round < 10 && current.includes("%"); round++) {
    const next = current.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (next === current) break;
    current = next;
  }
  return current;
}

type Segment = { text: string; raw: number };

/**
 * The path's segments as a router might read them (decoded, lower-cased, empty and `.` segments
 * dropped, `..` applied), each with the index of the raw segment it was written in.
 */
function segmentsOf(raw: string[]): Segment[] {
  const segments: Segment[] = [];
  raw.forEach((part, index) => {
    for (const piece of decodedFully(part).split(/[/\\]/)) {
      if (piece === "" || piece === ".") continue;
      if (piece === "..") segments.pop();
      else segments.push({ text: piece.toLowerCase(), raw: index });
    }
  });
  return segments;
}

/** The raw segments holding a token if `template` matches from `start`, else none. */
function tokenSegments(segments: Segment[], template: (string | null)[], start: number) {
  if (segments.length - start < template.length) return [];
  const found: number[] = [];
  for (const [i, expected] of template.entries()) {
    const segment = segments[start + i] as Segment;
    if (expected === null) found.push(segment.raw);
    else if (segment.text !== expected) return [];
  }
  return found;
}

/** A path with the segments of a secret path's token replaced, however it is spelled. */
function redactPath(path: string): string {
  const raw = path.split("/");
  const segments = segmentsOf(raw);
  // `//host/g/…` (a whole URL quoted in a message) matches after its host.
  const starts = decodedFully(path).startsWith("//") ? [0, 1] : [0];
  const secret = new Set<number>();
  for (const template of SECRET_TEMPLATES) {
    for (const start of starts) {
      for (const index of tokenSegments(segments, template, start)) secret.add(index);
    }
  }
  if (secret.size === 0) return path;
  return raw.map((part, index) => (secret.has(index) ? REDACTED : part)).join("/");
}

/** A path in a URL or in free text: from a slash, or an encoded one, up to a query or white space. */
const PATH_RUN = /(?:\/|%2f)[^\s"'`?#]*/gi;

const redactPaths = (text: string) => text.replace(PATH_RUN, (path) => redactPath(path));

/**
 * A request URL for the log: the token of a secret path and the values of secret query parameters
 * replaced, however encoded (a path in a query value is looked at too).
 */
export function redactUrl(url: string): string {
  return redactPairs(redactPaths(url), URL_PAIR);
}

/** Free text (a log message, an error message) that may quote a URL. */
export function redactText(text: string): string {
  return redactPairs(redactPaths(text), TEXT_PAIR);
}

/** drizzle's "Failed query: <sql>\nparams: <values>": the values are cut, the SQL (placeholders only) kept. */
function withoutParams(message: string): string {
  const at = message.search(/\n\s*params:/);
  return redactText(at === -1 ? message : message.slice(0, at));
}

/** The fields of a driver error (pg, PGlite) that carry no row data; `detail`, `params`, `where` do. */
const SAFE_ERROR_FIELDS = [
  "code",
  "severity",
  "routine",
  "schema",
  "table",
  "column",
  "constraint",
  "statusCode",
] as const;

type LoggedError = { type: string; message: string; stack: string; [field: string]: unknown };

/**
 * The one error serializer: an allow-list, so a driver's `params`, `detail` ("Failing row contains
 * …"), `query` values or raw packets are never logged. Keeps the type, the message without
 * parameters, the SQLSTATE and the stack's frames (its first line repeats the message), and the cause.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: redactText(String(error)).slice(0, 500), stack: "" };
  }
  const logged: LoggedError = {
    type: error.constructor?.name ?? error.name,
    message: withoutParams(error.message),
    stack: redactText(
      (error.stack ?? "")
        .split("\n")
        .filter((line) => /^\s+at /.test(line))
        .join("\n"),
    ),
  };
  for (const field of SAFE_ERROR_FIELDS) {
    const value: unknown = Reflect.get(error, field);
    if (typeof value === "string" || typeof value === "number") logged[field] = value;
  }
  if (error.cause !== undefined && depth < 3) {
    const cause = serializeError(error.cause, depth + 1);
    logged.cause = cause;
    // drizzle wraps the driver's error: its SQLSTATE belongs at the top, where one searches for it.
    logged.code ??= cause.code;
  }
  return logged;
}

export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        "*.password",
        "*.current_password",
        "*.password_hash",
        "*.csrf_token",
        "*.token",
      ],
      censor: "[REDACTED]",
    },
    serializers: {
      req(request) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        };
      },
      err: serializeError,
      error: serializeError,
    },
    hooks: {
      // Messages Fastify writes itself quote the raw URL ("Route POST:/x?pw=… not found").
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === "string" ? redactText(arg) : arg)) as typeof args,
        );
      },
    },
  };
}
