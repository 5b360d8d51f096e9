// Error codes shared by server and client: the server maps them to HTTP, the client shows their Japanese text.
import { z } from "zod";
import { ERROR_CODES, ERROR_MESSAGES_JA, type ErrorCode } from "./error-codes";

export const ZErrorResponse = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** Field path → Japanese message, for validation errors. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof ZErrorResponse>;

/**
 * The one error a command throws when it refuses: a code (the server maps it to an HTTP status in
 * one place) and a Japanese message, with per-field messages for a form. Commands throw it
 * without knowing about HTTP, so they run the same from a route, a script or a test.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES_JA[code],
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}
