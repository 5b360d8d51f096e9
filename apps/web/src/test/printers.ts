// Printers and printer answers for component tests (the receipts' print flow, the guest slip, the
// printers page, the printer monitor).
import type { Printer } from "@lounge-office/domain/printers";
import type { EposOutcome } from "../lib/epos-transport";

export const printerOf = (id: number, over: Partial<Printer> = {}): Printer => ({
  id,
  lounge_id: 1,
  name: `レジ${id}`,
  kind: "printer",
  scheme: "https",
  ip: `192.168.0.${50 + id}`,
  port: 8043,
  device_id: "local_printer",
  timeout_ms: 10000,
  paper_width: 80,
  columns: 48,
  origin: `https://192.168.0.${50 + id}:8043`,
  ...over,
});

export const RECEIPT_PRINTER: Printer = {
  id: 7,
  lounge_id: 1,
  name: "レジ横",
  kind: "printer",
  scheme: "https",
  ip: "192.168.0.50",
  port: 8043,
  device_id: "local_printer",
  timeout_ms: 10000,
  paper_width: 80,
  columns: 48,
  origin: "https://192.168.0.50:8043",
};

export const HTTP_PRINTER: Printer = {
  ...RECEIPT_PRINTER,
  id: 8,
  name: "厨房",
  scheme: "http",
  ip: "192.168.0.51",
  port: 8008,
  origin: "http://192.168.0.51:8008",
};

export const DISPLAY: Printer = {
  ...RECEIPT_PRINTER,
  id: 9,
  name: "客面",
  kind: "display",
  ip: "192.168.0.52",
  device_id: "local_display",
  origin: "https://192.168.0.52:8043",
};

export const ONLINE: EposOutcome = {
  ok: true,
  code: "",
  status: 2,
  message: "",
  response: { success: true, code: "", status: 2, battery: 0 },
};

export const failed = (code: string, message: string, answered = true): EposOutcome => ({
  ok: false,
  code,
  status: answered ? 32 : 0,
  message,
  response: answered ? { success: false, code, status: 32, battery: 0 } : null,
});
