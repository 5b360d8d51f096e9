// The journal check behind `npm run journal:verify` (verify-cli.ts): the lounge's chain in the
// database, and, given an exported file, every row of it against the chain.
import { readFileSync } from "node:fs";
import { readJournalCsv } from "@lounge-office/domain/journal";
import type { Executor } from "../../db/client";
import { compareWithChain, journalRows, verifyJournal } from "../../ledger/journal";

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
