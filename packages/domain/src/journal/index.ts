// The journal (取引記録): the tamper-evident chain of every change to money, per lounge.

export * from "./chain";
export * from "./contracts";
export * from "./export";
export * from "./schemas";
