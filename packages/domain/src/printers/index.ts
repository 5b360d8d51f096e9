// Receipt printers and customer displays per lounge.

export * from "./contracts";
export * from "./schemas";
