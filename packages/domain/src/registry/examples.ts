// Worked calls for /docs, by feature and contract name as in API_CONTRACTS: the money calls, where a
// reader most needs to see real amounts add up.
import { accountingExamples } from "../accounting/examples";
import { priceTablesExamples } from "../price-tables/examples";
import type { ContractExample } from "../shared/api/contract";

export const API_EXAMPLES: Record<string, Record<string, ContractExample | undefined>> = {
  accounting: accountingExamples,
  priceTables: priceTablesExamples,
};
