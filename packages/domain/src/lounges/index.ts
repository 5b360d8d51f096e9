// Lounge settings: the lounge's fields, opening hours and closed days.

export * from "./contracts";
export * from "./opening-hours";
export * from "./schemas";
