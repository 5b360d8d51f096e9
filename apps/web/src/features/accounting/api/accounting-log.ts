// One settlement (GET /accounting_logs/{id}: its rows, each group's bill as settled, its change
// history) and what a comment or a correction (PUT /accounting_logs/{id}) makes stale.
import { accountingApi } from "@lounge-office/domain/accounting";
import type { CallInput } from "@lounge-office/domain/shared";
import { contractQuery } from "../../../lib/contract-query";

export type AccountingLogUpdate = CallInput<typeof accountingApi.update>["body"]["accounting_log"];

export const accountingLogQuery = (id: number) =>
  contractQuery(accountingApi.show, { params: { id } });

/** The update's options: the settlement and every history search are read again. */
export const logUpdate = (id: number) => ({
  input: (accounting_log: AccountingLogUpdate) => ({ params: { id }, body: { accounting_log } }),
  invalidate: [accountingLogQuery(id).queryKey, accountingApi.search],
});
