// `npm run printer-emulator -- --port 8008 [--https] [--fail cover_open] [--host 0.0.0.0]
// [--timeout-cap 3000] [--devices local_printer,local_display] [--model tm-t88 | --columns 42]
// [--paper near_end] [--battery 0-6]`
import { parseArgs } from "node:util";
import { FAILURE_MODES, isBatteryLevel, isFailureMode, isPaperState, PAPER_STATES } from "./device";
import { isModel, MAX_COLUMNS, MIN_COLUMNS, MODEL_COLUMNS } from "./paper";
import { startPrinterEmulator } from "./server";

function usage(message: string): never {
  console.error(`${message}
usage: npm run printer-emulator -- --port 8008 [--https] [--host 127.0.0.1]
       [--fail ${FAILURE_MODES.join("|")}] [--timeout-cap 3000] [--devices local_printer,local_display]
       [--model ${Object.keys(MODEL_COLUMNS).join("|")} | --columns ${MIN_COLUMNS}-${MAX_COLUMNS}]
       [--paper ${PAPER_STATES.join("|")}] [--battery 0-6]`);
  process.exit(2);
}

async function main() {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: "string", default: "8008" },
        https: { type: "boolean", default: false },
        host: { type: "string", default: "127.0.0.1" },
        fail: { type: "string" },
        "timeout-cap": { type: "string", default: "3000" },
        devices: { type: "string", default: "local_printer,local_display" },
        model: { type: "string" },
        columns: { type: "string" },
        paper: { type: "string", default: "ok" },
        battery: { type: "string" },
      },
    }));
  } catch (error) {
    usage((error as Error).message);
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) usage(`bad --port ${values.port}`);
  const timeoutCapMs = Number(values["timeout-cap"]);
  if (!Number.isFinite(timeoutCapMs) || timeoutCapMs < 0) usage(`bad --timeout-cap`);
  const fail = values.fail ?? null;
  if (fail !== null && !isFailureMode(fail)) usage(`bad --fail ${fail}`);

  const model = values.model;
  if (model !== undefined && !isModel(model)) usage(`bad --model ${model}`);
  const columns =
    values.columns !== undefined
      ? Number(values.columns)
      : isModel(model)
        ? MODEL_COLUMNS[model]
        : 48;
  if (!Number.isInteger(columns) || columns < MIN_COLUMNS || columns > MAX_COLUMNS) {
    usage(`bad --columns ${values.columns}`);
  }

  const paper = values.paper;
  if (!isPaperState(paper)) usage(`bad --paper ${paper}`);
  const battery = values.battery === undefined ? null : Number(values.battery);
  if (battery !== null && !isBatteryLevel(battery)) usage(`bad --battery ${values.battery}`);

  const emulator = await startPrinterEmulator({
    port,
    host: String(values.host),
    https: values.https === true,
    fail,
    timeoutCapMs,
    deviceIds: String(values.devices).split(",").filter(Boolean),
    columns,
    paper,
    battery,
  });
  console.log(
    `printer emulator on ${emulator.url} (jobs: ${emulator.url}/, ${columns} columns, fail: ${fail ?? "none"})`,
  );
  const stop = () => {
    emulator.close().then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
