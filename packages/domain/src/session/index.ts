// Sign-in and the session.

export * from "./contracts";
export * from "./locales";
export * from "./schemas";
export * from "./sign-in-blank";
