// Entry point of `npm start`: validate configuration, open and migrate the database, seed demo data, serve.
import { hostname } from "node:os";
import { buildApp } from "./app";
import { dumpEmbedded } from "./backup/backup";
import { type BackupDoor, backupSocketPath, serveBackups } from "./backup/backup-socket";
import { ConfigError, loadConfig } from "./config";
import { openConfiguredDatabase } from "./db/open-configured";
import { cpuMeters } from "./features/metrics/cpu-meters";
import { type RunningCpuSampler, startCpuSampler } from "./features/metrics/cpu-sampler";
import { seedDemo } from "./seed/seed";
import { stopOnSignals } from "./shutdown";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openConfiguredDatabase(config);
  const where =
    database.kind === "pglite"
      ? `embedded PGlite in ${config.DATA_DIR}`
      : "PostgreSQL server (DATABASE_URL)";
  if (config.SEED_DEMO) {
    const result = await seedDemo(database.db);
    if (result.seeded)
      console.log(
        "Demo data loaded: accounts admin, shibuya-manager, shibuya-staff1 … (password lounge-demo)",
      );
  }
  const app = await buildApp({ config, db: database.db });
  let sampler: RunningCpuSampler | undefined;
  let backups: BackupDoor | undefined;
  // SIGTERM/SIGINT: requests in flight finish, sockets are told to reconnect (1012), exit within 10 s.
  stopOnSignals({
    log: app.log,
    stop: async () => {
      await sampler?.stop();
      await backups?.close();
      await app.close();
      await database.close();
    },
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  // After listen: the instance's name carries the port it actually listens on (PORT=0 included).
  sampler = startCpuSampler({
    db: database.db,
    log: app.log,
    meters: cpuMeters({
      hostname: hostname(),
      port,
      database: config.DATABASE_URL
        ? { kind: "postgres", url: config.DATABASE_URL }
        : { kind: "pglite" },
    }),
  });
  // Embedded PGlite is this process's alone: `npm run backup` asks it for the dump on this socket.
  if (database.kind === "pglite")
    backups = await serveBackups({
      socketPath: backupSocketPath(config.DATA_DIR),
      dump: () => dumpEmbedded(database.db),
      log: app.log,
    });
  const host = config.HOST === "0.0.0.0" ? "localhost" : config.HOST;
  console.log(
    `\nLounge Office is running on ${where}.\nSign in at http://${host}:${port}/sign_in  (API docs: http://${host}:${port}/docs)\n`,
  );
}

await main();
