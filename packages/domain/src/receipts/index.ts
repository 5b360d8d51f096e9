// Receipts and formal receipts: the documents of a settlement, print jobs and receipt logs.

export * from "./contracts";
export { buildFormalReceipts, buildReceipt, receiptText } from "./receipt";
export {
  addresseeName,
  addresseeText,
  formalPaperPayments,
  formalPaymentChoices,
  PAYMENT_TYPE_LABELS,
  paperPaymentText,
} from "./receipt-formal";
export * from "./schemas";
