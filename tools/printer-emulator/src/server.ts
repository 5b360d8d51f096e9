// The emulator's HTTP(S) server: the device's service.cgi endpoints with its CORS behaviour, and
// the control, job-list and page endpoints for people and tests.
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import {
  type Answer,
  type BatteryLevel,
  batteryAttribute,
  DEVICE_NOT_FOUND,
  FAILURE_MODES,
  type FailureMode,
  failureAnswer,
  isBatteryLevel,
  isFailureMode,
  isPaperState,
  PAPER_STATES,
  type PaperState,
  PRINTED,
  responseXml,
  SCHEMA_ERROR,
  TOO_LARGE,
  withPaper,
} from "./device";
import { type Kind, readEnvelope } from "./envelope";
import { createJobStore, type Job } from "./jobs";
import { jobsPage } from "./page";
import { MAX_COLUMNS, MIN_COLUMNS } from "./paper";
import { selfSignedCertificate } from "./tls";

export type EmulatorOptions = {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  https?: boolean;
  fail?: FailureMode | null;
  /** The roll's state: near its end, the printer still prints and says so in its status bits. */
  paper?: PaperState;
  /** On battery at this level (0–6); null (default): on AC with no battery. */
  battery?: BatteryLevel | null;
  /** The `timeout` mode waits for the request's timeout, but at most this long (ms). */
  timeoutCapMs?: number;
  /** Device ids the device answers to on both services. */
  deviceIds?: readonly string[];
  /** Characters per row at font A (48: a TM-m30 on 80 mm; MODEL_COLUMNS has the others). */
  columns?: number;
};

export type PrinterEmulator = {
  url: string;
  port: number;
  close: () => Promise<void>;
  setFail: (mode: FailureMode | null) => void;
  fail: () => FailureMode | null;
  /** The device's state as `/control` reads and sets it. */
  state: () => DeviceState;
  setState: (next: Partial<DeviceState>) => void;
  jobs: () => Job[];
  clearJobs: () => void;
};

/** What `/control` switches at run time: a failure, the roll, the battery. */
export type DeviceState = {
  fail: FailureMode | null;
  paper: PaperState;
  battery: BatteryLevel | null;
};

const CONTROL_HELP = `send JSON with any of { "fail": null | ${FAILURE_MODES.join(" | ")}, "paper": ${PAPER_STATES.join(" | ")}, "battery": null | 0–6 }`;

/** A `/control` body read into the state it sets, or why it cannot be. */
function readControl(body: string | null): Partial<DeviceState> | string {
  let value: unknown;
  try {
    value = JSON.parse(body ?? "");
  } catch {
    return CONTROL_HELP;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return CONTROL_HELP;
  const entries = Object.entries(value);
  if (entries.length === 0) return CONTROL_HELP;
  const next: Partial<DeviceState> = {};
  for (const [key, item] of entries) {
    if (key === "fail" && (item === null || isFailureMode(item))) next.fail = item;
    else if (key === "paper" && isPaperState(item)) next.paper = item;
    else if (key === "battery" && (item === null || isBatteryLevel(item))) next.battery = item;
    else return `${key}: ${JSON.stringify(item)} is not accepted; ${CONTROL_HELP}`;
  }
  return next;
}

const SERVICES: Record<string, Kind> = {
  "/cgi-bin/epos/service.cgi": "print",
  "/cgi-bin/eposDisp/service.cgi": "display",
};
const MAX_BODY = 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 60_000;

export async function startPrinterEmulator(
  options: EmulatorOptions = {},
): Promise<PrinterEmulator> {
  const host = options.host ?? "127.0.0.1";
  const timeoutCapMs = options.timeoutCapMs ?? 3000;
  const deviceIds = new Set(options.deviceIds ?? ["local_printer", "local_display"]);
  const columns = options.columns ?? 48;
  if (!Number.isInteger(columns) || columns < MIN_COLUMNS || columns > MAX_COLUMNS) {
    throw new RangeError(`columns must be ${MIN_COLUMNS}–${MAX_COLUMNS}, not ${columns}`);
  }
  const store = createJobStore(columns);
  const waits = new Set<NodeJS.Timeout>();
  const device: DeviceState = {
    fail: options.fail ?? null,
    paper: options.paper ?? "ok",
    battery: options.battery ?? null,
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://device");
    const kind = SERVICES[url.pathname];
    if (request.method === "OPTIONS") return preflight(request, response);
    if (kind && request.method === "POST") return service(request, response, url, kind);
    if (url.pathname === "/control") return control(request, response);
    if (url.pathname === "/jobs" && request.method === "GET")
      return sendJson(response, 200, store.list());
    if (url.pathname === "/jobs" && request.method === "DELETE") {
      store.clear();
      return sendJson(response, 200, []);
    }
    const png = /^\/jobs\/(\d+)\.png$/.exec(url.pathname);
    if (png && request.method === "GET") {
      const image = store.png(Number(png[1]));
      if (!image) return sendJson(response, 404, { error: "no printed job with that id" });
      response.writeHead(200, { "Content-Type": "image/png", "Cache-Control": "no-store" });
      return response.end(image);
    }
    if (url.pathname === "/" && request.method === "GET") {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return response.end(jobsPage(store.list(), device));
    }
    sendJson(response, 404, { error: "not found" });
  }

  async function service(request: IncomingMessage, response: ServerResponse, url: URL, kind: Kind) {
    const body = await readBody(request);
    const devid = url.searchParams.get("devid") ?? "";
    const reply = (answer: Answer, printjobid: string | null) => {
      response.writeHead(200, {
        ...corsHeaders(request),
        "Content-Type": "text/xml; charset=utf-8",
      });
      const battery = kind === "print" ? batteryAttribute(device.battery) : 0;
      response.end(responseXml(answer, printjobid, battery));
    };
    if (body === null) return reply(TOO_LARGE, null);
    const envelope = readEnvelope(body, kind);
    const refuse = (answer: Answer, reason: string) => {
      // Refused jobs are listed too: they are the bugs this emulator is here to show.
      store.add({
        printjobid: null,
        ok: false,
        code: answer.code,
        devid,
        kind,
        commands: [],
        reason,
      });
      reply(answer, null);
    };
    if (!deviceIds.has(devid)) return refuse(DEVICE_NOT_FOUND, `no device "${devid}"`);
    if (!envelope.ok) return refuse(SCHEMA_ERROR, envelope.reason);
    // The printer's failures; the customer display (a separate device) keeps working.
    const mode = kind === "print" ? device.fail : null;
    if (mode === "timeout") await wait(requestTimeout(url));
    const printed = mode ? failureAnswer(mode) : PRINTED;
    const answer = kind === "print" ? withPaper(printed, device.paper) : printed;
    // An empty <epos-print> is a status probe: answered, but it prints nothing worth listing.
    if (envelope.commands.length > 0) {
      const { printjobid, commands } = envelope;
      store.add({ printjobid, ok: answer.success, code: answer.code, devid, kind, commands });
    }
    if (!response.destroyed) reply(answer, envelope.printjobid);
  }

  function requestTimeout(url: URL): number {
    const asked = Number(url.searchParams.get("timeout"));
    const timeout = Number.isFinite(asked) && asked > 0 ? asked : DEFAULT_TIMEOUT_MS;
    return Math.min(timeout, timeoutCapMs);
  }

  function wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        waits.delete(timer);
        resolve();
      }, ms);
      waits.add(timer);
    });
  }

  async function control(request: IncomingMessage, response: ServerResponse) {
    if (request.method === "GET") return sendJson(response, 200, device);
    if (request.method !== "POST") return sendJson(response, 405, { error: "GET or POST" });
    const next = readControl(await readBody(request));
    if (typeof next === "string") return sendJson(response, 400, { error: next });
    Object.assign(device, next);
    sendJson(response, 200, device);
  }

  const listener = (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: String(error) });
      else response.destroy();
    });
  };
  const server = options.https
    ? createHttpsServer(await selfSignedCertificate(host), listener)
    : createHttpServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const urlHost = host.includes(":") ? `[${host}]` : host;

  return {
    url: `${options.https ? "https" : "http"}://${urlHost}:${port}`,
    port,
    setFail: (mode) => {
      device.fail = mode;
    },
    fail: () => device.fail,
    state: () => ({ ...device }),
    setState: (next) => {
      Object.assign(device, next);
    },
    jobs: () => store.list(),
    clearJobs: () => store.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of waits) clearTimeout(timer);
        waits.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The device's CORS answer: any origin may post; Chrome's private-network preflight allowed. */
function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  return {
    "Access-Control-Allow-Origin": origin ?? "*",
    ...(origin ? { Vary: "Origin" } : {}),
  };
}

function preflight(request: IncomingMessage, response: ServerResponse) {
  const privateNetwork = request.headers["access-control-request-private-network"] === "true";
  response.writeHead(200, {
    ...corsHeaders(request),
    "Access-Control-Allow-Methods": "POST, OPTIONS",
    "Access-Control-Allow-Headers": "Content-Type, SOAPAction, If-Modified-Since",
    "Access-Control-Max-Age": "600",
    ...(privateNetwork ? { "Access-Control-Allow-Private-Network": "true" } : {}),
    "Content-Length": "0",
  });
  response.end();
}

/** The body as text, or null when it is larger than the device takes (read to the end anyway, so
 * the client gets the answer instead of a reset connection). */
async function readBody(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size <= MAX_BODY) chunks.push(chunk as Buffer);
  }
  return size > MAX_BODY ? null : Buffer.concat(chunks).toString("utf8");
}

function sendJson(response: ServerResponse, status: number, value: unknown) {
  response.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Access-Control-Allow-Origin": "*",
  });
  response.end(JSON.stringify(value));
}
