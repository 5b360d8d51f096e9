// The crowd feed: a lounge's counts now and their quarter-hour history, and their public calls.

export * from "./contracts";
export * from "./history";
export * from "./paths";
export * from "./schemas";
