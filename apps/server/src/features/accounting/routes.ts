// Accounting calls: the bill (a read), the bill session (会計中 while a screen has the groups open,
// and leaving it), settling, the search and its CSV, a settlement's detail, comment and
// corrections, and voids.
import { accountingApi } from "@lounge-office/domain/accounting";
import { afterCommit } from "../../http/after-commit";
import type { Router } from "../../http/route";
import { loadBill, releaseBill, startBillSession } from "./bill";
import { loadSettlementDetail, updateSettlement, voidSettlement } from "./corrections";
import { exportAccountingCsv } from "./export-csv";
import { searchAccountingLogs } from "./search";
import { settle } from "./settle";

/** What the app is told of a settlement once it has committed (the operators' counts). */
export type AccountingReports = {
  onSettled?: (payments: {
    lounge_id: number;
    cash: number;
    credit: number;
    e_money: number;
  }) => void;
};

export function accountingRoutes({ route }: Router, { onSettled }: AccountingReports = {}) {
  route(accountingApi.bill, async ({ db, actor, query }) =>
    loadBill(
      db,
      actor,
      query.customer_group_ids,
      { discountPercent: query.discount_percent, extraCharges: query.extra_charges },
      new Date(),
    ),
  );

  route(accountingApi.startBillSession, async ({ db, actor, body }) => {
    await startBillSession(db, actor, body.customer_group_ids);
    return { ok: true as const };
  });

  route(accountingApi.release, async ({ db, actor, body }) => {
    await releaseBill(db, actor, body.customer_group_ids);
    return { ok: true as const };
  });

  // Its contract requires an Idempotency-Key: the router answers a repeat with the first result.
  route(accountingApi.settle, async ({ db, actor, body, request }) => {
    const input = body.accounting_log;
    const accounting_logs = await settle(db, actor, {
      customerGroupIds: input.customer_group_ids,
      cash: input.cash,
      cashTendered: input.cash_tendered,
      credit: input.credit,
      e_money: input.e_money,
      staffId: input.staff_id,
      discountPercent: input.discount_percent,
      extraCharges: input.extra_charges,
      comment: input.comment,
    });
    // Every log repeats the settlement's payments: the first stands for the settlement.
    const settled = accounting_logs[0];
    if (settled && onSettled) afterCommit(request, () => onSettled(settled));
    return { accounting_logs };
  });

  route(accountingApi.search, async ({ db, actor, query, authorizeLounge }) => {
    authorizeLounge(query.lounge_id);
    return searchAccountingLogs(db, actor, query);
  });

  route(accountingApi.exportCsv, async ({ db, actor, query, reply, authorizeLounge }) => {
    authorizeLounge(query.lounge_id);
    const stream = await exportAccountingCsv(db, actor, query);
    const day = new Date().toISOString().slice(0, 10).replaceAll("-", "");
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="accounting_logs_${day}.csv"`)
      .send(stream);
  });

  route(accountingApi.show, async ({ db, actor, params }) =>
    loadSettlementDetail(db, actor, params.id),
  );

  route(accountingApi.update, async ({ db, actor, params, body }) => ({
    accounting_logs: await updateSettlement(db, actor, params.id, body.accounting_log),
  }));

  route(accountingApi.void, async ({ db, actor, params, body }) => ({
    accounting_logs: await voidSettlement(db, actor, params.id, body.reason),
  }));
}
