// bench/scale.ts's output: the restart, the changes, delivery by phase on the same instance and
// across, relayed / offered, each process's CPU and memory and PostgreSQL's commits by phase, the
// checks, then the summary lines (bench/README.md's format).
import type { SentChange } from "./scale-changes";
import type { compareBoards } from "./scale-checks";
import type { Standing } from "./scale-clients";
import type { AckedChange, DeliveryTally } from "./scale-deliveries";
import { MACHINE, type Phase } from "./scale-processes";
import { databaseName, percentiles } from "./support";

export type ScaleRun = {
  seconds: number;
  rate: number;
  devices: number;
  lounges: number;
  where: string;
  /** Port → instance name. */
  ports: Record<string, string>;
  opened: Record<string, number>;
  settled: Standing;
  restart: {
    name: string;
    stopped: { ms: number; code: number | null };
    upMs: number;
  };
  finalStops: { ms: number; code: number | null }[];
  phases: Record<string, Phase>;
  measured: SentChange[];
  skipped: number;
  tally: DeliveryTally;
  bareTally: DeliveryTally;
  bareChanges: AckedChange[];
  bareOpened: Record<string, number>;
  boards: ReturnType<typeof compareBoards>;
  database: { checked: number; missing: number; examples: string[] };
  /** What each instance wrote (LOG_LEVEL=warn: warnings and errors). */
  logs: { name: string; log: string }[];
  /** The bench's own time so far, from its start. */
  elapsedMs: number;
};

/** An instance's log lines (pino's JSON) by message, with their count. */
function logMessages(log: string) {
  const counts = new Map<string, number>();
  for (const line of log.split("\n")) {
    if (!line.trim()) continue;
    let message = line.slice(0, 120);
    try {
      message = String((JSON.parse(line) as { msg?: unknown }).msg ?? message);
    } catch {
      // Not JSON: the line itself.
    }
    counts.set(message, (counts.get(message) ?? 0) + 1);
  }
  return [...counts].map(([message, n]) => `${n} × ${message}`);
}

const PHASES: [key: string, label: string][] = [
  ["before", "before the restart"],
  ["restart", "during the restart"],
  ["after", "after it"],
];

const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : "—").padStart(10);
const s = (n: number) => `${(n / 1000).toFixed(1)} s`;
const pct = (n: number) => `${n.toFixed(2)} %`;

function latencyRow(label: string, values: number[]) {
  const p = percentiles(values);
  return `${label.padEnd(42)}${String(values.length).padStart(8)} ${ms(p.p50)} ${ms(p.p95)} ${ms(p.p99)} ${ms(p.max)}`;
}

const byKind = (tally: DeliveryTally, phases: string[], kind: "same" | "cross" | "all") =>
  phases.flatMap((phase) =>
    kind === "all"
      ? [...(tally.latencies[`${phase} same`] ?? []), ...(tally.latencies[`${phase} cross`] ?? [])]
      : (tally.latencies[`${phase} ${kind}`] ?? []),
  );

export function report(run: ScaleRun) {
  const { tally, bareTally } = run;
  const portsLine = (byPort: Record<string, number>) =>
    Object.entries(run.ports)
      .map(([port, name]) => `${name} ${byPort[port] ?? 0}`)
      .join(", ");

  console.log(
    `\nrolling restart: ${run.restart.name} sent SIGTERM, exited in ${s(run.restart.stopped.ms)} ` +
      `(code ${run.restart.stopped.code}); started again, answering after ${s(run.restart.upMs)}`,
  );
  console.log(
    `devices by instance: at the start ${portsLine(run.opened)}; at the end ${portsLine(run.settled.byPort)} ` +
      `(${run.settled.settled} of ${run.settled.total} connected with a fresh board; ${run.settled.reconnects} reconnects, ` +
      `${run.settled.boardReads} board reads, ${run.settled.failedReads} failed and read again)`,
  );
  console.log(
    `at the end both instances stopped on SIGTERM in ${run.finalStops.map((x) => s(x.ms)).join(" and ")}`,
  );

  const acked = run.measured.filter((c) => c.status >= 200 && c.status < 300);
  const statuses = new Map<string, number>();
  for (const c of run.measured) {
    if (c.status >= 200 && c.status < 300) continue;
    const key = `${c.status || "no answer"} (${c.phase})`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  }
  const failovers = run.measured.filter((c) => c.failover).length;
  const moves = run.measured.filter((c) => c.kind === "move").length;
  console.log(
    `changes: ${run.measured.length} sent (${moves} moves, ${run.measured.length - moves} enters), ` +
      `${acked.length} acknowledged; not: ${[...statuses].map(([k, n]) => `${n} × ${k}`).join(", ") || "none"}; ` +
      `${failovers} passed on to the other instance after a refused connection; ${run.skipped} not sent ` +
      "(every group of the lounge was being changed: the server behind)",
  );
  const roundTrip = (changes: { sentAt: number; answeredAt: number }[]) => {
    if (changes.length === 0) return "none answered";
    const p = percentiles(changes.map((c) => c.answeredAt - c.sentAt));
    return `p50 ${p.p50.toFixed(0)} ms, p99 ${p.p99.toFixed(0)} ms`;
  };
  console.log(
    `change round trip (request sent → answer): ${PHASES.map(([key, label]) => `${label} ${roundTrip(acked.filter((c) => c.phase === key))}`).join("; ")}; ` +
      `persisted bare change ${roundTrip(run.bareChanges)}`,
  );
  for (const { name, log } of run.logs) {
    const messages = logMessages(log);
    if (messages.length > 0) console.log(`${name} logged: ${messages.slice(0, 6).join("; ")}`);
  }
  const firstError = run.measured.find((c) => c.error)?.error;
  if (firstError) console.log(`  first refusal: ${firstError.replace(/\s+/g, " ").slice(0, 160)}`);

  console.log(
    "\ndelivery, from the change request being sent to the seat message at each device of its lounge:",
  );
  console.log(
    `${"".padEnd(42)}${"count".padStart(8)} ${"p50".padStart(10)} ${"p95".padStart(10)} ${"p99".padStart(10)} ${"max".padStart(10)}`,
  );
  for (const [key, label] of PHASES) {
    console.log(latencyRow(`app, ${label}, same instance`, byKind(tally, [key], "same")));
    console.log(latencyRow(`app, ${label}, across instances`, byKind(tally, [key], "cross")));
  }
  const all = PHASES.map(([key]) => key);
  console.log(latencyRow("app, whole run, same instance", byKind(tally, all, "same")));
  console.log(latencyRow("app, whole run, across instances", byKind(tally, all, "cross")));
  console.log(
    latencyRow("persisted bare change, same instance", byKind(bareTally, ["baseline"], "same")),
  );
  console.log(
    latencyRow("persisted bare change, across instances", byKind(bareTally, ["baseline"], "cross")),
  );
  const appBefore = percentiles(byKind(tally, ["before"], "all"));
  const bare = percentiles(byKind(bareTally, ["baseline"], "all"));
  console.log(
    `${"ratio app (before the restart) / persisted".padEnd(42)}${"".padStart(8)} ` +
      `${`${(appBefore.p50 / bare.p50).toFixed(2)}×`.padStart(10)} ${`${(appBefore.p95 / bare.p95).toFixed(2)}×`.padStart(10)} ` +
      `${`${(appBefore.p99 / bare.p99).toFixed(2)}×`.padStart(10)}`,
  );
  console.log(
    `(the persisted bare change replays the acknowledged changes before the restart on their schedule, ` +
      `on two bare instances behind the same nginx; its sockets: ${Object.values(run.bareOpened).join(" + ")})`,
  );

  const offered = tally.relayed + tally.lost;
  const relayedShare = offered ? (tally.relayed / offered) * 100 : 0;
  const excused = Object.values(tally.excused).reduce((a, b) => a + b, 0);
  const closes = Object.entries(tally.excused)
    .map(([code, n]) => `${n} on sockets closed with ${code}`)
    .join(", ");
  console.log(
    `\nrelayed / offered: ${tally.relayed} of ${offered} deliveries (${pct(relayedShare)}); ` +
      `${tally.lost} lost (not received on a socket that received later changes, or stayed open); ` +
      `excused ${excused}${closes ? ` (${closes})` : ""}: the socket closed before the relay got to them, and ` +
      `its read after reconnecting covers them; ${tally.notConnected} device × change pairs had no socket open when sent`,
  );
  const bareOffered = bareTally.relayed + bareTally.lost;
  console.log(
    `persisted bare change: ${bareTally.relayed} of ${bareOffered} (${pct(bareOffered ? (bareTally.relayed / bareOffered) * 100 : 0)})`,
  );

  const columns = ["before", "restart", "after", "baseline"];
  console.log(
    `\nprocesses, CPU (% of one core) / peak RSS:  ${columns.map((c) => c.padStart(16)).join("")}`,
  );
  const names = new Set(columns.flatMap((c) => Object.keys(run.phases[c]?.processes ?? {})));
  // Last, after the bench's own processes.
  names.delete(MACHINE);
  names.add(MACHINE);
  for (const name of names) {
    const cells = columns.map((c) => {
      const p = run.phases[c]?.processes[name];
      // PostgreSQL's processes share their buffers: a sum of their RSS would mean nothing.
      const rss =
        p && Number.isFinite(p.peakRssMb) && !name.startsWith("PostgreSQL")
          ? ` / ${p.peakRssMb.toFixed(0)} MB`
          : "";
      return (p ? `${p.cpuPercent.toFixed(0)} %${rss}` : "—").padStart(16);
    });
    console.log(`${name.padEnd(43)}${cells.join("")}`);
  }
  const commits = columns.map((c) => {
    const phase = run.phases[c];
    return (phase ? `${(phase.commits / phase.seconds).toFixed(0)}/s` : "—").padStart(16);
  });
  console.log(`${"PostgreSQL commits (pg_stat_database)".padEnd(43)}${commits.join("")}`);
  // What a change costs the instances, everything included (its request, the relay's read and
  // sends, pings, board reads): the figure that says which rate an idle machine would keep up.
  const answered = columns.map((c) =>
    c === "baseline" ? run.bareChanges.length : acked.filter((x) => x.phase === c).length,
  );
  console.log(
    `${"changes acknowledged".padEnd(43)}${columns
      .map((c, i) => {
        const phase = run.phases[c];
        const n = answered[i] ?? 0;
        return (phase ? `${(n / phase.seconds).toFixed(1)}/s` : "—").padStart(16);
      })
      .join("")}`,
  );
  console.log(
    `${"instances' CPU per acknowledged change".padEnd(43)}${columns
      .map((c, i) => {
        const phase = run.phases[c];
        const n = answered[i] ?? 0;
        if (!phase || n === 0) return "—".padStart(16);
        const cpuMs = Object.entries(phase.processes)
          .filter(([name]) => /^(instance|bare) /.test(name))
          .reduce((sum, [, p]) => sum + (p.cpuPercent / 100) * phase.seconds * 1000, 0);
        return `${(cpuMs / n).toFixed(1)} ms`.padStart(16);
      })
      .join("")}`,
  );

  console.log(
    `\nboards: ${run.boards.equal} of ${run.boards.equal + run.boards.differing} devices hold their lounge's board as a fresh read gives it`,
  );
  for (const example of run.boards.examples) console.log(`  differs: ${example}`);
  console.log(
    `acknowledged changes: ${run.database.checked} checked against the database, ${run.database.missing} missing`,
  );
  for (const example of run.database.examples) console.log(`  missing: ${example}`);

  console.log(`\nthe bench took ${s(run.elapsedMs)} up to here`);
  const database = databaseName(run.where);
  const where = `${run.devices.toLocaleString("en")} sockets, ${run.lounges} lounges, 2 instances behind nginx, ${run.rate} changes/s (${database})`;
  const line = (what: string, figure: string, target: string, ok: boolean | null) =>
    console.log(
      `summary\tscale\t${what}\t${figure}\t${target}\t${ok === null ? "—" : ok ? "ok" : "MISS"}`,
    );
  console.log("");
  line(
    `relayed / offered, rolling restart included (${where})`,
    `${pct(relayedShare)} (${tally.relayed} of ${offered}; ${excused} excused, their socket closed first)`,
    "≥ 99.9 %",
    relayedShare >= 99.9,
  );
  const same = percentiles(byKind(tally, ["before"], "same"));
  const cross = percentiles(byKind(tally, ["before"], "cross"));
  const wholeSame = percentiles(byKind(tally, all, "same"));
  const wholeCross = percentiles(byKind(tally, all, "cross"));
  const ratio = cross.p99 / same.p99;
  line(
    `cross-instance vs same-instance delivery p99, before the restart (${where})`,
    `${ratio.toFixed(2)}× (${cross.p99.toFixed(0)} / ${same.p99.toFixed(0)} ms; whole run ` +
      `${(wholeCross.p99 / wholeSame.p99).toFixed(2)}×, ${wholeCross.p99.toFixed(0)} / ${wholeSame.p99.toFixed(0)} ms)`,
    "≤ 1.5×",
    ratio <= 1.5,
  );
  const devices = run.boards.equal + run.boards.differing;
  line(
    `boards equal a fresh read after the rolling restart (${devices} devices)`,
    `${run.boards.equal} of ${devices}`,
    "all",
    run.boards.differing === 0 && devices === run.devices,
  );
  line(
    "acknowledged (2xx) changes missing from the database after the rolling restart",
    `${run.database.missing} of ${run.database.checked}`,
    "0",
    run.database.missing === 0,
  );
  line(
    `delivery p99 vs the persisted bare change, before the restart (${where})`,
    `${(appBefore.p99 / bare.p99).toFixed(2)}× (${appBefore.p99.toFixed(0)} / ${bare.p99.toFixed(0)} ms)`,
    "—",
    null,
  );
  const before = run.phases.before;
  const keptUp = before ? (answered[0] ?? 0) / (run.rate * before.seconds) : 0;
  line(
    `seat changes acknowledged / offered before the restart (${where})`,
    `${(keptUp * 100).toFixed(0)} % (${((answered[0] ?? 0) / (before?.seconds ?? 1)).toFixed(1)}/s of ${run.rate}/s; ` +
      `change round trip ${roundTrip(acked.filter((c) => c.phase === "before"))})`,
    "—",
    null,
  );
  line("an instance's exit after SIGTERM, with its sockets", s(run.restart.stopped.ms), "—", null);
}
