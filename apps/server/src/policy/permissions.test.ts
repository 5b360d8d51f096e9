// Route coverage (every call registered from its contract, every route public, for operators or in the
// matrix) and the role × own/other lounge matrix, over HTTP.
import { API_CONTRACTS } from "@lounge-office/domain/registry";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStaff } from "../seed/factories";
import { startTestServer, type TestClient, type TestServer } from "../test/harness";
import {
  type Access,
  MATRIX,
  type MatrixCase,
  type MatrixRole,
  OPERATOR_ROUTES,
  PUBLIC_ROUTES,
} from "../test/route-matrix";
import { buildWorld, type World } from "../test/world";

let server: TestServer;
let world: World;
const clients = new Map<MatrixRole, TestClient>();
const ROLES: readonly MatrixRole[] = ["staff", "manager", "admin"];
const ACCOUNTS: Record<MatrixRole, string> = {
  staff: "w-staff",
  manager: "w-manager",
  admin: "w-admin",
};

let counter = 0;
const fresh = () => `${++counter}`;

async function signedIn(role: MatrixRole, account = ACCOUNTS[role]): Promise<TestClient> {
  const client = server.client();
  const res = await client.signIn(account, "lounge-demo", world.own.id);
  if (res.status !== 200) throw new Error(`sign-in as ${role} failed: ${res.status}`);
  return client;
}

/** The client a case runs on: the role's shared one, or one signed in (as a new account) for it. */
async function clientFor(matrixCase: MatrixCase, role: MatrixRole) {
  if (matrixCase.freshAccount) {
    const member = await buildStaff(server.database.db, {
      role,
      account: `mx-${role}-${fresh()}`,
      loungeIds: [world.own.id],
    });
    return signedIn(role, member.account);
  }
  return matrixCase.freshSession ? signedIn(role) : clients.get(role);
}

beforeAll(async () => {
  server = await startTestServer();
  world = await buildWorld(server.database.db);
  // argon2 is slow on purpose: one sign-in per role for the whole file.
  for (const role of ROLES) clients.set(role, await signedIn(role));
});
afterAll(() => server?.close());

/** Routes as registered, minus HEAD/OPTIONS and the plugin routes (API docs, static files). */
function appRoutes() {
  return server.app.registeredRoutes.filter(
    (r) =>
      r.method !== "HEAD" && r.method !== "OPTIONS" && !r.url.startsWith("/docs") && r.url !== "/*",
  );
}

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe("contracts", () => {
  it("registers every contract with exactly its method and path, from that contract", () => {
    const registered = new Map(appRoutes().map((r) => [key(r), r]));
    const problems: string[] = [];
    for (const [feature, contracts] of Object.entries(API_CONTRACTS)) {
      for (const [name, contract] of Object.entries(contracts)) {
        const route = registered.get(key({ method: contract.method, url: contract.path }));
        const at = `${feature}.${name} (${contract.method} ${contract.path})`;
        if (!route) problems.push(`${at}: not registered`);
        else if (route.contract !== contract) problems.push(`${at}: registered without it`);
        else if (route.access !== contract.access) problems.push(`${at}: access differs`);
      }
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("registers every route from a contract", () => {
    const contracts = new Set(Object.values(API_CONTRACTS).flatMap((c) => Object.values(c)));
    const problems: string[] = [];
    for (const route of appRoutes()) {
      if (!route.contract) {
        problems.push(`${key(route)}: registered without a contract`);
      } else if (!contracts.has(route.contract)) {
        problems.push(`${key(route)}: its contract is missing from API_CONTRACTS`);
      }
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });
});

describe("route coverage", () => {
  it("has every route public and listed, for operators and listed, or guarded and in the matrix", () => {
    const inMatrix = new Set(MATRIX.map((c) => c.route));
    const problems: string[] = [];
    for (const route of appRoutes()) {
      const access = route.access;
      if (access && "public" in access) {
        if (!PUBLIC_ROUTES.includes(key(route))) {
          problems.push(`${key(route)}: public but not in PUBLIC_ROUTES`);
        }
      } else if (access && "operator" in access) {
        if (!OPERATOR_ROUTES.includes(key(route))) {
          problems.push(`${key(route)}: for operators but not in OPERATOR_ROUTES`);
        }
      } else if (access && "action" in access) {
        if (!inMatrix.has(key(route))) problems.push(`${key(route)}: guarded but not in MATRIX`);
      } else {
        problems.push(`${key(route)}: declares no access (its contract's access is missing)`);
      }
    }
    expect(problems, problems.join("\n")).toEqual([]);
    expect(appRoutes().length).toBeGreaterThanOrEqual(
      PUBLIC_ROUTES.length + OPERATOR_ROUTES.length + inMatrix.size,
    );
  });

  it("has no stale rows: every listed route exists with the access it is listed under", () => {
    const registered = new Map(appRoutes().map((r) => [key(r), r.access]));
    const problems: string[] = [];
    for (const route of PUBLIC_ROUTES) {
      const access = registered.get(route);
      if (!registered.has(route)) problems.push(`${route}: in PUBLIC_ROUTES but not registered`);
      else if (!access || !("public" in access))
        problems.push(`${route}: listed public but guarded`);
    }
    for (const route of OPERATOR_ROUTES) {
      const access = registered.get(route);
      if (!registered.has(route)) problems.push(`${route}: in OPERATOR_ROUTES but not registered`);
      else if (!access || !("operator" in access))
        problems.push(`${route}: in OPERATOR_ROUTES but not for operators`);
    }
    for (const { route } of MATRIX) {
      const access = registered.get(route);
      if (!registered.has(route)) problems.push(`${route}: in MATRIX but not registered`);
      else if (!access || !("action" in access))
        problems.push(`${route}: in MATRIX but not guarded`);
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("runs lounge-independent cases once, so they cannot claim own-lounge access", () => {
    const bad = MATRIX.filter(
      (c) => c.scope === "none" && Object.values(c.allowed).includes("own"),
    ).map((c) => c.route);
    expect(bad).toEqual([]);
  });
});

type Run = { lounge: "own" | "other"; expected: "allowed" | "forbidden" };

function runsOf(access: Access, scope: MatrixCase["scope"]): Run[] {
  if (scope === "none")
    return [{ lounge: "own", expected: access === "none" ? "forbidden" : "allowed" }];
  return [
    { lounge: "own", expected: access === "none" ? "forbidden" : "allowed" },
    { lounge: "other", expected: access === "all" ? "allowed" : "forbidden" },
  ];
}

describe("permission matrix (actors signed in at their own lounge)", () => {
  for (const matrixCase of MATRIX) {
    const [method = "", pattern = ""] = matrixCase.route.split(" ");
    describe(matrixCase.route, () => {
      for (const role of ROLES) {
        for (const run of runsOf(matrixCase.allowed[role], matrixCase.scope)) {
          const where = matrixCase.scope === "none" ? "" : ` at the ${run.lounge} lounge`;
          it(`${role}${where} → ${run.expected === "allowed" ? "2xx" : "403"}`, async () => {
            const loungeId = run.lounge === "own" ? world.own.id : world.other.id;
            const { path, body, form, headers } = await matrixCase.request({
              world,
              loungeId,
              role,
              fresh,
              db: server.database.db,
            });
            expect(path.split("?")[0], "request path does not match the route").toMatch(
              new RegExp(`^${pattern.replace(/:[a-z_]+/g, "[^/]+")}$`),
            );
            const client = await clientFor(matrixCase, role);
            if (!client) throw new Error(`no client for ${role}`);
            const res = await client.request(method, path, { body, form, headers });
            if (run.expected === "allowed") {
              expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200);
              expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
            } else {
              expect(res.status, JSON.stringify(res.body)).toBe(403);
              expect(res.body.error.code).toBe("forbidden");
            }
          });
        }
      }
    });
  }
});
