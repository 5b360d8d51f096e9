// Printers and a manager's session as the server's contracts answer them, for the printers tests.
import type { Printer } from "@lounge-office/domain/printers";
import type { Session } from "@lounge-office/domain/session";
import type { EposOutcome } from "../../../lib/epos-transport";

const lounge = { id: 1, name: "渋谷", time_zone: "Asia/Tokyo", business_day_cutoff: "06:00" };

export const MANAGER_SESSION: Session = {
  staff: { id: 3, name: "佐藤 店長", account: "shibuya-manager", role: "manager", role_ja: "店長" },
  lounge,
  lounges: [lounge],
  csrf_token: "csrf-1",
  expires_at: "2030-01-01T00:00:00.000Z",
};

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
