// One port for app and API: page navigations get index.html, API calls get JSON, plus health, docs and static files.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { crowdWidgetPath } from "@lounge-office/domain/crowd";
import { API_CONTRACTS } from "@lounge-office/domain/registry";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer } from "../test/harness";
import { buildWorld, type World } from "../test/world";

const MARKER = "spa-test-marker-7f3a";
const ASSET = "console.log('spa-test-asset');\n";

let server: TestServer;
let world: World;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), "lounge-office-dist-"));
  writeFileSync(
    path.join(distDir, "index.html"),
    `<!doctype html><html><head><title>${MARKER}</title></head><body><div id="root"></div></body></html>`,
  );
  mkdirSync(path.join(distDir, "assets"));
  writeFileSync(path.join(distDir, "assets", "index-abc123.js"), ASSET);
  writeFileSync(path.join(distDir, "assets", "index-abc123.css"), "body{margin:0}\n");
  writeFileSync(path.join(distDir, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ env: { WEB_DIST_DIR: distDir } });
  world = await buildWorld(server.database.db);
});
afterAll(async () => {
  await server?.close();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

const html = { headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" } };

describe("page navigations", () => {
  it.each(["/staffs", "/sign_in?ac=shibuya-staff1", "/", "/lounges/1/floor"])(
    "serves the app's index.html for GET %s with Accept: text/html",
    async (page) => {
      const res = await server.client().get(page, html);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.body).toContain(MARKER);
      expect(res.headers.get("cache-control")).toBe("no-cache");
    },
  );

  it("never serves the app for API paths, even to a browser", async () => {
    const res = await server.client().get("/api/v1/session", html);
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  });
});

describe("the original system's calls answer JSON", () => {
  const staffList = () => `/attendance_logs/staff_list?lounge_id=${world.own.id}`;

  it("answers staff_list with JSON 401 without a session", async () => {
    const res = await server.client().get(staffList(), {
      headers: { accept: "application/json" },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.body.error.code).toBe("unauthenticated");
  });

  it("answers staff_list with JSON data once signed in, whatever fetch's default Accept", async () => {
    const client = server.client();
    await client.signIn("w-staff", "lounge-demo", world.own.id);
    for (const accept of ["application/json", "*/*"]) {
      const res = await client.get(staffList(), { headers: { accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.body.staffs).toEqual(
        expect.arrayContaining([
          { id: world.staff.id, name: world.staff.name, account: "w-staff" },
        ]),
      );
    }
  });

  it.each(["application/json", "text/html"])(
    "answers an unknown API path with JSON 404 not_found (Accept: %s)",
    async (accept) => {
      const res = await server.client().get("/api/v1/nope", { headers: { accept } });
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.body.error.code).toBe("not_found");
      expect(res.body.error.message).toContain("/api/v1/nope");
    },
  );
});

describe("health and API docs", () => {
  it("reports health with the database checked", async () => {
    const res = await server.client().get("/healthz");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", database: "ok" });
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "keeps serving when PostgreSQL drops its idle connections",
    async () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        expect((await server.client().get("/healthz")).status).toBe(200);
        // node-postgres result (this test runs only against a PostgreSQL server).
        const { rows } = (await server.database.db.execute(
          sql`select current_database() as name`,
        )) as unknown as { rows: { name: string }[] };
        const dropped = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1",
          [rows[0]?.name],
        );
        expect(dropped.rowCount).toBeGreaterThan(0);
        await expect.poll(() => warn.mock.calls.length).toBeGreaterThan(0);
        expect(String(warn.mock.calls[0]?.[0])).toContain("PostgreSQL closed an idle connection");
        const res = await server.client().get("/healthz");
        expect(res.body).toEqual({ status: "ok", database: "ok" });
      } finally {
        warn.mockRestore();
        await admin.end();
      }
    },
  );

  it("serves the browsable API docs at /docs", async () => {
    const res = await server.client().get("/docs", html);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.body).toMatch(/swagger/i);
    expect(res.body).not.toContain(MARKER);
  });

  it("serves the OpenAPI description generated from the schemas at /docs/json", async () => {
    const res = await server.client().get("/docs/json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(res.body.info.title).toBe("Lounge Office API");
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        "/api/v1/session",
        "/api/v1/staff_members",
        "/api/v1/staff_members/{id}",
        "/attendance_logs/staff_list",
        "/api/v1/lounge_settings",
      ]),
    );
    // Generated from the zod schemas: the sign-in body lists its fields.
    const signIn = res.body.paths["/api/v1/session"].post;
    const schema = signIn.requestBody.content["application/json"].schema;
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(["lounge_id", "account", "password"]),
    );
  });

  it("documents every contract at its path and method, with its summary", async () => {
    const res = await server.client().get("/docs/json");
    const missing: string[] = [];
    for (const contracts of Object.values(API_CONTRACTS)) {
      for (const contract of Object.values(contracts)) {
        const path = contract.path.replace(/:([A-Za-z_]+)/g, "{$1}");
        const operation = res.body.paths[path]?.[contract.method.toLowerCase()];
        if (operation?.summary !== contract.summary) missing.push(`${contract.method} ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("static files from the web bundle", () => {
  it("serves a hashed asset with its content type and a long cache", async () => {
    const res = await fetch(`${server.baseUrl}/assets/index-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await res.text()).toBe(ASSET);
  });

  it("serves other files with their content type, revalidated", async () => {
    const css = await fetch(`${server.baseUrl}/assets/index-abc123.css`);
    expect(css.headers.get("content-type")).toMatch(/^text\/css/);
    const svg = await fetch(`${server.baseUrl}/favicon.svg`, html);
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(svg.headers.get("cache-control")).toBe("no-cache");
  });

  it("answers a missing file with 404, not the app", async () => {
    const res = await server.client().get("/assets/missing-000.js", html);
    expect(res.status).toBe(404);
    expect(String(res.body)).not.toContain(MARKER);
  });
});

describe("without a built bundle", () => {
  it("still serves pages, with a note that the bundle is not built", async () => {
    const empty = mkdtempSync(path.join(tmpdir(), "lounge-office-empty-"));
    const bare = await startTestServer({ env: { WEB_DIST_DIR: empty } });
    try {
      const res = await bare.client().get("/staffs", html);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.body).toContain("Web bundle not built");
      expect((await bare.client().get("/healthz")).body).toEqual({ status: "ok", database: "ok" });
    } finally {
      await bare.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe("framing", () => {
  it("lets any website frame the crowd widget, and only this origin frame the other pages", async () => {
    const widget = await server.client().get(crowdWidgetPath(world.own.id), html);
    expect(widget.status).toBe(200);
    expect(widget.body).toContain(MARKER);
    expect(widget.headers.get("x-frame-options")).toBeNull();
    expect(widget.headers.get("content-security-policy")).toContain("frame-ancestors *");
    expect(widget.headers.get("content-security-policy")).not.toContain("frame-ancestors 'self'");

    for (const page of [`${crowdWidgetPath(world.own.id)}/more`, "/widget/crowd/x"]) {
      const other = await server.client().get(page, html);
      expect(other.headers.get("x-frame-options"), page).toBe("SAMEORIGIN");
    }
    const board = await server.client().get("/lounges/entries", html);
    expect(board.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(board.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
  });

  it("answers the public feeds' JSON to a browser that opens their address", async () => {
    const res = await server.client().get(`/public/lounges/${world.own.id}/crowd`, html);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.body).not.toContain(MARKER);
  });
});
