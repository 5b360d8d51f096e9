// GET /accounting_logs/export?…: the search's CSV (UTF-8 with BOM), downloaded by a plain link so the
// browser streams it to disk whatever its size.
import { accountingApi } from "@lounge-office/domain/accounting";
import { hrefOf } from "../../../lib/api-client";
import type { AccountingFilters } from "./search-accounting-logs";

export const accountingCsvHref = (filters: AccountingFilters) =>
  hrefOf(accountingApi.exportCsv, { query: filters });
