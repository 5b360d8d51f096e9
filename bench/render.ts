// Rendering cost of one realtime seat update on a busy board (80 seats, 300 groups): how many seat
// cells re-render, and the update's commit time against the full board's first render in the same
// run, both from React's Profiler. The measurement is the web test `board-render.test.tsx` (jsdom,
// React's development build: absolute times are far above a tablet's, the ratio is what counts); this
// runs it with RENDER_BENCH=1 and reformats the line it prints. `npm run bench:render`.
import { spawn } from "node:child_process";
import path from "node:path";
import { WEB_MOCKING_TESTS } from "../vitest.config";
import { hardStop } from "./support";

const BENCH = "render";
const WEB_TEST_FILE = "src/features/floor/components/board/board-render.test.tsx";
const TEST_FILE = `apps/web/${WEB_TEST_FILE}`;
/** The Vitest project that runs it: a web test that mocks a module runs in an isolated one. */
const PROJECT = WEB_MOCKING_TESTS.includes(WEB_TEST_FILE) ? "web-mocking" : "web";
/** The update's commit time as a share of the full board render: one cell of 80 and the header. */
const RATIO_TARGET = 0.05;

/** As the test prints them: the most cells and labels one update re-rendered, its median time. */
type Figures = {
  seats: number;
  groups: number;
  updates: number;
  cells: number;
  labels: number;
  commits: number;
  update_ms: number;
  full_ms: number;
};

const root = path.resolve(import.meta.dirname, "..");

/** Runs the test file alone in its project; its stdout, whether it passed or not. */
function runTest(): Promise<{ output: string; code: number | null }> {
  // Vitest itself (not npx, which would leave it running if this process is stopped).
  const child = spawn(
    process.execPath,
    [path.join(root, "node_modules/vitest/vitest.mjs"), "run", "--project", PROJECT, TEST_FILE],
    { cwd: root, env: { ...process.env, RENDER_BENCH: "1" }, stdio: ["ignore", "pipe", "pipe"] },
  );
  process.on("exit", () => child.kill());
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) => child.on("close", (code) => resolve({ output, code })));
}

function parseFigures(output: string): Figures | null {
  const line = output.split("\n").find((l) => l.startsWith("render-bench "));
  return line ? (JSON.parse(line.slice("render-bench ".length)) as Figures) : null;
}

const summary = (what: string, figure: string, target: string, ok: boolean) =>
  console.log(["summary", BENCH, what, figure, target, ok ? "ok" : "MISS"].join("\t"));

async function main() {
  hardStop(`bench/${BENCH}`, 300_000);
  const { output, code } = await runTest();
  const figures = parseFigures(output);
  if (!figures) {
    console.error(output);
    console.error(`bench/${BENCH}: the test printed no figures (exit ${code})`);
    process.exit(1);
  }
  const ratio = figures.update_ms / figures.full_ms;
  console.log(
    `board: ${figures.seats} seats, ${figures.groups} groups; ${figures.updates} seat messages (one seat each, one after the other) through the board's socket handler`,
  );
  console.log(
    `cells re-rendered per update: at most ${figures.cells} of ${figures.seats} (group labels: at most ${figures.labels})`,
  );
  console.log(
    `update commit ${figures.update_ms.toFixed(1)} ms (median, ${figures.commits} commits) vs full board render ${figures.full_ms.toFixed(1)} ms: ratio ${(ratio * 100).toFixed(1)} %`,
  );
  if (code !== 0) console.log(`the test failed (exit ${code}): its assertions did not hold`);
  summary(
    `cells re-rendered by one seat update (${figures.seats} seats, ${figures.groups} groups)`,
    `${figures.cells} of ${figures.seats}`,
    `1 of ${figures.seats}`,
    figures.cells === 1,
  );
  summary(
    "seat update commit / full board render",
    `${(ratio * 100).toFixed(1)} %`,
    `≤ ${RATIO_TARGET * 100} %`,
    ratio <= RATIO_TARGET,
  );
  process.exit(code === 0 ? 0 : 1);
}

void main();
