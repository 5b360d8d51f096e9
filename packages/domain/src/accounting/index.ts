// Accounting (会計): the explainable bill, settling, corrections, voids and the accounting-log search.

export * from "./contracts";
export * from "./schemas";
