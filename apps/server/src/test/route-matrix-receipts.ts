// Permission rows for printers and receipts (joined into MATRIX by route-matrix.ts): every role reads
// its lounges' printers and prints there; managers configure printers and dismiss print jobs.

import { printJobs } from "../db/schema";
import { blankReceiptDocument, buildPrinter } from "../seed/factories";
import type { MatrixCase, MatrixContext } from "./route-matrix";
import { settlement } from "./route-matrix-accounting";

const ownLounges = { staff: "own", manager: "own", admin: "all" } as const;
const managers = { staff: "none", manager: "own", admin: "all" } as const;

const printerBody = (name: string) => ({
  name,
  kind: "printer",
  scheme: "http",
  ip: "192.168.0.50",
  port: 8008,
  device_id: "local_printer",
  timeout_ms: 10000,
});

const printerIn = (ctx: MatrixContext) =>
  buildPrinter(ctx.db, ctx.loungeId, { name: `マトリクス${ctx.fresh()}` });

/** A print job of a fresh settlement in `status`, made directly (the envelope is not sent anywhere). */
async function printJob(ctx: MatrixContext, status: "pending" | "printing" | "failed") {
  const log = await settlement(ctx);
  const printer = await printerIn(ctx);
  const [job] = await ctx.db
    .insert(printJobs)
    .values({
      printjobid: `matrix${ctx.fresh()}`,
      lounge_id: ctx.loungeId,
      settlement_id: log.settlement_id,
      accounting_log_id: log.id,
      receipt_type: "receipt",
      printer_id: printer.id,
      printer_name: printer.name,
      status,
      claimed_at: status === "printing" ? new Date() : null,
      index: 1,
      count: 1,
      amount: 0,
      xml: "<matrix/>",
      document: blankReceiptDocument(log.settlement_id),
      created_by: ctx.world.admin.id,
    })
    .returning();
  return job!;
}

export const RECEIPTS_MATRIX: readonly MatrixCase[] = [
  {
    route: "GET /printers",
    scope: "lounge",
    allowed: ownLounges,
    request: ({ loungeId }) => ({ path: `/printers?lounge_id=${loungeId}` }),
  },
  {
    route: "POST /printers",
    scope: "lounge",
    allowed: managers,
    request: ({ loungeId, fresh }) => ({
      path: "/printers",
      body: { printer: { lounge_id: loungeId, ...printerBody(`マトリクス${fresh()}`) } },
    }),
  },
  {
    route: "PUT /printers/:id",
    scope: "lounge",
    allowed: managers,
    request: async (ctx) => ({
      path: `/printers/${(await printerIn(ctx)).id}`,
      body: { printer: printerBody(`マトリクス改${ctx.fresh()}`) },
    }),
  },
  {
    route: "DELETE /printers/:id",
    scope: "lounge",
    allowed: managers,
    request: async (ctx) => ({ path: `/printers/${(await printerIn(ctx)).id}` }),
  },
  {
    route: "GET /accounting_logs/:id/receipt",
    scope: "lounge",
    allowed: ownLounges,
    request: async (ctx) => ({
      path: `/accounting_logs/${(await settlement(ctx)).id}/receipt?receipt_type=receipt`,
    }),
  },
  {
    route: "POST /print_jobs",
    scope: "lounge",
    allowed: ownLounges,
    request: async (ctx) => ({
      path: "/print_jobs",
      body: {
        print_job: {
          accounting_log_id: (await settlement(ctx)).id,
          printer_id: (await printerIn(ctx)).id,
          receipt_type: "receipt",
        },
      },
    }),
  },
  {
    route: "GET /print_jobs",
    scope: "lounge",
    allowed: ownLounges,
    request: ({ loungeId }) => ({ path: `/print_jobs?lounge_id=${loungeId}&status=all` }),
  },
  {
    route: "POST /print_jobs/:id/claim",
    scope: "lounge",
    allowed: ownLounges,
    request: async (ctx) => ({ path: `/print_jobs/${(await printJob(ctx, "pending")).id}/claim` }),
  },
  {
    route: "POST /print_jobs/:id/result",
    scope: "lounge",
    allowed: ownLounges,
    request: async (ctx) => ({
      path: `/print_jobs/${(await printJob(ctx, "printing")).id}/result`,
      body: { print_job: { success: true, code: "", status: "2" } },
    }),
  },
  {
    route: "POST /print_jobs/:id/dismiss",
    scope: "lounge",
    allowed: managers,
    request: async (ctx) => ({
      path: `/print_jobs/${(await printJob(ctx, "failed")).id}/dismiss`,
      body: { reason: "matrix" },
    }),
  },
  {
    route: "POST /receipt_logs",
    scope: "lounge",
    allowed: ownLounges,
    request: async (ctx) => ({
      path: "/receipt_logs",
      body: {
        receipt_log: { accounting_log_id: (await settlement(ctx)).id, receipt_type: "receipt" },
      },
    }),
  },
  {
    route: "GET /receipt_logs",
    scope: "lounge",
    allowed: ownLounges,
    request: async (ctx) => ({
      path: `/receipt_logs?accounting_log_id=${(await settlement(ctx)).id}`,
    }),
  },
];
