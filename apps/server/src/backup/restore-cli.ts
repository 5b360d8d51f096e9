// `npm run restore -- FILE`: restores a backup into the database the server is configured for, only
// when that database holds none of the app's data; then `npm start` runs the app on it.
import path from "node:path";
import { ConfigError, loadConfig } from "../config";
import { BackupError } from "./postgres-tools";
import { restoreConfigured } from "./restore";

const USAGE = "usage: npm run restore -- FILE   (a file written by npm run backup)";

const given = process.argv[2];
if (!given || process.argv.length > 3) {
  console.error(USAGE);
  process.exit(2);
}
// npm runs scripts from the repository's root: a relative FILE is where the command was typed.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
try {
  const restored = await restoreConfigured(loadConfig(), file);
  console.log(
    `Restored ${file} into ${restored.where}: ${restored.rows} rows in ${restored.tables} tables.\nStart the app on it with the same settings: npm start`,
  );
} catch (error) {
  console.error(
    error instanceof ConfigError || error instanceof BackupError ? error.message : error,
  );
  process.exit(1);
}
