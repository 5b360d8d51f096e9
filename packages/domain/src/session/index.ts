// Sign-in and the session.

export * from "./contracts";
export * from "./schemas";
