// `npm run backup`: one backup of the database the server uses (same configuration) into BACKUP_DIR,
// keeping the last BACKUP_KEEP; prints where it wrote and the size. Exit 0, or 1 with the reason.
import { ConfigError, loadConfig } from "../config";
import { backupConfigured } from "./backup";
import { formatBytes } from "./backup-files";
import { BackupError } from "./postgres-tools";

const WHAT = {
  pg_dump: "PostgreSQL (DATABASE_URL), with pg_dump",
  "running server": "embedded PGlite, from the running server",
  "data folder": "embedded PGlite, from DATA_DIR (no server running)",
} as const;

try {
  const config = loadConfig();
  const written = await backupConfigured(config);
  console.log(`Backed up ${WHAT[written.via]}:\n  ${written.file} (${formatBytes(written.bytes)})`);
  if (written.removed.length > 0)
    console.log(
      `Kept the last ${config.BACKUP_KEEP}; removed ${written.removed.length} older: ${written.removed.map((f) => f.split("/").at(-1)).join(", ")}`,
    );
} catch (error) {
  console.error(
    error instanceof ConfigError || error instanceof BackupError ? error.message : error,
  );
  process.exit(1);
}
