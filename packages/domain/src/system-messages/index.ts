// Head office's system messages.

export * from "./contracts";
export * from "./schemas";
