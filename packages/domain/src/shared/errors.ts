// The one error type of the money and time core: a stable code for programs, a Japanese message for people.

/** Every code a core function can throw; the server maps all of them to one "unprocessable" response. */
export type DomainErrorCode =
  | "INVALID_INPUT"
  | "INVALID_INSTANT"
  | "INVALID_DATE"
  | "INVALID_TIME_ZONE"
  | "INVALID_CUTOFF"
  | "INVALID_AMOUNT"
  | "AMOUNT_TOO_LARGE"
  | "INVALID_INTERVAL"
  | "INTERVALS_OVERLAP"
  | "VISIT_TOO_LONG"
  | "UNKNOWN_FEE_RULE"
  | "DUPLICATE_FEE_RULE"
  | "DUPLICATE_PRICE_CELL"
  | "DUPLICATE_GROUP"
  | "PRICE_CELL_MISSING"
  | "INVALID_SPECIAL_DATES"
  | "HOLIDAY_DATA_OUT_OF_RANGE"
  | "INVALID_DISCOUNT"
  | "INVALID_SPLIT"
  | "SPLIT_EXCEEDS_TOTAL"
  | "INVALID_YEAR"
  | "INVALID_GENDER";

export class DomainError extends Error {
  readonly code: DomainErrorCode;

  constructor(code: DomainErrorCode, message: string) {
    super(message);
    this.name = "DomainError";
    this.code = code;
  }
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}
