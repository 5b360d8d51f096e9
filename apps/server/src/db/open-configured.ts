// Opens and migrates the database the configuration names.
import type { Config } from "../config";
import { openDatabase } from "./client";

export async function openConfiguredDatabase(config: Config) {
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  await database.migrate();
  return database;
}
