// Shared fixtures for the report pages' component tests: a signed-in manager's session.
import type { Session } from "@lounge-office/domain/session";

const lounge = (id: number, name: string) => ({
  id,
  name,
  time_zone: "Asia/Tokyo",
  business_day_cutoff: "06:00",
});

export const MANAGER_SESSION: Session = {
  staff: {
    id: 7,
    name: "青木 健",
    account: "shibuya-manager",
    role: "manager",
    role_ja: "店長",
    locale: "ja" as const,
  },
  lounge: lounge(1, "渋谷"),
  lounges: [lounge(1, "渋谷")],
  csrf_token: "token",
  expires_at: "2030-01-01T00:00:00.000Z",
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
