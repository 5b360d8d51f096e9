// Receipts (レシート) and formal receipts (領収書) from a settlement: every printed line, pure.
import type { FormalReceiptInput, ReceiptDocument, ReceiptInput } from "./receipt-types";

/** The receipt of a settlement: lounge head, T-number, lines per group, totals, tax, payments, staff. */
export function buildReceipt(_input: ReceiptInput): ReceiptDocument {
  throw new Error("not implemented yet");
}

/**
 * The formal receipts of a settlement, one per split amount (splitFormalReceipt's rules; a split above
 * the total throws SPLIT_EXCEEDS_TOTAL with the seed's text). Each with its own tax and stamp note.
 */
export function buildFormalReceipts(_input: FormalReceiptInput): ReceiptDocument[] {
  throw new Error("not implemented yet");
}
