// The one server error type and the one place where error codes become HTTP statuses and JSON bodies.
import {
  AppError,
  ERROR_MESSAGES_JA,
  type ErrorCode,
  type ErrorResponse,
  isDomainError,
} from "@lounge-office/domain/shared";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { connectionLossSummary, isConnectionLost } from "../db/errors";

/** Seconds a client should wait before retrying a 503: the pool reconnects on the next request. */
export const RETRY_AFTER_SECONDS = 5;

export const HTTP_STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  forbidden: 403,
  csrf_failed: 403,
  not_found: 404,
  conflict: 409,
  account_taken: 409,
  unprocessable: 422,
  payload_too_large: 413,
  sign_in_throttled: 429,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

type ZodIssueLike = {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
};

function fieldsOf(issues: ZodIssueLike[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path =
      issue.params?.issue?.path?.join(".") ??
      issue.instancePath?.replace(/^\//, "").replaceAll("/", ".") ??
      "";
    const key = path || "_";
    fields[key] ??= issue.message ?? ERROR_MESSAGES_JA.validation_failed;
  }
  return fields;
}

function send(reply: FastifyReply, error: AppError) {
  const body: ErrorResponse = { error: { code: error.code, message: error.message } };
  if (error.fields) body.error.fields = error.fields;
  if (error.code === "unavailable") reply.header("retry-after", String(RETRY_AFTER_SECONDS));
  return reply.code(HTTP_STATUS[error.code]).type("application/json").send(body);
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) return send(reply, error);
  // A rule of the domain core refused the data (e.g. a missing price-table cell): say which.
  if (isDomainError(error)) return send(reply, new AppError("unprocessable", error.message));
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = fieldsOf(error.validation as ZodIssueLike[]);
    const first = Object.values(fields)[0];
    return send(reply, new AppError("validation_failed", first ?? undefined, fields));
  }
  // Malformed JSON, oversized bodies, wrong content type: the client's fault, said plainly.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    const message =
      error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
        ? "送信形式が正しくありません"
        : error.code === "FST_ERR_CTP_BODY_TOO_LARGE"
          ? "送信データが大きすぎます"
          : "リクエストの形式が正しくありません";
    return reply
      .code(error.statusCode)
      .send({ error: { code: "validation_failed", message } } satisfies ErrorResponse);
  }
  // The database dropped or refused the connection: a fault of the moment, the next try may work.
  // Logged without the wrapped query, whose parameters may hold secrets.
  if (isConnectionLost(error)) {
    request.log.warn({ db: connectionLossSummary(error) }, "database unavailable");
    return send(reply, new AppError("unavailable"));
  }
  // Through the logger's error serializer: the SQLSTATE and the driver's message, never its parameters.
  const route = `${request.method} ${request.routeOptions.url ?? "(no route)"}`;
  request.log.error({ err: error, route }, "unhandled error");
  return send(reply, new AppError("internal"));
}
