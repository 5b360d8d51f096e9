// bench:notify's cells and what it prints of them (bench/notify-lock.ts measures): the writers'
// counts, the two kinds of change and the variants, each cell's row, and the summary — the ratios,
// the chain size at which NOTIFY binds, and the `summary` lines.
import type { CellResult } from "./notify-lock-writers";
import { nth } from "./support";

export const WRITERS = [1, 8, 32];
/**
 * Seat changes a lounge makes a minute at its busiest: the chain's busiest lounge (decisions 015
 * and 019: 30 tablets, a change every few seconds) taken as one every 3 s, everywhere at once.
 */
const CHANGES_A_MINUTE = 20;
const OTHER_RATES = [10, 30];
/** The chain size the issue asks the NOTIFY to carry. */
const TARGET_LOUNGES = 1_000;

export type Kind = "app" | "bare";
export const KINDS: { kind: Kind; label: string }[] = [
  { kind: "app", label: "the app's move (its command, as a tablet sends it, less HTTP)" },
  { kind: "bare", label: "the persisted bare change (hand-written, 7 round trips)" },
];

export type Variant = {
  key: "without" | "alone" | "heard" | "broker";
  label: string;
  notify: boolean;
  listener: boolean;
};
export const NOTIFY_VARIANTS: Variant[] = [
  { key: "without", label: "without NOTIFY", notify: false, listener: true },
  { key: "alone", label: "NOTIFY, nobody listening", notify: true, listener: false },
  { key: "heard", label: "NOTIFY, a listener", notify: true, listener: true },
];
export const BROKER_VARIANT: Variant = {
  key: "broker",
  label: "through Redis, a subscriber",
  notify: false,
  listener: true,
};

export type Cell = { kind: Kind; writers: number; variant: Variant["key"]; result: CellResult };

const perSecond = (result: CellResult) => result.commits / result.seconds;
const count = (n: number) => Math.round(n).toLocaleString("en-US");
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

const row = (writers: number | string, label: string, cells: string[]) =>
  `${String(writers).padStart(7)}  ${label.padEnd(34)}${cells.map((c) => c.padStart(11)).join("")}`;

export const header = row("writers", "", [
  "commits/s",
  "p50 ms",
  "p99 ms",
  "pg xact/s",
  "stmts/xact",
  "heard",
  "loop busy",
  "lock waits",
]);

export function cellRow(writers: number, variant: Variant, r: CellResult) {
  return row(writers, variant.label, [
    perSecond(r).toFixed(1),
    r.latency.p50.toFixed(1),
    r.latency.p99.toFixed(1),
    (r.pgCommits / r.seconds).toFixed(1),
    (r.statements / Math.max(1, r.commits)).toFixed(1),
    variant.listener ? `${((100 * r.heard) / Math.max(1, r.commits)).toFixed(0)} %` : "—",
    `${(100 * r.busy).toFixed(0)} %`,
    r.lockWaits.toFixed(1),
  ]);
}

export function report(cells: Cell[], variants: Variant[], redisUrl: string) {
  const find = (kind: Kind, writers: number, variant: Variant["key"]) => {
    const cell = cells.find(
      (c) => c.kind === kind && c.writers === writers && c.variant === variant,
    );
    if (!cell) throw new Error(`no cell ${kind} ${writers} ${variant}`);
    return cell.result;
  };

  console.log("\nNOTIFY / without, commits/s");
  console.log(
    row(
      "",
      "",
      WRITERS.map((w) => `${w} writer${w === 1 ? "" : "s"}`),
    ),
  );
  for (const { kind } of KINDS) {
    for (const variant of variants.filter((v) => v.notify)) {
      const name = `${kind === "app" ? "app" : "bare"}: ${variant.label}`;
      console.log(
        row(
          "",
          name,
          WRITERS.map((w) =>
            ratio(perSecond(find(kind, w, variant.key)), perSecond(find(kind, w, "without"))),
          ),
        ),
      );
    }
  }

  const brokered = variants.includes(BROKER_VARIANT);
  if (brokered) {
    for (const { kind } of KINDS) {
      console.log(
        row(
          "",
          `${kind}: ${BROKER_VARIANT.label}`,
          WRITERS.map((w) =>
            ratio(perSecond(find(kind, w, "broker")), perSecond(find(kind, w, "without"))),
          ),
        ),
      );
    }
  } else {
    console.log(`(no Redis server at ${redisUrl}: the broker's variant was left out)`);
  }

  // The app as it runs: every server process LISTENs, so its NOTIFYs always have a listener.
  const best = (kind: Kind, variant: Variant["key"] = "heard") =>
    WRITERS.map((writers) => ({ writers, rate: perSecond(find(kind, writers, variant)) })).reduce(
      (a, b) => (b.rate > a.rate ? b : a),
    );
  const app = best("app");
  const bare = best("bare");
  const lounges = (rate: number, perMinute: number) => (rate * 60) / perMinute;
  console.log(
    `\nthe chain where NOTIFY binds: commits/s with NOTIFY and a listener at the best concurrency × 60 / seat changes a lounge a minute`,
  );
  const rows: [string, { writers: number; rate: number }][] = [
    ["the app's move", app],
    ["the bare change (the database alone)", bare],
  ];
  if (brokered) {
    rows.push(
      ["the app's move through Redis", best("app", "broker")],
      ["the bare change through Redis", best("bare", "broker")],
    );
  }
  for (const [name, top] of rows) {
    const figures = [CHANGES_A_MINUTE, ...OTHER_RATES]
      .map((perMinute) => `${perMinute}/min ${count(lounges(top.rate, perMinute))}`)
      .join(", ");
    console.log(
      `  ${name}: ${top.rate.toFixed(0)} commits/s (${top.writers} writers) → lounges at ${figures}`,
    );
  }

  const at = nth(WRITERS, WRITERS.length - 1);
  for (const { kind } of KINDS) {
    const withNotify = find(kind, at, "heard");
    const without = find(kind, at, "without");
    const what = kind === "app" ? "the app's move" : "the persisted bare change";
    console.log(
      `summary\tnotify\tNOTIFY commits/s vs without at ${at} writers (${what}, a listener, PostgreSQL)\t` +
        `${ratio(perSecond(withNotify), perSecond(without))} (${perSecond(withNotify).toFixed(0)} / ${perSecond(without).toFixed(0)} /s; ` +
        `p99 ${withNotify.latency.p99.toFixed(1)} / ${without.latency.p99.toFixed(1)} ms)\t—\t—`,
    );
  }
  if (brokered) {
    for (const { kind } of KINDS) {
      const viaBroker = find(kind, at, "broker");
      const withNotify = find(kind, at, "heard");
      const what = kind === "app" ? "the app's move" : "the persisted bare change";
      console.log(
        `summary\tnotify\tthrough Redis commits/s vs NOTIFY at ${at} writers (${what}, a subscriber, PostgreSQL)\t` +
          `${ratio(perSecond(viaBroker), perSecond(withNotify))} (${perSecond(viaBroker).toFixed(0)} / ${perSecond(withNotify).toFixed(0)} /s; ` +
          `heard ${((100 * viaBroker.heard) / Math.max(1, viaBroker.commits)).toFixed(0)} %)\t—\t—`,
      );
    }
  }
  const chain = lounges(app.rate, CHANGES_A_MINUTE);
  console.log(
    `summary\tnotify\tchain size where NOTIFY binds, ${CHANGES_A_MINUTE} seat changes a lounge a minute (the app's move, best of ${WRITERS.join("/")} writers, PostgreSQL)\t` +
      `${count(chain)} lounges (${app.rate.toFixed(0)} commits/s × 60 / ${CHANGES_A_MINUTE}; ` +
      `${OTHER_RATES.map((r) => `${r}/min ${count(lounges(app.rate, r))}`).join(", ")})\t` +
      `≥ ${count(TARGET_LOUNGES)} lounges\t${chain >= TARGET_LOUNGES ? "ok" : "MISS"}`,
  );
}
