// The running server's backup door for embedded PGlite: a Unix socket beside the data folder (only
// the server's user may open it; no network, no proxy reaches it), on which `POST /backup` answers
// with a dump of the database the server holds. The data folder belongs to one process, so a
// backup taken while the server runs must come from the server itself.
import { chmodSync, createWriteStream, existsSync, rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FastifyBaseLogger } from "fastify";
import { BackupError } from "./postgres-tools";

/** `./data` → `/abs/data.backup.sock`: found from DATA_DIR alone, by the server and the command. */
export const backupSocketPath = (dataDir: string) => `${path.resolve(dataDir)}.backup.sock`;

export type BackupDoor = { close: () => Promise<void> };

/** Serves dumps on the socket until closed. A socket left by a server that stopped abruptly is replaced. */
export async function serveBackups(options: {
  socketPath: string;
  dump: () => Promise<Uint8Array>;
  log: Pick<FastifyBaseLogger, "info" | "error">;
}): Promise<BackupDoor> {
  const { socketPath, dump, log } = options;
  if (existsSync(socketPath)) {
    if ((await probe(socketPath)) === "answers")
      throw new Error(`another server answers on ${socketPath}: the data folder is in use`);
    rmSync(socketPath, { force: true });
  }
  const server = http.createServer((request, response) => {
    if (request.method !== "POST" || request.url !== "/backup") {
      response.writeHead(404).end();
      return;
    }
    dump().then(
      (bytes) => {
        response.writeHead(200, {
          "content-type": "application/gzip",
          "content-length": String(bytes.byteLength),
        });
        response.end(bytes);
        log.info({ bytes: bytes.byteLength }, "backup dump sent to npm run backup");
      },
      (error: unknown) => {
        log.error({ err: error }, "backup dump failed");
        response.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
        response.end(error instanceof Error ? error.message : String(error));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(socketPath, { force: true });
      }),
  };
}

/** Whether a server listens on the socket (a file left by one that stopped abruptly does not). */
function probe(socketPath: string): Promise<"answers" | "silent"> {
  return new Promise((resolve) => {
    const request = http.request({ socketPath, method: "GET", path: "/" }, (response) => {
      response.resume();
      resolve("answers");
    });
    request.on("error", () => resolve("silent"));
    request.end();
  });
}

/**
 * Asks the running server for a dump and writes it to `file`. "not-running" when no server answers
 * (no socket, or one left behind): the caller may then open the data folder itself.
 */
export function requestBackup(
  socketPath: string,
  file: string,
): Promise<"written" | "not-running"> {
  if (!existsSync(socketPath)) return Promise.resolve("not-running");
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath, method: "POST", path: "/backup" }, (response) => {
      if (response.statusCode !== 200) {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () =>
          reject(new BackupError(`The running server could not take the backup: ${text}`)),
        );
        return;
      }
      pipeline(response, createWriteStream(file)).then(() => resolve("written"), reject);
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNREFUSED" || error.code === "ENOENT") resolve("not-running");
      else reject(error);
    });
    request.end();
  });
}

/** Whether a server answers on the socket: a restore never writes under a running server. */
export async function serverAnswers(socketPath: string): Promise<boolean> {
  return existsSync(socketPath) && (await probe(socketPath)) === "answers";
}
