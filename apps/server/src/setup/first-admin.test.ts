// `npm run setup` on a new database, as an operator runs it: the command in its own process (the
// password on standard input), then the real server on that database, where the new admin signs in
// to the new lounge. A database with staff is refused and bad input changes nothing.
import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { count } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { lounges, staff } from "../db/schema";
import { TestClient } from "../test/harness";
import { processDatabase, spawnServer } from "../test/server-process";
import { ALREADY_SET_UP } from "./first-admin";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Runs the setup command with `args` and `stdin`; its exit code and everything it printed. */
async function setup(env: Record<string, string>, args: string[], stdin: string) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "apps/server/src/setup/setup-cli.ts", ...args],
    { cwd: REPO_ROOT, env: { ...process.env, LOG_LEVEL: "warn", ...env }, stdio: "pipe" },
  );
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  child.stdin.end(stdin);
  const [code] = await once(child, "exit");
  return { code: code as number | null, output };
}

const counts = async (db: Db) => ({
  lounges: (await db.select({ n: count() }).from(lounges))[0]?.n,
  staff: (await db.select({ n: count() }).from(staff))[0]?.n,
});

describe("npm run setup", () => {
  it("creates the first lounge and admin, who then sign in; a second run is refused", async () => {
    const database = await processDatabase(async () => null);
    cleanups.push(database.drop);
    const args = ["--lounge", "本店", "--account", "honbu", "--name", "本部 太郎"];

    const first = await setup(database.env, args, "secret-pass-1\n");
    expect(first.output).toContain("店舗「本店」");
    expect(first.output).not.toContain("secret-pass-1");
    expect(first.code).toBe(0);

    const again = await setup(
      database.env,
      ["--lounge", "二号店", "--account", "other"],
      "x".repeat(12),
    );
    expect(again.code).toBe(1);
    expect(again.output).toContain(ALREADY_SET_UP);
    expect(await database.read(counts)).toEqual({ lounges: 1, staff: 1 });

    const server = await spawnServer(database.env);
    cleanups.push(server.kill);
    const listed = await fetch(`${server.baseUrl}/api/v1/lounges`);
    const [listedLounge] = (await listed.json()) as { text: string; value: { id: number } }[];
    expect(listedLounge?.text).toBe("本店");
    const lounge = listedLounge?.value;
    const client = new TestClient(server.baseUrl);
    const wrong = await client.request("POST", "/api/v1/session", {
      body: { lounge_id: lounge?.id, account: "honbu", password: "secret-pass-2" },
    });
    expect(wrong.status).toBe(401);
    const signedIn = await client.request("POST", "/api/v1/session", {
      body: { lounge_id: lounge?.id, account: "honbu", password: "secret-pass-1" },
    });
    expect(signedIn.status).toBe(200);
    const me = await client.request<{ staff: { name: string; role: string } }>(
      "GET",
      "/api/v1/session",
    );
    expect(me.body.staff).toMatchObject({ name: "本部 太郎", role: "admin" });
  }, 180_000);

  it("names every problem of bad input and writes nothing", async () => {
    const database = await processDatabase(async () => null);
    cleanups.push(database.drop);
    const bad = await setup(
      database.env,
      ["--lounge", "", "--account", "Honbu", "--time-zone", "Mars/Olympus"],
      "short\n",
    );
    expect(bad.code).toBe(2);
    for (const field of ["lounge:", "account:", "time_zone:", "password:"])
      expect(bad.output).toContain(field);
    expect(bad.output).toContain("パスワードは8文字以上");
    expect(await database.read(counts)).toEqual({ lounges: 0, staff: 0 });
  }, 90_000);
});
