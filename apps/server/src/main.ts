// Entry point of `npm start`: validate configuration, open and migrate the database, seed demo data, serve.
import { hostname } from "node:os";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openConfiguredDatabase } from "./db/open-configured";
import { cpuMeters } from "./features/metrics/cpu-meters";
import { type RunningCpuSampler, startCpuSampler } from "./features/metrics/cpu-sampler";
import { seedDemo } from "./seed/seed";

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
  const shutdown = async () => {
    await sampler?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
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
  const host = config.HOST === "0.0.0.0" ? "localhost" : config.HOST;
  console.log(
    `\nLounge Office is running on ${where}.\nSign in at http://${host}:${port}/sign_in  (API docs: http://${host}:${port}/docs)\n`,
  );
}

await main();
