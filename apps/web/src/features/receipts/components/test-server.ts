// A fake of the server's receipts calls for component tests: printers, print jobs (pending → printing
// → printed / failed, 409 on a claim of a printed job or of one another tablet is printing), the open
// list (failed, and 結果不明: an `openJobs` job still printing) and a settlement's jobs (status=all),
// receipt logs and the preview. It records every call in order; the components' real fetchers and
// the contracts' schemas still run.
import type { AccountingLog } from "@lounge-office/domain/accounting";
import type { Printer } from "@lounge-office/domain/printers";
import {
  PRINT_JOB_PRINTED_MESSAGE,
  type PrintJob,
  type Receipt,
  type ReceiptLog,
} from "@lounge-office/domain/receipts";
import type { Session } from "@lounge-office/domain/session";
import { vi } from "vitest";
import { printerOf } from "../../../test/printers";

export { printerOf };

const lounge = { id: 1, name: "渋谷", time_zone: "Asia/Tokyo", business_day_cutoff: "06:00" };

export const sessionOf = (role: "staff" | "manager"): Session => ({
  staff: {
    id: role === "manager" ? 2 : 3,
    name: role === "manager" ? "青木 健" : "佐藤 花",
    account: `shibuya-${role}`,
    role,
    role_ja: role === "manager" ? "店長" : "スタッフ",
    locale: "ja" as const,
  },
  lounge,
  lounges: [lounge],
  csrf_token: "token",
  expires_at: "2030-01-01T00:00:00.000Z",
});

export const settledLog = (over: Partial<AccountingLog> = {}): AccountingLog => ({
  id: 41,
  settlement_id: 501,
  lounge_id: 1,
  accounted_at: "2026-05-01T12:00:00.000Z",
  visited_at: "2026-05-01T10:30:00.000Z",
  gender: "mens",
  num: 3,
  fee_rule: "通常",
  fee_rule_type: "charge",
  share_minutes: 60,
  solo_minutes: 30,
  charge_price: 6000,
  solo_price: 1000,
  special_price: 0,
  discount_percent: null,
  discount: 0,
  extra_charge: 0,
  order_price: 3000,
  consumption_tax: 909,
  tax_discount: 0,
  total_price: 10000,
  groups_total_price: 10000,
  cash: 6000,
  cash_tendered: 6000,
  change: 0,
  credit: 0,
  e_money: 4000,
  customer_group_id: 12,
  comment: "",
  staff_id: 3,
  staff_name: "佐藤 花",
  voided_at: null,
  ...over,
});

export const printJobOf = (id: number, over: Partial<PrintJob> = {}): PrintJob => ({
  id,
  printjobid: `pj-${id}`,
  lounge_id: 1,
  settlement_id: 501,
  accounting_log_id: 41,
  receipt_type: "receipt",
  business_day: null,
  printer_id: 1,
  printer_name: "レジ1",
  status: "pending",
  code: "",
  message: "",
  index: 1,
  count: 1,
  amount: 10000,
  reissue: false,
  addressee: null,
  attempts: 0,
  xml: `<s:Envelope>job ${id}</s:Envelope>`,
  created_at: "2026-05-01T12:01:00.000Z",
  updated_at: "2026-05-01T12:01:00.000Z",
  created_by_name: "佐藤 花",
  printed_at: null,
  dismissed_at: null,
  dismissed_by_name: null,
  dismiss_reason: "",
  ...over,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const refuse = (status: number, code: string, message: string) =>
  json({ error: { code, message } }, status);

export type Call = {
  method: string;
  path: string;
  /** The query string, without "?". */
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
};

type Options = {
  role?: "staff" | "manager";
  printers?: Printer[];
  logs?: ReceiptLog[];
  openJobs?: PrintJob[];
  /** Answers POST /receipt_logs with a 500. */
  failLog?: boolean;
  /** Answers POST /print_jobs with this refusal. */
  refuseCreate?: { status: number; message: string };
};

/** How many papers a create makes: the formal receipt's split, else one. */
function papersOf(body: {
  print_job: { split?: string; count?: number; amounts?: number[] };
}): number[] {
  const { split, count, amounts } = body.print_job;
  if (split === "num") return Array.from({ length: count ?? 1 }, () => 3300);
  if (split === "custom") return amounts ?? [];
  return [10000];
}

export function fakeServer(options: Options = {}) {
  const calls: Call[] = [];
  const jobs = new Map<number, PrintJob>();
  for (const job of options.openJobs ?? []) jobs.set(job.id, job);
  // Jobs given still printing were claimed long ago and never answered (stale): 結果不明, claimable.
  const stale = new Set(
    (options.openJobs ?? []).filter((j) => j.status === "printing").map((j) => j.id),
  );
  const logs: ReceiptLog[] = [...(options.logs ?? [])];
  const previews: URL[] = [];
  let nextJobId = 100;
  const created = new Map<string, PrintJob[]>();
  // While held, reads of the print jobs wait (what the screen shows before its list is read again).
  let held: Promise<void> | null = null;

  const handle = (method: string, url: URL, body: unknown): Response => {
    const path = url.pathname;
    if (path === "/api/v1/session/state") {
      return json({ session: sessionOf(options.role ?? "staff"), ended: null });
    }
    if (path === "/printers") return json({ printers: options.printers ?? [printerOf(1)] });
    if (path === "/receipt_logs" && method === "GET") return json({ receipt_logs: logs });
    if (path === "/receipt_logs" && method === "POST") {
      if (options.failLog) return refuse(500, "internal", "サーバーでエラーが発生しました");
      const input = (body as { receipt_log: { receipt_type: "receipt" | "post_receipt" } })
        .receipt_log;
      const log: ReceiptLog = {
        id: logs.length + 1,
        accounting_log_id: 41,
        settlement_id: 501,
        receipt_type: input.receipt_type,
        staff_id: 3,
        staff_name: "佐藤 花",
        created_at: "2026-05-01T12:02:00.000Z",
      };
      logs.push(log);
      return json(log, 201);
    }
    if (path === "/print_jobs" && method === "GET") {
      const all = [...jobs.values()];
      if (url.searchParams.get("status") === "all") {
        const logId = url.searchParams.get("accounting_log_id");
        return json({
          print_jobs: all.filter((j) => logId === null || j.accounting_log_id === Number(logId)),
        });
      }
      const open = all.filter(
        (j) => j.status === "failed" || (j.status === "printing" && stale.has(j.id)),
      );
      return json({ print_jobs: open });
    }
    if (path === "/print_jobs" && method === "POST") {
      if (options.refuseCreate) {
        const { status, message } = options.refuseCreate;
        return refuse(status, status === 403 ? "forbidden" : "unprocessable", message);
      }
      const key = calls.at(-1)?.headers["Idempotency-Key"] ?? "";
      const replay = created.get(key);
      if (replay) return json({ print_jobs: replay }, 201);
      const input = body as { print_job: { receipt_type: "receipt" | "post_receipt" } };
      const amounts = papersOf(body as never);
      const made = amounts.map((amount, i) =>
        printJobOf(nextJobId++, {
          receipt_type: input.print_job.receipt_type,
          index: i + 1,
          count: amounts.length,
          amount,
        }),
      );
      for (const job of made) jobs.set(job.id, job);
      created.set(key, made);
      return json({ print_jobs: made }, 201);
    }
    const report = path.match(/^\/business_days\/\d+\/([\d-]+)\/print_jobs$/);
    if (report && method === "POST") {
      const job = printJobOf(nextJobId++, {
        receipt_type: "daily_report",
        settlement_id: null,
        accounting_log_id: null,
        business_day: report[1] ?? null,
      });
      jobs.set(job.id, job);
      return json({ print_jobs: [job] }, 201);
    }
    const action = path.match(/^\/print_jobs\/(\d+)\/(claim|result|dismiss)$/);
    if (action) {
      const job = jobs.get(Number(action[1]));
      if (!job) return refuse(404, "not_found", "見つかりません");
      if (action[2] === "claim") {
        if (job.status === "printed") return refuse(409, "conflict", PRINT_JOB_PRINTED_MESSAGE);
        if (job.status === "printing" && !stale.has(job.id)) {
          return refuse(
            409,
            "conflict",
            "別の端末が印刷中です。しばらく待ってから確認してください",
          );
        }
        stale.delete(job.id);
        job.status = "printing";
        job.attempts += 1;
      } else if (action[2] === "result") {
        const result = (body as { print_job: { success: boolean; code: string } }).print_job;
        job.status = result.success ? "printed" : "failed";
        job.code = result.code;
        job.message = result.success ? "" : `カバーが開いています（${result.code}）`;
      } else {
        job.status = "dismissed";
      }
      return json(job);
    }
    const preview = path.match(/^\/accounting_logs\/(\d+)\/receipt$/);
    if (preview) {
      previews.push(url);
      const receipt: Receipt = {
        documents: [
          {
            receipt_type: "post_receipt",
            settlement_id: 501,
            amount: 10000,
            taxable_amount: 10000,
            tax: 909,
            stamp: { required: false, amount: null },
            reissue: false,
            index: 1,
            count: 1,
            lines: [
              { text: "領収書", align: "center", size: "double" },
              { text: `${url.searchParams.get("addressee")} 様` },
              { text: "金額", right: "¥10,000" },
            ],
            qr: "501",
          },
        ],
        xml: ["<s:Envelope/>"],
      };
      return json(receipt);
    }
    return refuse(404, "not_found", "見つかりません");
  };

  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
    if (held && method === "GET" && url.pathname === "/print_jobs") await held;
    return handle(method, url, body);
  });

  /** Holds GET /print_jobs until the returned function is called. */
  const holdReads = () => {
    let release = () => {};
    held = new Promise<void>((resolve) => {
      release = () => {
        held = null;
        resolve();
      };
    });
    return release;
  };

  /** The calls that change something, as `METHOD /path`, in order. */
  const writes = () => calls.filter((c) => c.method !== "GET").map((c) => `${c.method} ${c.path}`);
  return { calls, writes, jobs, logs, previews, holdReads };
}
