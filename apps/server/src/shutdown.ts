// Stopping the server on SIGTERM or SIGINT (a rolling restart, Ctrl-C): once, however many signals
// come, and within SHUTDOWN_DEADLINE_MS whatever happens. What stops is main.ts's: Fastify's close
// finishes the requests in flight and lets every /cable socket go with 1012 (reconnect at once),
// then the database closes.
/**
 * Past this, the process exits (code 1) even if something has not finished: an orchestrator waits
 * about as long before it kills (Docker's `stop` 10 s, Kubernetes 30 s).
 */
export const SHUTDOWN_DEADLINE_MS = 10_000;

/** What it logs through (the app's pino logger). */
type LogLine = (fields: object, message: string) => void;

export type StopOnSignalsOptions = {
  /** Everything to close, in order; resolves once it is all closed. */
  stop: () => Promise<void>;
  log: { info: LogLine; warn: LogLine; error: LogLine };
  deadlineMs?: number;
  /** `process.exit` (tests pass their own). */
  exit?: (code: number) => void;
  /** Where the signals come from (`process`; tests emit them themselves). */
  signals?: Pick<NodeJS.EventEmitter, "on">;
};

/**
 * On SIGTERM or SIGINT: `stop()`, then exit 0; exit 1 if it fails or is not done by the deadline.
 * A second signal meanwhile is logged and changes nothing (the deadline bounds the wait): it must
 * not cut short the requests the first one lets finish. Listening replaces Node's default, which
 * would end the process at once on a signal.
 */
export function stopOnSignals({
  stop,
  log,
  deadlineMs = SHUTDOWN_DEADLINE_MS,
  exit = (code) => process.exit(code),
  signals = process,
}: StopOnSignalsOptions) {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, "shutdown: already stopping");
      return;
    }
    stopping = true;
    const startedAt = Date.now();
    log.info({ signal, deadlineMs }, "shutdown: finishing requests in flight, closing sockets");
    const deadline = setTimeout(() => {
      log.error({ deadlineMs }, "shutdown: not done by the deadline, exiting anyway");
      exit(1);
    }, deadlineMs);
    stop().then(
      () => {
        clearTimeout(deadline);
        log.info({ ms: Date.now() - startedAt }, "shutdown: done");
        exit(0);
      },
      (err: unknown) => {
        clearTimeout(deadline);
        log.error({ err }, "shutdown: failed");
        exit(1);
      },
    );
  };
  signals.on("SIGTERM", onSignal);
  signals.on("SIGINT", onSignal);
}
