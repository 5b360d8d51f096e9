// Server test harness: a real server over HTTP on its own fresh database, and a cookie-keeping client.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import type { App } from "../http/types";

/** A fresh, migrated database for one test file: a copy of the template made in global setup. */
export async function openTestDatabase(): Promise<Database> {
  const pgTemplate = inject("pgTemplateDatabase");
  const databaseUrl = process.env.DATABASE_URL;
  if (pgTemplate && databaseUrl) {
    const name = `lounge_office_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    return {
      ...database,
      close: async () => {
        await database.close();
        // pool.end() does not wait for its connections to finish closing: let them go before
        // forcing the drop, so none is killed mid-goodbye.
        for (let i = 0; i < 40; i++) {
          const { rows } = await admin.query(
            "select count(*)::int as n from pg_stat_activity where datname = $1",
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const file = inject("pgliteTemplateFile");
  if (!file) throw new Error("global setup did not prepare a template database");
  return openDatabase({ memory: true, loadDataDir: new Blob([readFileSync(file)]) });
}

/** The connection string of a test database on PostgreSQL (what a second process connects to). */
export function databaseUrlOf(database: Database): string {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  return (pool as unknown as { options: { connectionString: string } }).options.connectionString;
}

/**
 * A test server's realtime broker: the one asked for, else `REALTIME_BROKER_URL=redis://… npx
 * vitest run` runs every test server on PostgreSQL with its events through that broker (the
 * setting needs the database's URL beside it).
 */
function brokerEnv(database: Database, broker: string | null | undefined): Record<string, string> {
  const url = broker === undefined ? process.env.REALTIME_BROKER_URL : broker;
  if (!url || database.kind !== "postgres") return {};
  return { DATABASE_URL: databaseUrlOf(database), REALTIME_BROKER_URL: url };
}

export type TestServer = {
  app: App;
  database: Database;
  baseUrl: string;
  client: () => TestClient;
  close: () => Promise<void>;
};

export async function startTestServer(
  options: {
    env?: Record<string, string>;
    logger?: import("fastify").FastifyServerOptions["logger"];
    /**
     * Another server's database: a second instance of the app on it (as two processes behind a
     * load balancer). Closing this server leaves the database to its owner.
     */
    database?: Database;
    /** The clock the public crowd feed reads (default the real one). */
    clock?: () => Date;
    /**
     * A Redis URL: the realtime events go through it (PostgreSQL only); null: through NOTIFY,
     * whatever REALTIME_BROKER_URL says (a test of the LISTEN connection itself).
     */
    broker?: string | null;
  } = {},
): Promise<TestServer> {
  const shared = options.database;
  const database = shared ?? (await openTestDatabase());
  const config: Config = loadConfig({
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    ...brokerEnv(database, options.broker),
    ...options.env,
  });
  const app = await buildApp({
    config,
    db: database.db,
    logger: options.logger,
    clock: options.clock,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    app,
    database,
    baseUrl,
    client: () => new TestClient(baseUrl),
    close: async () => {
      await app.close();
      if (!shared) await database.close();
    },
  };
}

export type TestResponse<T = unknown> = { status: number; body: T; headers: Headers };

type RequestOptions = {
  body?: unknown;
  /** A multipart body (uploads); fetch sets its content type. */
  form?: FormData;
  /** Send the X-CSRF-Token header (default true once signed in). */
  csrf?: boolean;
  /** Send a same-origin Origin header on mutations (default true). */
  origin?: string | false;
  headers?: Record<string, string>;
};

/** A browser-like client: keeps the session cookie and CSRF token, sends Origin on mutations. */
export class TestClient {
  cookies = new Map<string, string>();
  csrfToken: string | null = null;
  /** Sent with every request (e.g. `X-Forwarded-Proto: https` from a trusted proxy, to simulate TLS). */
  headers: Record<string, string> = {};

  /** `origin`: the page's origin when it differs from where requests go (a TLS proxy in front). */
  constructor(
    readonly baseUrl: string,
    readonly origin = baseUrl,
  ) {}

  async request<T = any>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = {
      accept: "application/json",
      ...this.headers,
      ...options.headers,
    };
    if (options.body !== undefined) headers["content-type"] = "application/json";
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    }
    if (method !== "GET" && method !== "HEAD") {
      if (options.origin !== false) headers.origin = options.origin ?? this.origin;
      if (options.csrf !== false && this.csrfToken) headers["x-csrf-token"] = this.csrfToken;
    }
    const response = await fetch(this.baseUrl + path, {
      method,
      headers,
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...rest] = (pair ?? "").split("=");
      if (!name) continue;
      const value = rest.join("=");
      if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(cookie))
        this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: body as T, headers: response.headers };
  }

  get = <T = any>(path: string, options?: RequestOptions) => this.request<T>("GET", path, options);
  post = <T = any>(path: string, body?: unknown, options?: RequestOptions) =>
    this.request<T>("POST", path, { ...options, body });
  put = <T = any>(path: string, body?: unknown, options?: RequestOptions) =>
    this.request<T>("PUT", path, { ...options, body });
  patch = <T = any>(path: string, body?: unknown, options?: RequestOptions) =>
    this.request<T>("PATCH", path, { ...options, body });
  delete = <T = any>(path: string, options?: RequestOptions) =>
    this.request<T>("DELETE", path, options);

  async signIn(account: string, password: string, loungeId: number) {
    const response = await this.post("/api/v1/session", { lounge_id: loungeId, account, password });
    if (response.status === 200) this.csrfToken = response.body.csrf_token;
    return response;
  }
}
