// The papers of a settlement, built by the domain from the stored settlement: the receipt, or the
// formal receipts of a split (a split above the total is the domain's 422 with the original system's text).
import { buildFormalReceipts, buildReceipt } from "@lounge-office/domain/receipts";
import type {
  PaymentType,
  ReceiptDocument,
  ReceiptInput,
  ReceiptType,
  SplitMode,
} from "@lounge-office/domain/shared";

/** What the caller asked to print (the receipt query's and the print job's common fields). */
export type ReceiptChoice = {
  receipt_type: ReceiptType;
  split?: SplitMode;
  count?: number;
  amounts?: readonly number[];
  addressee?: string;
  purpose?: string;
  payment_type?: PaymentType;
};

export function receiptDocuments(
  input: ReceiptInput,
  choice: ReceiptChoice,
  reissue: boolean,
): ReceiptDocument[] {
  if (choice.receipt_type === "receipt") return [buildReceipt(input)];
  return buildFormalReceipts({
    ...input,
    // An empty field means the default (上様, ご飲食代として), as the original system's form leaves it.
    addressee: choice.addressee || undefined,
    purpose: choice.purpose || undefined,
    payment_type: choice.payment_type,
    split: choice.split ?? "all",
    count: choice.count,
    amounts: choice.amounts,
    reissue,
  });
}
