// The guest page: a group's link, its view and the slip that carries its QR code.

export * from "./contracts";
export * from "./paths";
export * from "./schemas";
export { buildGuestSlip, type GuestSlipInput } from "./slip";
