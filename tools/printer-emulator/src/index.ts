// An Epson TM printer (ePOS-Print over HTTP/HTTPS) on localhost, for the demo and the e2e tests.
export {
  type BatteryLevel,
  FAILURE_MODES,
  type FailureMode,
  isFailureMode,
  PAPER_STATES,
  type PaperState,
  STATUS,
  STATUS_PRINTED,
} from "./device";
export type { Job } from "./jobs";
export { MODEL_COLUMNS, type Model } from "./paper";
export {
  type DeviceState,
  type EmulatorOptions,
  type PrinterEmulator,
  startPrinterEmulator,
} from "./server";
