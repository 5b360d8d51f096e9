// `npm run journal:verify -- --lounge 1 --from 2026-10-01 --to 2026-10-31 [--file journal.csv]`:
// checks the lounge's journal in the configured database (DATABASE_URL, else the embedded one in
// DATA_DIR — stop the server first: the embedded database is one process's), and, given a file
// exported with GET /journal/export.csv, every row of it against the chain. One line, exit 0 or 1.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { readJournalCsv } from "@lounge-office/domain/journal";
import { ConfigError, loadConfig } from "../../config";
import type { Executor } from "../../db/client";
import { openConfiguredDatabase } from "../../db/open-configured";
import { compareWithChain, journalRows, verifyJournal } from "../../ledger/journal";

const USAGE =
  "usage: npm run journal:verify -- --lounge <id> --from YYYY-MM-DD --to YYYY-MM-DD [--file journal.csv]";

/** The check itself, on an open database: what to print and whether it held. */
export async function verifyCommand(
  db: Executor,
  args: { lounge: number; from: string; to: string; file?: string | undefined },
): Promise<{ ok: boolean; line: string }> {
  if (args.file === undefined) {
    const chain = await verifyJournal(db, args.lounge);
    const rows = await journalRows(db, args.lounge, args.from, args.to);
    return chain.ok
      ? {
          ok: true,
          line: `OK: 店舗 ${args.lounge} の取引記録 ${chain.rows} 行の連鎖は改ざんされていません（${args.from}〜${args.to}: ${rows.length} 行、最後のハッシュ ${rows.at(-1)?.hash ?? "なし"}）`,
        }
      : { ok: false, line: `NG: ${chain.problem}（行 id ${chain.first_broken_id ?? "なし"}）` };
  }
  const read = readJournalCsv(readFileSync(args.file, "utf8"));
  if ("error" in read) return { ok: false, line: `NG: ${args.file}: ${read.error}` };
  const outside = read.rows.filter(
    (r) => r.lounge_id !== args.lounge || r.business_day < args.from || r.business_day > args.to,
  );
  if (outside.length > 0) {
    return {
      ok: false,
      line: `NG: ${args.file}: 店舗 ${args.lounge}・${args.from}〜${args.to} 以外の行があります（${outside[0]?.seq} 番）`,
    };
  }
  const compared = await compareWithChain(db, read.rows);
  return compared.ok
    ? {
        ok: true,
        line: `OK: ${args.file} の ${compared.rows} 行はすべて取引記録の連鎖と一致します`,
      }
    : { ok: false, line: `NG: ${compared.problem}` };
}

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

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}
