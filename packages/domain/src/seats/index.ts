// Seats and fee rules of a lounge.

export * from "./contracts";
export * from "./schemas";
