// `npm run bench`: every benchmark in turn (each in its own process, its full output shown), then one
// table of the figures they report in their `summary` lines. The database-bound benches run on
// PGlite and, when DATABASE_URL names a PostgreSQL server, there too.
import { spawn } from "node:child_process";
import path from "node:path";

type Bench = { name: string; file: string; database?: boolean };

const BENCHES: Bench[] = [
  { name: "pricing", file: "pricing.ts" },
  { name: "render", file: "render.ts" },
  { name: "assets", file: "assets.ts" },
  { name: "realtime", file: "realtime.ts", database: true },
  { name: "api", file: "api.ts", database: true },
  { name: "crowd", file: "crowd.ts", database: true },
  { name: "settle", file: "settle.ts", database: true },
  { name: "footprint", file: "footprint.ts" },
  { name: "history", file: "history.ts" },
];

const root = path.resolve(import.meta.dirname, "..");
const only = process.argv.slice(2);
const postgres = process.env.DATABASE_URL;

type Row = { bench: string; what: string; figure: string; target: string; verdict: string };

/** Runs one bench, echoing its output; answers its summary rows (a failed run is a row too). */
function run(bench: Bench, databaseUrl: string | undefined): Promise<Row[]> {
  const env = { ...process.env };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const pglite = env.BENCH_DATA_DIR ? "PGlite, data folder" : "PGlite";
  const where = bench.database ? (databaseUrl ? " (PostgreSQL)" : ` (${pglite})`) : "";
  console.log(`\n━━ bench/${bench.file}${where}`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join("bench", bench.file)], {
      cwd: root,
      env,
      stdio: ["ignore", "pipe", "inherit"],
    });
    const rows: Row[] = [];
    let pending = "";
    child.stdout.on("data", (chunk: Buffer) => {
      process.stdout.write(chunk);
      pending += chunk.toString();
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        const [tag, name, what, figure, target, verdict] = line.split("\t");
        if (tag === "summary" && name && what) {
          rows.push({
            bench: name,
            what,
            figure: figure ?? "",
            target: target ?? "",
            verdict: verdict ?? "",
          });
        }
      }
    });
    child.on("close", (code) => {
      if (code !== 0) {
        rows.push({
          bench: bench.name,
          what: `bench/${bench.file}${where} failed (exit ${code})`,
          figure: "",
          target: "",
          verdict: "FAILED",
        });
      }
      resolve(rows);
    });
  });
}

const rows: Row[] = [];
for (const bench of BENCHES) {
  if (only.length > 0 && !only.includes(bench.name)) continue;
  rows.push(...(await run(bench, undefined)));
  if (bench.database && postgres) rows.push(...(await run(bench, postgres)));
}

const width = (key: keyof Row) => Math.max(key.length, ...rows.map((r) => r[key].length));
const columns: (keyof Row)[] = ["bench", "what", "figure", "target", "verdict"];
const format = (r: Row) => columns.map((c) => r[c].padEnd(width(c))).join("  ");
const header = Object.fromEntries(columns.map((c) => [c, c])) as Row;
console.log(`\n━━ summary (${new Date().toISOString()})`);
console.log(format(header));
console.log(columns.map((c) => "─".repeat(width(c))).join("  "));
for (const r of rows) console.log(format(r));
if (!postgres) console.log("\n(DATABASE_URL unset: the database-bound benches ran on PGlite only)");
process.exitCode = rows.some((r) => r.verdict === "FAILED") ? 1 : 0;
