// Staff administration.

export * from "./contracts";
export * from "./schemas";
