// The CPU dashboard: its window, series and calls, and Prometheus for operators.

export * from "./contracts";
export * from "./rules";
export * from "./schemas";
