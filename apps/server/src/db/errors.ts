// Recognising PostgreSQL errors the same way on PGlite and node-postgres (drizzle may wrap them in `cause`).
const UNIQUE_VIOLATION = "23505";

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
}

/**
 * SQLSTATEs of a lost or refused connection besides class 08 (connection exception): the server
 * shutting down or terminating the backend (57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now) or out of connection slots (53300 too_many_connections).
 */
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300"]);
/** Socket errors on the way to the server. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);
/** node-postgres's own errors for a connection that is gone ("Connection terminated unexpectedly", …). */
const LOST_MESSAGES = /Connection terminated|not queryable/;

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

function isLostHere(e: ErrorLike): boolean {
  const code = typeof e.code === "string" ? e.code : "";
  if (code.startsWith("08") || UNAVAILABLE_STATES.has(code) || NETWORK_CODES.has(code)) return true;
  return typeof e.message === "string" && LOST_MESSAGES.test(e.message);
}

/**
 * The database could not be reached or dropped the connection mid-way: the request may be retried
 * (a 503), it is no bug. Looks through drizzle's wrapper (`cause`) and a failed connection to each
 * of a host's addresses (an AggregateError's `errors`).
 */
export function isConnectionLost(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const e = error as ErrorLike;
  if (isLostHere(e)) return true;
  if (isConnectionLost(e.cause, depth + 1)) return true;
  return Array.isArray(e.errors) && e.errors.some((inner) => isConnectionLost(inner, depth + 1));
}

/** What to log of a lost connection: the driver's own words, never the query or its parameters. */
export function connectionLossSummary(error: unknown): { code?: string; message: string } {
  let e = error as ErrorLike;
  for (let depth = 0; depth < 5 && e && !isLostHere(e); depth++) {
    const next = (e.cause ?? (Array.isArray(e.errors) ? e.errors[0] : undefined)) as ErrorLike;
    if (!next || typeof next !== "object") break;
    e = next;
  }
  return {
    ...(typeof e.code === "string" && { code: e.code }),
    message: typeof e.message === "string" ? e.message.slice(0, 200) : "connection lost",
  };
}
