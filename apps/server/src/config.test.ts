// Configuration from the environment: defaults, a clear error naming each bad variable, and exit 1 at start-up.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { MIN_IDLE_MINUTES } from "./auth/session-timing";
import { ConfigError, loadConfig } from "./config";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe("loadConfig", () => {
  it("applies the documented defaults to an empty environment", () => {
    expect(loadConfig({})).toEqual({
      NODE_ENV: "development",
      PORT: 3000,
      HOST: "127.0.0.1",
      DATA_DIR: "./data",
      LOG_LEVEL: "info",
      SESSION_TTL_HOURS: 16,
      SESSION_IDLE_MINUTES: 120,
      SIGN_IN_MAX_FAILURES: 5,
      SIGN_IN_ADDRESS_MAX_FAILURES: 20,
      SIGN_IN_GLOBAL_MAX_FAILURES: 500,
      SIGN_IN_WINDOW_MINUTES: 15,
      SEED_DEMO: true,
      TRUST_PROXY: false,
      PRINTER_ORIGINS: [],
      PRINTER_LOOPBACK: false,
      BACKUP_DIR: "./backups",
      BACKUP_KEEP: 14,
      BACKUP_AFTER_CLOSE: false,
    });
  });

  it("loads the demo data by default everywhere but in production, where only SEED_DEMO asks for it", () => {
    expect(loadConfig({ NODE_ENV: "development" }).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: "production" }).SEED_DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", SEED_DEMO: "true" }).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: "development", SEED_DEMO: "0" }).SEED_DEMO).toBe(false);
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({ PORT: 3000 });
    expect(loadConfig({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("reads and converts the values it is given", () => {
    expect(
      loadConfig({
        PORT: "8080",
        HOST: "0.0.0.0",
        DATABASE_URL: "postgres://postgres@127.0.0.1:5432/lounge",
        SESSION_TTL_HOURS: "12",
        SEED_DEMO: "false",
        TRUST_PROXY: "1",
        PRINTER_LOOPBACK: "true",
      }),
    ).toMatchObject({
      PORT: 8080,
      HOST: "0.0.0.0",
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/lounge",
      SESSION_TTL_HOURS: 12,
      SEED_DEMO: false,
      TRUST_PROXY: ["127.0.0.1", "::1"],
      PRINTER_LOOPBACK: true,
    });
  });

  it("trusts only the proxies it names: loopback for true, or a list of addresses and blocks", () => {
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toEqual(["127.0.0.1", "::1"]);
    expect(loadConfig({ TRUST_PROXY: " 10.0.0.5, 192.168.0.0/16 ,fd00::/8" }).TRUST_PROXY).toEqual([
      "10.0.0.5",
      "192.168.0.0/16",
      "fd00::/8",
    ]);
  });

  it("reads the printers' origins as a list", () => {
    expect(
      loadConfig({ PRINTER_ORIGINS: "https://192.168.0.50:8043, http://192.168.0.51:8008" })
        .PRINTER_ORIGINS,
    ).toEqual(["https://192.168.0.50:8043", "http://192.168.0.51:8008"]);
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://root@localhost/lounge"],
    ["SEED_DEMO", "yes"],
    ["SESSION_TTL_HOURS", "-1"],
    ["LOG_LEVEL", "loud"],
    ["TRUST_PROXY", "everyone"],
    ["TRUST_PROXY", "10.0.0.0/40"],
    ["PRINTER_ORIGINS", "192.168.0.50:8043"],
    ["PRINTER_ORIGINS", "https://192.168.0.50:8043/path"],
    ["PRINTER_LOOPBACK", "yes"],
    ["SESSION_IDLE_MINUTES", "0"],
    ["SIGN_IN_ADDRESS_MAX_FAILURES", "0"],
  ])("throws a ConfigError naming %s for %j", (name, value) => {
    const error = configError({ [name]: value });
    expect(error.message).toContain(`${name}:`);
    expect(error.message).toContain("環境変数の設定が正しくありません");
  });

  it("names the expected form in the message", () => {
    expect(configError({ DATABASE_URL: "mysql://x" }).message).toContain("postgres://");
    expect(configError({ SEED_DEMO: "yes" }).message).toContain("true または false");
  });

  it("takes a Redis broker for the realtime events only beside PostgreSQL", () => {
    const broker = "redis://127.0.0.1:6379";
    const database = "postgres://postgres@127.0.0.1:5432/test";
    expect(
      loadConfig({ DATABASE_URL: database, REALTIME_BROKER_URL: broker }).REALTIME_BROKER_URL,
    ).toBe(broker);
    expect(loadConfig({ DATABASE_URL: database }).REALTIME_BROKER_URL).toBeUndefined();
    expect(configError({ REALTIME_BROKER_URL: broker }).message).toContain(
      "REALTIME_BROKER_URL: DATABASE_URL（PostgreSQL）と一緒に指定してください",
    );
    for (const bad of ["nats://127.0.0.1:4222", "redis://", "127.0.0.1:6379"]) {
      expect(configError({ DATABASE_URL: database, REALTIME_BROKER_URL: bad }).message).toContain(
        "REALTIME_BROKER_URL: redis:// で始まるURLを指定してください",
      );
    }
  });

  it("refuses an idle limit shorter than the intervals a session's use is written at, and says why", () => {
    expect(
      loadConfig({ SESSION_IDLE_MINUTES: String(MIN_IDLE_MINUTES) }).SESSION_IDLE_MINUTES,
    ).toBe(MIN_IDLE_MINUTES);
    for (const value of [String(MIN_IDLE_MINUTES - 1), "-5"]) {
      const { message } = configError({ SESSION_IDLE_MINUTES: value });
      expect(message).toContain(
        `SESSION_IDLE_MINUTES: ${MIN_IDLE_MINUTES}分以上を指定してください（これより短いと、使用中のセッション`,
      );
    }
  });

  it("lists every bad variable at once", () => {
    const { message } = configError({ PORT: "abc", SEED_DEMO: "maybe", DATABASE_URL: "x" });
    for (const name of ["PORT", "SEED_DEMO", "DATABASE_URL"]) expect(message).toContain(name);
  });
});

describe("start-up with a bad environment", () => {
  it("exits with code 1 and names the variable on stderr", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "lounge-office-config-"));
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: "abc", DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    delete env.NODE_OPTIONS;
    try {
      const result = await new Promise<{ code: number | null; stderr: string }>(
        (resolve, reject) => {
          const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
            cwd: REPO_ROOT,
            env,
            stdio: ["ignore", "ignore", "pipe"],
          });
          let stderr = "";
          child.stderr.on("data", (chunk) => {
            stderr += chunk;
          });
          const timer = setTimeout(() => {
            child.kill("SIGKILL");
            reject(new Error(`main.ts did not exit; stderr: ${stderr}`));
          }, 20_000);
          child.on("error", reject);
          child.on("close", (code) => {
            clearTimeout(timer);
            resolve({ code, stderr });
          });
        },
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("PORT");
      expect(result.stderr).toContain("環境変数の設定が正しくありません");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
