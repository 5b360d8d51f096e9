// Lighthouse on the signed-in floor board (as busy as a Friday night: groups on half the seats,
// some called) and on the sign-in page, against the real server with the demo data and the built
// bundle, in Debian's Chromium. The tablet preset is Lighthouse's mobile one (simulated slow 4G,
// CPU slowed 4×, then as calibrated for this machine) at an iPad's 1024 × 768; the desktop preset
// is Lighthouse's own. Each page runs RUNS times and the median counts (the spread is printed).
// Lighthouse's benchmark index (how fast this machine ran its reference loop) is printed beside
// the scores, as the baseline they were measured against. `npm run bench:lighthouse`;
// `LIGHTHOUSE_SAVE=folder` also keeps every run's full report (long tasks, script costs) there.

import { writeFileSync } from "node:fs";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse, { type Config, desktopConfig, type Flags } from "lighthouse";
import { screenEmulationMetrics, throttling } from "lighthouse/core/config/constants.js";
import { buildWebBundle, hardStop, median, signIn, startWebServer } from "./support";

const HARD_LIMIT_MS = 900_000;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** The targets for the board at the tablet preset (medians). */
const TARGET_SCORE = 80;
const TARGET_TBT_MS = 600;

const stopTimer = hardStop("bench/lighthouse", HARD_LIMIT_MS);

/**
 * Lighthouse slows the CPU 4× to make a high-end desktop (benchmark index 1,500–2,000) behave like
 * a mid-tier phone, and its documentation (docs/throttling.md, "Calibrating the CPU slowdown") asks
 * for a smaller factor on a slower host and a larger one on a faster: the same phone is a host's
 * index divided by 1,750 / 4. The calibrated run is the one held to the targets; the plain 4× run
 * is printed beside it.
 */
const PHONE_BENCHMARK_INDEX = 1750 / 4;
const calibratedSlowdown = (benchmarkIndex: number) =>
  Math.round(Math.min(10, Math.max(1, benchmarkIndex / PHONE_BENCHMARK_INDEX)) * 10) / 10;

/**
 * Lighthouse's mobile preset at an iPad's landscape size, its CPU slowed `cpuSlowdown` times; its
 * network the preset's slow 4G, or (`network: "dense4G"`) the desktop preset's faster one, nearer a
 * tablet on the venue's Wi-Fi.
 */
const tabletPreset = (
  cpuSlowdown = throttling.mobileSlow4G.cpuSlowdownMultiplier,
  network: "slow4G" | "dense4G" = "slow4G",
): Config => ({
  extends: "lighthouse:default",
  settings: {
    onlyCategories: ["performance"],
    formFactor: "mobile",
    throttlingMethod: "simulate",
    throttling: {
      ...(network === "slow4G" ? throttling.mobileSlow4G : throttling.desktopDense4G),
      cpuSlowdownMultiplier: cpuSlowdown,
    },
    screenEmulation: {
      ...screenEmulationMetrics.mobile,
      width: 1024,
      height: 768,
      deviceScaleFactor: 2,
    },
  },
});
const DESKTOP: Config = {
  ...desktopConfig,
  settings: { ...desktopConfig.settings, onlyCategories: ["performance"] },
};

type Run = {
  score: number;
  tbt: number;
  lcp: number;
  fcp: number;
  benchmarkIndex: number;
  /** Where the page ended up (the board, not the sign-in page it sends strangers to). */
  landed: string;
};

async function audit(
  url: string,
  config: Config,
  cookie: string | null,
  port: number,
): Promise<Run> {
  const flags: Flags = {
    port,
    output: "json",
    logLevel: "error",
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const result = await lighthouse(url, flags, config);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (process.env.LIGHTHOUSE_SAVE) {
    const name = `${new URL(url).pathname.replace(/\W+/g, "-")}-${config.settings?.formFactor}-${Date.now()}.json`;
    writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE, name), JSON.stringify(lhr));
  }
  const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: metric("total-blocking-time"),
    lcp: metric("largest-contentful-paint"),
    fcp: metric("first-contentful-paint"),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    landed: new URL(lhr.finalDisplayedUrl).pathname,
  };
}

/** A Friday at 23:00: a men's and a ladies' group on every other seat, some of them called. */
async function busyNight(base: string, loungeId: number, headers: Record<string, string>) {
  const board = (await (
    await fetch(`${base}/lounges/entries/board?lounge_id=${loungeId}`, { headers })
  ).json()) as { seats: { id: number }[]; fee_rules: { id: number }[] };
  const rule = board.fee_rules[0]?.id;
  let seated = 0;
  for (const [i, seat] of board.seats.entries()) {
    if (i % 2 === 1) continue;
    for (const body of [
      { seat_id: seat.id, mens: 2, ladys: 0, fee_rule: rule },
      { seat_id: seat.id, mens: 0, ladys: 2 },
    ]) {
      const entered = await fetch(`${base}/customer_groups`, {
        method: "POST",
        headers,
        body: JSON.stringify({ customer_group: body }),
      });
      if (entered.status !== 201) throw new Error(`seating failed: ${entered.status}`);
      const group = (await entered.json()) as { id: number };
      seated += 1;
      if (seated % 5 === 0) {
        await fetch(`${base}/customer_groups/warn_icon`, {
          method: "POST",
          headers,
          body: JSON.stringify({ customer_group: { id: group.id, level: (seated % 3) + 1 } }),
        });
      }
    }
  }
  console.log(
    `the board: ${seated} groups on ${Math.ceil(board.seats.length / 2)} of its ${board.seats.length} seats, every fifth called`,
  );
}

function report(name: string, runs: Run[]) {
  type Figure = Exclude<keyof Run, "landed">;
  const m = (key: Figure) => median(runs.map((r) => r[key]));
  const spread = (key: Figure) => runs.map((r) => r[key]).join(", ");
  console.log(
    `${name} (${[...new Set(runs.map((r) => r.landed))].join(", ")}): performance ${m("score")} (${spread("score")}), TBT ${m("tbt")} ms (${spread("tbt")}), LCP ${m("lcp")} ms, FCP ${m("fcp")} ms; benchmark index ${m("benchmarkIndex")}`,
  );
  return { score: m("score"), tbt: m("tbt"), benchmarkIndex: m("benchmarkIndex") };
}

async function main() {
  buildWebBundle();
  const server = await startWebServer();
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  console.log(`server on ${server.base}, ${server.where}; ${RUNS} runs per page, medians`);
  try {
    const lounges = (await (await fetch(`${server.base}/api/v1/lounges`)).json()) as {
      text: string;
      value: { id: number };
    }[];
    const shibuya = lounges.find((l) => l.text === "渋谷");
    if (!shibuya) throw new Error("no demo lounge 渋谷");
    const { cookie, headers } = await signIn(server.base, shibuya.value.id, "shibuya-staff1");
    await busyNight(server.base, shibuya.value.id, headers);
    const board = `${server.base}/lounges/entries`;
    const runs = async (url: string, config: Config, withCookie: boolean) => {
      const done: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        done.push(await audit(url, config, withCookie ? cookie : null, chrome.port));
      }
      return done;
    };
    const plain = report("board, tablet preset, CPU 4×", await runs(board, tabletPreset(), true));
    const slowdown = calibratedSlowdown(plain.benchmarkIndex);
    const tablet = report(
      `board, tablet preset, CPU ${slowdown}× (calibrated to benchmark index ${plain.benchmarkIndex})`,
      await runs(board, tabletPreset(slowdown), true),
    );
    report(
      `board, tablet preset on the desktop preset's network (dense 4G), CPU ${slowdown}×`,
      await runs(board, tabletPreset(slowdown, "dense4G"), true),
    );
    report("board, desktop preset", await runs(board, DESKTOP, true));
    report(
      `sign-in, tablet preset, CPU ${slowdown}×`,
      await runs(`${server.base}/sign_in`, tabletPreset(slowdown), false),
    );
    for (const [name, figures] of [
      [`CPU ${slowdown}×, calibrated`, tablet],
      ["CPU 4×", plain],
    ] as const) {
      console.log(
        `summary\tlighthouse\tboard, tablet preset, ${name}: performance (median of ${RUNS})\t${figures.score}\t≥ ${TARGET_SCORE}\t${figures.score >= TARGET_SCORE ? "ok" : "MISS"}`,
      );
      console.log(
        `summary\tlighthouse\tboard, tablet preset, ${name}: total blocking time\t${figures.tbt} ms\t≤ ${TARGET_TBT_MS} ms\t${figures.tbt <= TARGET_TBT_MS ? "ok" : "MISS"}`,
      );
    }
  } finally {
    await chrome.kill();
    await server.close();
    clearTimeout(stopTimer);
  }
}

await main();
