// The operators' figures beside the requests (prometheus.ts): what build runs, settlements and their
// yen, printers' failures, refused sign-ins, and the database's own size and connections. Every
// label is bounded: lounges, payment means, the ePOS codes we know, the API's error codes.
import { EPOS_ALL_CODES, ERROR_CODES } from "@lounge-office/domain/shared";
import { Counter, Gauge, type Registry } from "prom-client";
import type { DatabaseFigures } from "../db/database-figures";
import type { BuildInfo } from "./build-info";

/** How long a scrape waits for the database's figures before it answers without them. */
export const DATABASE_FIGURES_TIMEOUT_MS = 2000;

/** A settled bill's yen by payment means (the cash share, not the cash tendered). */
export type SettledPayments = { lounge_id: number; cash: number; credit: number; e_money: number };

const PAYMENTS = ["cash", "credit", "e_money"] as const;

const KNOWN_EPOS_CODES: ReadonlySet<string> = new Set(EPOS_ALL_CODES);
const KNOWN_ERROR_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

/**
 * A printer's code as a label: a code we know, `HTTP_<status>` from the browser's transport, `none`
 * for a failure without one, and `other` for anything else (the tablet sends the code: a made-up
 * one must not grow the label set).
 */
export function printFailureCode(code: string): string {
  if (code === "") return "none";
  if (KNOWN_EPOS_CODES.has(code) || /^HTTP_[1-5]\d\d$/.test(code)) return code;
  return "other";
}

export type OperationsSources = {
  /** The build's version and commit (read once per process). */
  build: Promise<BuildInfo>;
  /** The database's own figures, read at each scrape. */
  database: () => Promise<DatabaseFigures>;
};

export type OperationsMetrics = {
  /** One settlement committed: counted with its yen by payment means. */
  settled: (payments: SettledPayments) => void;
  /** A printer answered a print job with a failure (its ePOS code). */
  printFailed: (code: string) => void;
  /** A sign-in was refused: `reason` is the answer's error code. */
  signInRefused: (reason: string) => void;
};

export function operationsMetrics(
  registers: Registry[],
  prefix: string,
  sources: OperationsSources,
): OperationsMetrics {
  new Gauge({
    name: `${prefix}build_info`,
    help: "The running build: always 1, with the version (package.json) and the commit as labels",
    labelNames: ["version", "commit"] as const,
    registers,
    async collect() {
      const { version, commit } = await sources.build;
      this.reset();
      this.set({ version, commit }, 1);
    },
  });
  const settlements = new Counter({
    name: `${prefix}settlements_total`,
    help: "Settlements committed on this instance, by lounge (voids are not taken back)",
    labelNames: ["lounge_id"] as const,
    registers,
  });
  const settledYen = new Counter({
    name: `${prefix}settled_yen_total`,
    help: "Yen settled on this instance, by lounge and payment means (cash is the cash share, not the cash tendered)",
    labelNames: ["lounge_id", "payment"] as const,
    registers,
  });
  const printFailures = new Counter({
    name: `${prefix}print_failures_total`,
    help: "Print jobs a tablet reported failed, by the printer's code (unknown codes as other)",
    labelNames: ["code"] as const,
    registers,
  });
  const signInRefusals = new Counter({
    name: `${prefix}sign_in_refusals_total`,
    help: "Sign-ins refused after their input was read, by the answer's error code (invalid_credentials, sign_in_throttled, forbidden, ...)",
    labelNames: ["reason"] as const,
    registers,
  });
  databaseGauges(registers, prefix, sources.database);

  return {
    settled(payments) {
      const lounge_id = payments.lounge_id;
      settlements.inc({ lounge_id });
      for (const payment of PAYMENTS) settledYen.inc({ lounge_id, payment }, payments[payment]);
    },
    printFailed: (code) => printFailures.inc({ code: printFailureCode(code) }),
    signInRefused: (reason) =>
      signInRefusals.inc({ reason: KNOWN_ERROR_CODES.has(reason) ? reason : "other" }),
  };
}

/** Resolves with `promise`, or with null once `ms` have passed or it failed. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
    timer.unref();
  });
  return Promise.race([promise.catch(() => null), timeout]).finally(() => clearTimeout(timer));
}

/**
 * The database's size and connections, read once per scrape whatever the number of gauges asking
 * (prom-client collects every gauge of a scrape at once), and never for longer than the timeout: a
 * slow or failed read answers the scrape without them, and `db_stats_up` says so.
 */
function databaseGauges(
  registers: Registry[],
  prefix: string,
  read: () => Promise<DatabaseFigures>,
) {
  let reading: Promise<DatabaseFigures | null> | null = null;
  const figures = () => {
    reading ??= within(read(), DATABASE_FIGURES_TIMEOUT_MS).finally(() => {
      reading = null;
    });
    return reading;
  };
  new Gauge({
    name: `${prefix}db_stats_up`,
    help: "1 when this scrape read the database's own figures within its time, 0 when it could not",
    registers,
    async collect() {
      this.set((await figures()) ? 1 : 0);
    },
  });
  new Gauge({
    name: `${prefix}db_size_bytes`,
    help: "The database's size (pg_database_size; on PGlite its files in its own file system), by database name",
    labelNames: ["database"] as const,
    registers,
    async collect() {
      const read = await figures();
      // Labelled so that a scrape that could not read it shows no size rather than a size of 0.
      this.reset();
      if (read && Number.isFinite(read.sizeBytes))
        this.set({ database: read.name }, read.sizeBytes);
    },
  });
  new Gauge({
    name: `${prefix}db_server_connections`,
    help: "Connections to this database on the PostgreSQL server from every client (pg_stat_activity), by state; none on PGlite",
    labelNames: ["state"] as const,
    registers,
    async collect() {
      const read = await figures();
      this.reset();
      for (const [state, connections] of read?.connections ?? []) this.set({ state }, connections);
    },
  });
}
