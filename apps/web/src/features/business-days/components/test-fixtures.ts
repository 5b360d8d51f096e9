// What the business-day screens' component tests share: 渋谷 (Asia/Tokyo, cut-off 06:00) with a staff
// member, a manager and an admin, the tests' clock (business day 2026-11-23), a day builder, and a fake
// server answering the screens' calls as their contracts do, recording what it was sent.
import type {
  BusinessDay,
  CashMovement,
  DayFigures,
  PrecheckItem,
} from "@lounge-office/domain/business-days";
import type { Session } from "@lounge-office/domain/session";
import { vi } from "vitest";

export const SHIBUYA = {
  id: 1,
  name: "渋谷",
  time_zone: "Asia/Tokyo",
  business_day_cutoff: "06:00",
};

const sessionAs = (id: number, name: string, role: Session["staff"]["role"]): Session => ({
  staff: { id, name, account: `shibuya-${role}`, role, role_ja: role, locale: "ja" as const },
  lounge: SHIBUYA,
  lounges: [SHIBUYA],
  csrf_token: "token",
  expires_at: "2030-01-01T00:00:00.000Z",
});

export const STAFF_SESSION = sessionAs(3, "石田 美咲", "staff");
export const MANAGER_SESSION = sessionAs(7, "青木 健", "manager");
export const ADMIN_SESSION = sessionAs(1, "本部 管理者", "admin");

/** 2026-11-23 23:30 in Tokyo: business day 11/23. */
export const NOW = new Date("2026-11-23T14:30:00.000Z");
export const TODAY = "2026-11-23";

const FIGURES: DayFigures = {
  sales: 44860,
  tax: 4075,
  cash_sales: 19360,
  credit_sales: 20000,
  e_money_sales: 5500,
  discounts: 2400,
  order_sales: 3000,
  time_sales: 40000,
  extra_charges: 4260,
  settlements: 6,
  groups: 7,
  guests: { mens: 6, ladys: 6, others: 0 },
  average_share_minutes: 42,
  average_solo_minutes: 8,
  per_guest: 3738,
  per_settlement: 7476,
  voided_settlements: 1,
  voided_amount: 3000,
  cancelled_entries: 2,
  paid_in: 5000,
  paid_out: 2500,
};

/** An open day: float ¥30,000, expected cash ¥51,860 (30,000 + 19,360 + 5,000 − 2,500). */
export const openDay = (over: Partial<BusinessDay> = {}): BusinessDay => ({
  lounge_id: 1,
  date: TODAY,
  state: "open",
  float: 30000,
  cash_sales: FIGURES.cash_sales,
  credit_sales: FIGURES.credit_sales,
  e_money_sales: FIGURES.e_money_sales,
  sales: FIGURES.sales,
  tax: FIGURES.tax,
  discounts: FIGURES.discounts,
  settlements: FIGURES.settlements,
  groups: FIGURES.groups,
  guests: FIGURES.guests,
  paid_in: 5000,
  paid_out: 2500,
  expected_cash: 51860,
  counted_cash: null,
  difference: null,
  difference_reason: null,
  closed_at: null,
  closed_by: null,
  closed_by_name: null,
  adjustments: [],
  figures: FIGURES,
  current: FIGURES,
  float_counts: { "1000": 20, "500": 10, "100": 50 },
  counted: null,
  next_float: null,
  default_float: 30000,
  opened_at: "2026-11-23T09:00:00.000Z",
  opened_by_name: "青木 健",
  opened_automatically: false,
  time_zone: "Asia/Tokyo",
  events: [],
  journal_head_hash: null,
  ...over,
});

/** The same day closed at 23:45 by 青木 健, ¥1,000 short, with a void after the close. */
export const closedDay = (over: Partial<BusinessDay> = {}): BusinessDay =>
  openDay({
    state: "closed",
    counted_cash: 50860,
    difference: -1000,
    difference_reason: "お釣りの渡し過ぎ",
    closed_at: "2026-11-23T14:45:00.000Z",
    closed_by: 7,
    closed_by_name: "青木 健",
    counted: { "10000": 4, "5000": 1, "1000": 5, "500": 1, "100": 3, "50": 1, "10": 1 },
    next_float: 30000,
    adjustments: [
      {
        accounting_log_id: 55,
        settlement_id: 1042,
        kind: "void",
        amount: -8000,
        cash: 0,
        credit: -8000,
        e_money: 0,
        at: "2026-11-23T15:10:00.000Z",
        by: 7,
        by_name: "青木 健",
        reason: "返金",
      },
    ],
    ...over,
  });

export const movement = (id: number, over: Partial<CashMovement> = {}): CashMovement => ({
  id,
  lounge_id: 1,
  date: TODAY,
  direction: "out",
  amount: 2500,
  reason: "買い出し",
  staff_id: 3,
  staff_name: "石田 美咲",
  recorded_at: "2026-11-23T10:15:00.000Z",
  voided_at: null,
  changes: [],
  ...over,
});

export const GROUPS_ON_FLOOR: PrecheckItem = {
  kind: "groups_on_floor",
  blocking: true,
  count: 1,
  message: "在席中の組が1組あります。会計するか取消してから締めてください",
  link: "/lounges/entries",
  details: ["C3 男性 2名"],
};

export const CLOCKED_IN: PrecheckItem = {
  kind: "clocked_in",
  blocking: false,
  count: 1,
  message: "退勤していないスタッフが1人います",
  link: "/attendance_logs",
  details: ["石田 美咲（勤務中）"],
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export type Sent = { method: string; path: string; body: unknown };

type Answers = {
  session: Session;
  day?: () => BusinessDay;
  movements?: () => CashMovement[];
  precheck?: () => PrecheckItem[];
  /** POST …/close: default 200 with the closed day. */
  close?: (body: unknown) => Response;
};

/** Stubs fetch with the business-day calls of 渋谷's 11/23 (and the session); returns what was sent. */
export function stubDayServer(answers: Answers) {
  const sent: Sent[] = [];
  const base = `/business_days/1/${TODAY}`;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    sent.push({ method, path: url.pathname, body });
    switch (`${method} ${url.pathname}`) {
      case "GET /api/v1/session/state":
        return json({ session: answers.session, ended: null });
      case `GET ${base}`:
        return json((answers.day ?? openDay)());
      case `GET ${base}/cash_movements`:
        return json({
          cash_movements: (answers.movements ?? (() => [movement(11)]))(),
          reasons: ["買い出し", "両替"],
        });
      case `GET ${base}/precheck`:
        return json({ items: (answers.precheck ?? (() => []))() });
      case `POST ${base}/close`:
        return answers.close?.(body) ?? json(closedDay());
      case `POST ${base}/cash_movements`:
        return json(movement(21, body as Partial<CashMovement>), 201);
      case "PUT /cash_movements/11":
        return json(movement(11, body as Partial<CashMovement>));
      default:
        return json({ error: { code: "not_found", message: "見つかりません" } }, 404);
    }
  });
  return {
    sent,
    posts: () => sent.filter((s) => s.method !== "GET"),
    reads: (path: string) => sent.filter((s) => s.method === "GET" && s.path === path).length,
  };
}
