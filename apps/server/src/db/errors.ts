// Recognising PostgreSQL errors the same way on PGlite and node-postgres (drizzle may wrap them in `cause`).
const UNIQUE_VIOLATION = "23505";

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
}
