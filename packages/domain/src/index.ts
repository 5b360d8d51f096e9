// The shared domain package: API schemas (one truth for server and client) and the pure money and time core.
export * from "./api";
export * from "./core";
