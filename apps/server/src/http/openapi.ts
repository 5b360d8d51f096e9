// The OpenAPI document at /docs, completed from the contracts once @fastify/swagger has generated
// it: how each call authenticates, its operationId (the contract's name in the registry), the error
// body on the refusals it can meet, the upload's form, /cable's upgrade and the money calls' worked
// examples. Generated, never written by hand: a change to a contract changes its documentation.
import { ZCableMessage } from "@lounge-office/domain/realtime";
import { API_CONTRACTS, API_EXAMPLES } from "@lounge-office/domain/registry";
import {
  type Contract,
  ERROR_MESSAGES_JA,
  type ErrorCode,
  type ErrorResponse,
  isOperator,
  isPublic,
  ZErrorResponse,
} from "@lounge-office/domain/shared";
import { z } from "zod";
import { SESSION_COOKIE } from "./session-cookie";

/** The security schemes operations name (declared in `SECURITY_SCHEMES`). */
export const SESSION_SECURITY_SCHEME = "sessionCookie";
export const CSRF_SECURITY_SCHEME = "csrfToken";
export const OPERATOR_SECURITY_SCHEME = "operatorBearer";

export const SECURITY_SCHEMES = {
  [SESSION_SECURITY_SCHEME]: {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE,
    description: `サインイン (POST /api/v1/session) で発行されるセッション Cookie。HTTPS では __Host-${SESSION_COOKIE} という名前になります。`,
  },
  [CSRF_SECURITY_SCHEME]: {
    type: "apiKey",
    in: "header",
    name: "X-CSRF-Token",
    description:
      "変更系 (POST・PUT・PATCH・DELETE) の呼び出しに必須。値はサインインの応答またはGET /api/v1/session の csrf_token。あわせて Origin ヘッダーがこのサーバーであること。",
  },
  [OPERATOR_SECURITY_SCHEME]: {
    type: "http",
    scheme: "bearer",
    description: "運用者向け: METRICS_TOKEN (サーバーと同じホストからはトークンなしでも可)",
  },
} as const;

export const DOCUMENT_DESCRIPTION = [
  "相席ラウンジ向けバックオフィスのAPI。",
  "",
  "- 認証: サインイン (POST /api/v1/session) で受け取るセッション Cookie。変更系の呼び出しには X-CSRF-Token ヘッダー (応答の csrf_token) と同一オリジンの Origin ヘッダーが必要です。",
  "- エラー: 4xx・5xx はすべて `{ error: { code, message, fields? } }` (ErrorResponse)。message は日本語、fields は項目ごとの理由です。",
  "- 冪等性: Idempotency-Key ヘッダーを受け付ける呼び出しは、同じキーの再送に最初の応答を返します (会計では必須)。",
  "- リアルタイム: GET /cable は WebSocket。メッセージの形は CableMessage です。",
].join("\n");

/** Each refusal status: the component response that documents it and the code an example shows. */
const ERROR_RESPONSES = {
  400: {
    name: "BadRequest",
    code: "validation_failed",
    what: "入力の誤り (fields に項目ごとの理由)",
  },
  401: {
    name: "Unauthenticated",
    code: "unauthenticated",
    what: "セッションがない・切れた (サインインでは invalid_credentials)",
  },
  403: {
    name: "Forbidden",
    code: "forbidden",
    what: "権限がない、または CSRF・Origin の確認に失敗",
  },
  404: { name: "NotFound", code: "not_found", what: "指定したものが見つからない" },
  409: { name: "Conflict", code: "conflict", what: "他の端末で更新された、締めた営業日など" },
  413: {
    name: "PayloadTooLarge",
    code: "payload_too_large",
    what: "送信データが大きすぎる (JSON の本文では code は validation_failed)",
  },
  422: {
    name: "Unprocessable",
    code: "unprocessable",
    what: "内容が処理できない (同じ Idempotency-Key で別の内容など)",
  },
  429: {
    name: "TooManyRequests",
    code: "rate_limited",
    what: "短時間に多すぎる (サインイン・パスワード変更の失敗続きでは sign_in_throttled)",
  },
  500: { name: "InternalError", code: "internal", what: "サーバーのエラー" },
  503: {
    name: "Unavailable",
    code: "unavailable",
    what: "データベースに接続できない (Retry-After 秒後に再試行)",
  },
} as const satisfies Record<number, { name: string; code: ErrorCode; what: string }>;

type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** Calls with a limit on attempts or reads (sign-in's throttle, the guest link's window). */
const RATE_LIMITED = new Set(["session.signIn", "session.changePassword", "guest.view"]);
/** Reads that price with the money core, which refuses data it cannot price (a missing cell). */
const PRICING_READS = new Set(["accounting.bill"]);

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Who may call, as OpenAPI security requirements: the same rules the session plugin applies. */
export function securityOf(contract: Contract) {
  if (isOperator(contract.access)) return [{ [OPERATOR_SECURITY_SCHEME]: [] }];
  if (isPublic(contract.access)) return [];
  return MUTATING.has(contract.method)
    ? [{ [SESSION_SECURITY_SCHEME]: [], [CSRF_SECURITY_SCHEME]: [] }]
    : [{ [SESSION_SECURITY_SCHEME]: [] }];
}

/** The refusals a call can meet, from what it takes and who may call it. */
export function errorStatusesOf(name: string, contract: Contract): ErrorStatus[] {
  const guarded = "action" in contract.access;
  const mutating = MUTATING.has(contract.method);
  const body = Boolean(contract.body || contract.multipart);
  const input = Boolean(contract.params || contract.query || body || contract.idempotency);
  const statuses: ErrorStatus[] = [];
  if (input) statuses.push(400);
  if (guarded || name === "session.signIn") statuses.push(401);
  if (!isPublic(contract.access) || mutating) statuses.push(403);
  if (contract.params || (input && !isOperator(contract.access))) statuses.push(404);
  if (guarded && mutating) statuses.push(409);
  if (body) statuses.push(413);
  if ((guarded && mutating) || contract.idempotency || PRICING_READS.has(name)) statuses.push(422);
  if (RATE_LIMITED.has(name)) statuses.push(429);
  statuses.push(500);
  // Every call but an operator's reads the database (the session, at least).
  if (!isOperator(contract.access)) statuses.push(503);
  return [...new Set(statuses)];
}

const errorExample = (code: ErrorCode, fields?: Record<string, string>): ErrorResponse => ({
  error: { code, message: ERROR_MESSAGES_JA[code], ...(fields && { fields }) },
});

/** The worked error bodies in the components, each as the server sends it. */
export function errorExamples(): Record<ErrorStatus, ErrorResponse> {
  const examples = {} as Record<ErrorStatus, ErrorResponse>;
  for (const [status, { code }] of Object.entries(ERROR_RESPONSES)) {
    examples[Number(status) as ErrorStatus] =
      code === "validation_failed"
        ? errorExample(code, { "accounting_log.cash": "金額は0以上の整数（円）で入力してください" })
        : errorExample(code);
  }
  return examples;
}

const toSchema = (schema: z.ZodType, io: "input" | "output" = "output") => {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    target: "openapi-3.0",
    io,
    unrepresentable: "any",
  }) as Record<string, unknown>;
  return json;
};

function errorComponents() {
  const examples = errorExamples();
  const responses: Record<string, unknown> = {};
  for (const [status, { name, what }] of Object.entries(ERROR_RESPONSES)) {
    responses[name] = {
      description: what,
      ...((status === "429" || status === "503") && {
        headers: {
          "Retry-After": { description: "再試行までの秒数", schema: { type: "integer" } },
        },
      }),
      content: {
        "application/json": {
          schema: { $ref: "#/components/schemas/ErrorResponse" },
          example: examples[Number(status) as ErrorStatus],
        },
      },
    };
  }
  return responses;
}

type Json = { [key: string]: unknown };
type Media = { schema?: Json; examples?: Record<string, { summary: string; value: unknown }> };
type Response = { description?: string; headers?: Json; content?: Record<string, Media> };
type Operation = {
  description?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: { required?: boolean; content: Record<string, Media> };
  responses: Record<string, Response | { $ref: string }>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Json; responses?: Json };
};

/** Contracts by `METHOD /path` as the document writes it (`{id}` for `:id`), with their names. */
function contractsByOperation() {
  const map = new Map<string, { name: string; contract: Contract }>();
  for (const [feature, contracts] of Object.entries(API_CONTRACTS)) {
    for (const [key, contract] of Object.entries(contracts)) {
      const path = contract.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, "{$1}");
      map.set(`${contract.method.toLowerCase()} ${path}`, { name: `${feature}.${key}`, contract });
    }
  }
  return map;
}

/** OpenAPI 3.0 wants `nullable` beside a `type`: a nullable union says it on each of its branches. */
function typeNullableUnions(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) typeNullableUnions(item);
    return;
  }
  if (node === null || typeof node !== "object") return;
  const schema = node as Json;
  const branches = schema.anyOf ?? schema.oneOf;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(branches)) {
    for (const branch of branches as Json[]) if (branch.$ref === undefined) branch.nullable = true;
    delete schema.nullable;
  }
  for (const value of Object.values(schema)) typeNullableUnions(value);
}

/** The upload's multipart form: the contract's fields, a part zod cannot describe is the file. */
function multipartBody(contract: Contract) {
  const schema = toSchema(contract.body as z.ZodType, "input") as {
    properties: Record<string, Json>;
  };
  for (const [name, property] of Object.entries(schema.properties)) {
    if (property.type === undefined) schema.properties[name] = { type: "string", format: "binary" };
  }
  // The form's parts are read by name: others are not refused, only ignored.
  delete (schema as Json).additionalProperties;
  return { required: true, content: { "multipart/form-data": { schema } } };
}

function describeCable(operation: Operation) {
  operation.description = `${operation.description ?? ""}\n\nUpgrade: websocket を付けた GET で 101 (WebSocket) に切り替わります。以後サーバーから届く各フレームは CableMessage の JSON です。`;
  operation.responses["101"] = {
    description: "WebSocket に切り替え。各メッセージ (JSON テキストフレーム) の形は CableMessage",
    content: { "application/json": { schema: { $ref: "#/components/schemas/CableMessage" } } },
  };
}

function addExamples(operation: Operation, name: string, successStatus: number) {
  const [feature, key] = name.split(".") as [string, string];
  const example = API_EXAMPLES[feature]?.[key];
  if (!example) return;
  const media = (content: Record<string, Media> | undefined) => content?.["application/json"];
  const request = media(operation.requestBody?.content);
  if (request && example.request !== undefined) {
    request.examples = { [key]: { summary: example.summary, value: example.request } };
  }
  const success = operation.responses[String(successStatus)];
  const response = success && "content" in success ? media(success.content) : undefined;
  if (response && example.response !== undefined) {
    response.examples = { [key]: { summary: example.summary, value: example.response } };
  }
}

function completeOperation(operation: Operation, name: string, contract: Contract) {
  const status = contract.status ?? 200;
  operation.operationId = name;
  operation.security = securityOf(contract);
  const found = operation.responses[String(status)];
  const success = found && !("$ref" in found) ? found : undefined;
  if (success?.description === "Default Response") {
    success.description = status === 201 ? "作成しました" : "成功";
  }
  if (success && contract.idempotency) {
    success.headers = {
      "Idempotent-Replayed": {
        description: "true: 同じ Idempotency-Key の再送に、最初の応答を返しました",
        schema: { type: "string", enum: ["true"] },
      },
    };
  }
  for (const code of errorStatusesOf(name, contract)) {
    operation.responses[String(code)] = {
      $ref: `#/components/responses/${ERROR_RESPONSES[code].name}`,
    };
  }
  if (contract.multipart) operation.requestBody = multipartBody(contract);
  if (name === "system.cable") describeCable(operation);
  addExamples(operation, name, status);
}

/** `transformObject` for @fastify/swagger: the generated document, completed from the contracts. */
export function completeDocument(input: { openapiObject: object } | { swaggerObject: object }) {
  const document = (
    "openapiObject" in input ? input.openapiObject : input.swaggerObject
  ) as Document;
  const contracts = contractsByOperation();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const found = contracts.get(`${method} ${path}`);
      if (found) completeOperation(operation, found.name, found.contract);
    }
  }
  document.components = {
    ...document.components,
    schemas: {
      ...document.components?.schemas,
      ErrorResponse: toSchema(ZErrorResponse),
      CableMessage: toSchema(ZCableMessage),
    },
    responses: { ...document.components?.responses, ...errorComponents() },
  };
  typeNullableUnions(document);
  return document;
}
