// 日報 on the lounge's receipt printer: one print job through the same path as receipts (built once
// with its printjobid, claimed by one device, retried as the same paper, listed on the board while
// it has not printed). A closed day prints its figures as closed; an open one, as of now.

import { randomBytes } from "node:crypto";
import { dailyReport, dailyReportPaper } from "@lounge-office/domain/business-days";
import type { PrintJob } from "@lounge-office/domain/receipts";
import { AppError, eposPrintXml } from "@lounge-office/domain/shared";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { printers, printJobs } from "../../db/schema";
import { findLounge } from "../../ledger/lounge";
import { presentPrintJobs } from "../../ledger/print-jobs";
import { clockAfterLocks } from "../../ledger/recompose";
import type { Actor } from "../../policy/policy";
import { listCashMovements } from "./cash-movements";
import { findDay, presentDay } from "./day-figures";

export async function printDailyReport(
  tx: Executor,
  actor: Actor,
  loungeId: number,
  date: string,
  printerId: number,
): Promise<PrintJob[]> {
  const lounge = await findLounge(tx, loungeId);
  const [printer] = await tx.select().from(printers).where(eq(printers.id, printerId));
  if (!printer || printer.lounge_id !== loungeId || printer.kind !== "printer") {
    const message = "この店舗のレシートプリンターを選んでください";
    throw new AppError("unprocessable", message, { printer_id: message });
  }
  const day = await findDay(tx, loungeId, date);
  if (!day) throw new AppError("conflict", "まだ開店していない営業日の日報は印刷できません");
  const [presented, { cash_movements }] = await Promise.all([
    presentDay(tx, lounge, date, day),
    listCashMovements(tx, loungeId, date),
  ]);
  const now = await clockAfterLocks(tx);
  const paper = dailyReportPaper(dailyReport(presented, cash_movements, lounge.name), {
    loungeName: lounge.name,
    date,
    printedAt: now.toISOString(),
    timeZone: lounge.time_zone,
  });
  const printjobid = randomBytes(10).toString("hex");
  const jobs = await tx
    .insert(printJobs)
    .values({
      printjobid,
      lounge_id: loungeId,
      receipt_type: "daily_report",
      business_day: date,
      printer_id: printer.id,
      printer_name: printer.name,
      index: 1,
      count: 1,
      amount: presented.sales,
      xml: eposPrintXml(paper, { printJobId: printjobid, columns: printer.columns }),
      document: paper,
      created_by: actor.staffId,
    })
    .returning();
  return presentPrintJobs(tx, jobs);
}
