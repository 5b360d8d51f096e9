// What a first visit downloads before the app can draw: the entry script and its modulepreloads,
// raw and gzip, plus the largest lazy chunks. Builds the web bundle first. `npm run bench:bundle`.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "apps/web/dist");
execFileSync("npm", ["run", "build", "--silent", "-w", "@lounge-office/web"], {
  cwd: root,
  stdio: "ignore",
});

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const sizes = (file: string) => {
  const bytes = readFileSync(path.join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};

const html = readFileSync(path.join(dist, "index.html"), "utf8");
const startup = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) =>
  sizes(m[1] as string),
);
const lazy = readdirSync(path.join(dist, "assets"))
  .filter((f) => f.endsWith(".js") && !startup.some((s) => s.file === `assets/${f}`))
  .map((f) => sizes(`assets/${f}`))
  .sort((a, b) => b.gzip - a.gzip);
const total = (list: { raw: number; gzip: number }[]) =>
  list.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 });

const first = total(startup);
console.log(`startup set: ${startup.length} files, ${kib(first.raw)}, gzip ${kib(first.gzip)}`);
for (const s of startup) console.log(`  ${s.file}: ${kib(s.raw)}, gzip ${kib(s.gzip)}`);
const holidays = startup.filter((s) =>
  readFileSync(path.join(dist, s.file), "utf8").includes("元日"),
);
console.log(`holiday table in the startup set: ${holidays.length ? "yes" : "no"}`);
console.log(`lazy chunks: ${lazy.length}, gzip ${kib(total(lazy).gzip)}; largest:`);
for (const s of lazy.slice(0, 5)) console.log(`  ${s.file}: gzip ${kib(s.gzip)}`);
