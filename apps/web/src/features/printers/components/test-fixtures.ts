// A manager's session as the server's contracts answer it, and the printers and answers of the
// printer tests (shared with the kernel's, in test/printers.ts), for the printers tests.
import type { Session } from "@lounge-office/domain/session";

export {
  DISPLAY,
  failed,
  HTTP_PRINTER,
  ONLINE,
  RECEIPT_PRINTER,
} from "../../../test/printers";

const lounge = { id: 1, name: "渋谷", time_zone: "Asia/Tokyo", business_day_cutoff: "06:00" };

export const MANAGER_SESSION: Session = {
  staff: {
    id: 3,
    name: "佐藤 店長",
    account: "shibuya-manager",
    role: "manager",
    role_ja: "店長",
    locale: "ja" as const,
  },
  lounge,
  lounges: [lounge],
  csrf_token: "csrf-1",
  expires_at: "2030-01-01T00:00:00.000Z",
};
