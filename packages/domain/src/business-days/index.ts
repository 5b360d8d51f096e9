// Business days (営業日): opening with a float, paid-in and paid-out, the register close and the daily report.

export * from "./bookkeeping";
export * from "./contracts";
export * from "./journal-formats";
export * from "./report";
export * from "./rules";
export * from "./schemas";
export * from "./summary";
