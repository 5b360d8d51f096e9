// API schemas: each call's request and response shape, used by the server to validate and by the client to type.

export * from "./accounting";
export * from "./accounting-contracts";
export * from "./attendance";
export * from "./cable";
export * from "./capabilities";
export * from "./common";
export * from "./contract";
export * from "./errors";
export * from "./floor";
export * from "./floor-contracts";
export * from "./images";
export * from "./lounges";
export * from "./menu-records";
export * from "./menus";
export * from "./operations";
export * from "./orders";
export * from "./price-tables";
export * from "./printers";
export * from "./receipts";
export * from "./registry";
export * from "./roles";
export * from "./schema-walk";
export * from "./seats";
export * from "./session";
export * from "./staff";
export * from "./system";
