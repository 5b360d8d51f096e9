// pg_dump and pg_restore against a PostgreSQL server: found on PATH, checked against the server's
// version (a pg_dump older than the server refuses to dump it), run with the password in the
// environment rather than on a command line every user of the host can read.
import { spawn } from "node:child_process";
import pg from "pg";

/** A refusal or failure the backup and restore commands print as it is, without a stack. */
export class BackupError extends Error {}

type Tool = "pg_dump" | "pg_restore";

/** The URL without its password, and the password as libpq's PGPASSWORD. */
function connection(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

function run(tool: Tool, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new BackupError(
              `${tool} was not found on PATH. Install the PostgreSQL client of the server's version (Debian: sudo apt-get install postgresql-client).`,
            )
          : error,
      ),
    );
    child.on("close", (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** "pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)" → 15. */
export function majorOfToolVersion(text: string): number | null {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(text);
  return match ? Number(match[1]) : null;
}

async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>("show server_version_num");
    return Math.floor(Number(rows[0]?.n) / 10_000);
  } finally {
    await client.end();
  }
}

/** Refuses, saying what to install, when the tool is missing or older than the server. */
export async function checkTool(tool: Tool, url: string): Promise<void> {
  const version = await run(tool, ["--version"], process.env);
  const major = majorOfToolVersion(version.stdout);
  const server = await serverMajor(url);
  if (major === null)
    throw new BackupError(`Could not read ${tool}'s version: ${version.stdout.trim()}`);
  if (major < server)
    throw new BackupError(
      `${tool} is PostgreSQL ${major}, older than the server (PostgreSQL ${server}). Install postgresql-client-${server} and put its ${tool} first on PATH (Debian: /usr/lib/postgresql/${server}/bin).`,
    );
}

/** One consistent snapshot of the database (pg_dump's own transaction), in the custom format. */
export async function pgDump(url: string, file: string): Promise<void> {
  await checkTool("pg_dump", url);
  const { dbname, env } = connection(url);
  const result = await run(
    "pg_dump",
    ["--format=custom", "--no-password", `--file=${file}`, `--dbname=${dbname}`],
    env,
  );
  if (result.code !== 0) throw new BackupError(`pg_dump failed: ${result.stderr.trim()}`);
}

/**
 * Restores a pg_dump file in one transaction: it all lands or nothing does. `--clean --if-exists`
 * replaces what a migration left in an empty database (its tables, the migrations' own rows); the
 * caller has made sure those tables hold no data. Objects belong to the role restoring them.
 */
export async function pgRestore(url: string, file: string): Promise<void> {
  await checkTool("pg_restore", url);
  const { dbname, env } = connection(url);
  const result = await run(
    "pg_restore",
    [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--no-privileges",
      "--single-transaction",
      "--exit-on-error",
      "--no-password",
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
  if (result.code !== 0)
    throw new BackupError(`pg_restore failed, and nothing was restored: ${result.stderr.trim()}`);
}
