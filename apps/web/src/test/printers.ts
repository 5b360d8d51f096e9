// A lounge's receipt printer for component tests (the receipts' print flow, the guest slip).
import type { Printer } from "@lounge-office/domain/printers";

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
