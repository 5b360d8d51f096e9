// The OpenAPI document at /docs/json, as an integrator's tools read it: it passes Redocly's
// recommended rules with no error, and says for every call how it authenticates, its operationId,
// its refusals and, for the money calls, examples the contracts accept.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { API_CONTRACTS } from "@lounge-office/domain/registry";
import { ZErrorResponse } from "@lounge-office/domain/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness";

const REDOCLY = fileURLToPath(new URL("../../../../node_modules/.bin/redocly", import.meta.url));
/** Redocly starts in seconds, but two suites on a 2-core machine can make that a minute. */
const LINT_TIMEOUT_MS = 120_000;

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { examples?: Record<string, { value: unknown }> }> };
  responses: Record<
    string,
    { $ref?: string; content?: Record<string, { examples?: Record<string, { value: unknown }> }> }
  >;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { type: string; in?: string; name?: string }>;
    responses: Record<string, { content: Record<string, { example: unknown }> }>;
  };
};

type Problem = {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer: string }[];
};
type LintReport = { totals: { errors: number; warnings: number }; problems: Problem[] };

let server: TestServer;
let document: Document;
let dir: string;

beforeAll(async () => {
  server = await startTestServer();
  const response = await server.client().get("/docs/json");
  expect(response.status).toBe(200);
  document = response.body;
  dir = mkdtempSync(path.join(tmpdir(), "lounge-office-openapi-"));
});

afterAll(async () => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  await server?.close();
});

/** Every contract with its name in the registry and its operation in the document. */
const operations = () =>
  Object.entries(API_CONTRACTS).flatMap(([feature, contracts]) =>
    Object.entries(contracts).map(([key, contract]) => {
      const route = contract.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, "{$1}");
      const operation = document.paths[route]?.[contract.method.toLowerCase()];
      return { name: `${feature}.${key}`, key, contract, operation };
    }),
  );

/** Redocly's CLI on the document: its JSON report (it exits 1 when it finds errors). */
async function lint(file: string): Promise<LintReport> {
  const args = [
    "lint",
    file,
    "--extends",
    "recommended",
    "--format",
    "json",
    "--max-problems",
    "1000",
  ];
  const options = {
    timeout: LINT_TIMEOUT_MS,
    maxBuffer: 32 * 1024 * 1024,
    // Offline and quiet: no usage report, no update check, no colours in the report.
    env: {
      ...process.env,
      REDOCLY_TELEMETRY: "off",
      REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
      NO_COLOR: "1",
    },
  };
  let stdout: string;
  try {
    ({ stdout } = await promisify(execFile)(REDOCLY, args, options));
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; killed?: boolean };
    if (failed.killed || !failed.stdout) {
      throw new Error(`redocly did not report: ${failed.stderr ?? String(error)}`);
    }
    stdout = failed.stdout;
  }
  return JSON.parse(stdout) as LintReport;
}

describe("the OpenAPI document", () => {
  it(
    "passes Redocly's recommended rules with no error",
    async () => {
      const file = path.join(dir, "openapi.json");
      writeFileSync(file, JSON.stringify(document));
      const report = await lint(file);
      const errors = report.problems
        .filter((p) => p.severity === "error")
        .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? "?"}`);
      expect(errors, errors.join("\n")).toEqual([]);
      expect(report.totals.errors).toBe(0);
    },
    LINT_TIMEOUT_MS + 30_000,
  );

  it("names every call by its contract, once", () => {
    const ids = operations().map(({ name, operation }) => {
      expect(operation?.operationId, name).toBe(name);
      return operation?.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("says how each call authenticates: none, the session, the session and CSRF, or an operator", () => {
    const schemes = document.components.securitySchemes;
    expect(schemes.sessionCookie).toMatchObject({ type: "apiKey", in: "cookie" });
    expect(schemes.csrfToken).toMatchObject({ type: "apiKey", in: "header", name: "X-CSRF-Token" });
    for (const { name, contract, operation } of operations()) {
      const schemesOf = (operation?.security ?? []).map((r) => Object.keys(r).sort().join("+"));
      const expected =
        "public" in contract.access
          ? []
          : "operator" in contract.access
            ? ["operatorBearer"]
            : contract.method === "GET"
              ? ["sessionCookie"]
              : ["csrfToken+sessionCookie"];
      expect(schemesOf, name).toEqual(expected);
    }
  });

  it("answers every refusal with the error body, and each documented body is one", () => {
    for (const { name, operation } of operations()) {
      const refusals = Object.entries(operation?.responses ?? {}).filter(([s]) => s >= "4");
      expect(refusals.length, name).toBeGreaterThan(0);
      for (const [, response] of refusals) {
        expect(response.$ref, name).toMatch(/^#\/components\/responses\//);
      }
    }
    for (const [name, response] of Object.entries(document.components.responses)) {
      const example = response.content["application/json"]?.example;
      expect(ZErrorResponse.safeParse(example).error, name).toBeUndefined();
    }
    const settle = document.paths["/accounting_logs"]?.post;
    expect(Object.keys(settle?.responses ?? {})).toEqual(
      expect.arrayContaining(["400", "401", "403", "409", "422", "500"]),
    );
  });

  it("requires the Idempotency-Key where the contract does", () => {
    for (const { name, contract, operation } of operations()) {
      const header = operation?.parameters?.find((p) => p.name.toLowerCase() === "idempotency-key");
      if (!contract.idempotency) expect(header, name).toBeUndefined();
      else expect(header?.required ?? false, name).toBe(contract.idempotency === "required");
    }
  });

  it("describes the image upload's form and /cable's upgrade", () => {
    const upload = document.paths["/images"]?.post?.requestBody?.content["multipart/form-data"];
    expect(upload).toMatchObject({
      schema: {
        properties: { image: { type: "string", format: "binary" }, lounge_id: {} },
        required: expect.arrayContaining(["image", "lounge_id"]),
      },
    });
    const cable = document.paths["/cable"]?.get;
    expect(cable?.responses["101"]?.content?.["application/json"]).toMatchObject({
      schema: { $ref: "#/components/schemas/CableMessage" },
    });
  });

  it("shows examples of the money calls that their contracts accept", () => {
    const shown = operations().flatMap(({ name, contract, operation }) => {
      const request = operation?.requestBody?.content["application/json"]?.examples ?? {};
      const success = operation?.responses[String(contract.status ?? 200)];
      const response = success?.content?.["application/json"]?.examples ?? {};
      for (const example of Object.values(request)) {
        expect(contract.body?.safeParse(example.value).error, name).toBeUndefined();
      }
      for (const example of Object.values(response)) {
        expect(contract.response?.safeParse(example.value).error, name).toBeUndefined();
      }
      return Object.keys(request).length + Object.keys(response).length > 0 ? [name] : [];
    });
    expect(shown).toEqual(
      expect.arrayContaining([
        "accounting.settle",
        "accounting.update",
        "priceTables.show",
        "priceTables.update",
      ]),
    );
  });
});
