// `npm run journal:verify -- --lounge 1 --from 2026-10-01 --to 2026-10-31 [--file journal.csv]`:
// checks the lounge's journal in the configured database (DATABASE_URL, else the embedded one in
// DATA_DIR — stop the server first: the embedded database is one process's), and, given a file
// exported with GET /journal/export.csv, every row of it against the chain. One line, exit 0 or 1.
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../../config";
import { openConfiguredDatabase } from "../../db/open-configured";
import { verifyCommand } from "./verify-command";

const USAGE =
  "usage: npm run journal:verify -- --lounge <id> --from YYYY-MM-DD --to YYYY-MM-DD [--file journal.csv]";

async function main() {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        lounge: { type: "string" },
        from: { type: "string" },
        to: { type: "string" },
        file: { type: "string" },
      },
    }) as { values: Record<string, string | undefined> });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const lounge = Number(values.lounge);
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (
    !Number.isInteger(lounge) ||
    lounge <= 0 ||
    !day.test(values.from ?? "") ||
    !day.test(values.to ?? "")
  ) {
    console.error(USAGE);
    return 2;
  }
  const database = await openConfiguredDatabase(loadConfig());
  try {
    const result = await verifyCommand(database.db, {
      lounge,
      from: values.from as string,
      to: values.to as string,
      file: values.file,
    });
    console.log(result.line);
    return result.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
