// Business-day calls: the day and its figures, 開店, paid-in/out and their corrections, the close's
// pre-check, 締める, reopening, and the daily report as CSV.
import {
  businessDaysApi,
  dailyReport,
  dailyReportCsv,
  journalFile,
  journalLines,
  summaryCsv,
} from "@lounge-office/domain/business-days";
import { receiptsApi } from "@lounge-office/domain/receipts";
import { encodeFile } from "../../http/encode-file";
import type { Router } from "../../http/route";
import { findLounge } from "../../ledger/lounge";
import { bookedDays } from "./bookkeeping";
import {
  correctCashMovement,
  listCashMovements,
  recordCashMovement,
  voidCashMovement,
} from "./cash-movements";
import {
  closeBusinessDay,
  openBusinessDay,
  precheck,
  reopenBusinessDay,
  showDay,
} from "./open-close";
import { printDailyReport } from "./print-report";
import { hourlyGuests, summarize } from "./summary";

export function businessDaysRoutes({ route }: Router) {
  route(businessDaysApi.show, ({ db, params, authorizeLounge }) => {
    authorizeLounge(params.lounge_id);
    return showDay(db, params.lounge_id, params.date);
  });

  route(businessDaysApi.open, ({ db, actor, params, body, authorizeLounge }) => {
    authorizeLounge(params.lounge_id);
    return openBusinessDay(db, actor, params.lounge_id, params.date, body);
  });

  route(businessDaysApi.cashMovements, ({ db, params, authorizeLounge }) => {
    authorizeLounge(params.lounge_id);
    return listCashMovements(db, params.lounge_id, params.date);
  });

  route(businessDaysApi.recordCashMovement, ({ db, actor, params, body, authorizeLounge }) => {
    authorizeLounge(params.lounge_id);
    return recordCashMovement(db, actor, params.lounge_id, params.date, body);
  });

  route(businessDaysApi.correctCashMovement, ({ db, actor, params, body }) =>
    correctCashMovement(db, actor, params.id, {
      direction: body.direction,
      amount: body.amount,
      reason: body.reason,
      correctionReason: body.correction_reason,
    }),
  );

  route(businessDaysApi.voidCashMovement, ({ db, actor, params, body }) =>
    voidCashMovement(db, actor, params.id, body.reason),
  );

  route(businessDaysApi.precheck, async ({ db, params, authorizeLounge }) => {
    authorizeLounge(params.lounge_id);
    return { items: await precheck(db, params.lounge_id, params.date) };
  });

  route(businessDaysApi.close, ({ db, actor, params, body, authorizeLounge }) => {
    authorizeLounge(params.lounge_id);
    return closeBusinessDay(db, actor, params.lounge_id, params.date, {
      counted: body.counted,
      differenceReason: body.difference_reason,
      nextFloat: body.next_float,
    });
  });

  route(businessDaysApi.reopen, ({ db, actor, params, body, authorizeLounge }) => {
    authorizeLounge(params.lounge_id);
    return reopenBusinessDay(db, actor, params.lounge_id, params.date, body.reason);
  });

  route(businessDaysApi.summary, ({ db, actor, query, authorizeLounge }) => {
    for (const id of query.lounge_ids) authorizeLounge(id);
    return summarize(db, actor, query);
  });

  route(businessDaysApi.summaryCsv, async ({ db, actor, query, reply, authorizeLounge }) => {
    for (const id of query.lounge_ids) authorizeLounge(id);
    const csv = summaryCsv(await summarize(db, actor, query));
    return reply
      .type("text/csv; charset=utf-8")
      .header(
        "content-disposition",
        `attachment; filename="business_days_${query.first_day}_${query.last_day}.csv"`,
      )
      .send(csv);
  });

  route(businessDaysApi.journalCsv, async ({ db, actor, query, reply, authorizeLounge }) => {
    for (const id of query.lounge_ids) authorizeLounge(id);
    const days = await bookedDays(db, actor, query);
    const lines = days.flatMap((day) => journalLines([day], day.accounts));
    const file = journalFile(query.format, lines);
    return reply
      .type(`text/csv; charset=${file.encoding === "cp932" ? "Shift_JIS" : "utf-8"}`)
      .header(
        "content-disposition",
        `attachment; filename="journal_${query.format}_${query.first_day}_${query.last_day}.csv"`,
      )
      .send(encodeFile(file));
  });

  route(businessDaysApi.hourly, ({ db, params, authorizeLounge }) => {
    authorizeLounge(params.lounge_id);
    return hourlyGuests(db, params.lounge_id, params.date);
  });

  // The contract is the receipts feature's (a print job like a receipt's); the report is this one's.
  route(receiptsApi.printDailyReport, async ({ db, actor, params, body, authorizeLounge }) => {
    authorizeLounge(params.lounge_id);
    return {
      print_jobs: await printDailyReport(db, actor, params.lounge_id, params.date, body.printer_id),
    };
  });

  route(businessDaysApi.reportCsv, async ({ db, params, reply, authorizeLounge }) => {
    authorizeLounge(params.lounge_id);
    const lounge = await findLounge(db, params.lounge_id);
    const [day, { cash_movements }] = await Promise.all([
      showDay(db, params.lounge_id, params.date),
      listCashMovements(db, params.lounge_id, params.date),
    ]);
    const csv = dailyReportCsv(dailyReport(day, cash_movements, lounge.name));
    return reply
      .type("text/csv; charset=utf-8")
      .header(
        "content-disposition",
        `attachment; filename="daily_report_${params.lounge_id}_${params.date}.csv"`,
      )
      .send(csv);
  });
}
