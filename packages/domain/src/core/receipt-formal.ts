// Formal receipts (領収書) of a settlement: one paper per split amount, each with its own tax breakdown
// and its own revenue-stamp note, 【再発行】 on a reissue. Pure.
import { DomainError } from "./errors";
import { taxIncluded } from "./money";
import { type PaymentType, paymentTypeOptions, revenueStamp } from "./payments";
import {
  assertAddsUp,
  assertStoredYen,
  formatReceiptDate,
  formatYen,
  loungeLines,
  ruleLine,
} from "./receipt-parts";
import { splitFormalReceipt } from "./receipt-split";
import type {
  FormalReceiptInput,
  ReceiptDocument,
  ReceiptLine,
  ReceiptLounge,
  ReceiptSettlement,
  RevenueStampNote,
} from "./receipt-types";

const DEFAULT_ADDRESSEE = "上様";
const DEFAULT_PURPOSE = "ご飲食代として";

export const PAYMENT_TYPE_LABELS: Readonly<Record<PaymentType, string>> = {
  cash: "現金",
  credit: "クレジット",
  e_money: "電子マネー",
  cash_and_e_money: "現金・電子マネー",
};

/** `上様` as is; a name gets ` 様` unless it already ends with 様 (never `上様 様`). */
export function addresseeText(addressee: string | undefined): string {
  const name = addressee?.trim() || DEFAULT_ADDRESSEE;
  return name.endsWith("様") ? name : `${name} 様`;
}

/** The payment type printed: the one asked for (if the settlement used it), or the default. */
export function formalPaymentType(
  settlement: ReceiptSettlement,
  asked: PaymentType | undefined,
): PaymentType | null {
  const options = paymentTypeOptions(settlement);
  if (asked !== undefined) {
    if (!options.includes(asked)) {
      throw new DomainError(
        "INVALID_INPUT",
        `この会計では「${PAYMENT_TYPE_LABELS[asked] ?? String(asked)}」を支払方法にできません（選べるもの: ${
          options.map((type) => PAYMENT_TYPE_LABELS[type]).join("、") || "なし"
        }）`,
      );
    }
    return asked;
  }
  if (options.includes("cash_and_e_money")) return "cash_and_e_money";
  return options[0] ?? null;
}

/**
 * The revenue-stamp note of each paper, on the cash/e-money part of its own amount: the settlement's
 * cash + e-money is given to the papers in order (credit needs no stamp), and the part is judged
 * tax-excluded when the lounge says so (the paper states its tax, as the stamp law allows). Papers
 * that state クレジット as the payment are paid by card: no stamp, whatever else the settlement took.
 */
export function formalStampNotes(
  amounts: readonly number[],
  settlement: ReceiptSettlement,
  lounge: ReceiptLounge,
  paymentType: PaymentType | null = null,
): RevenueStampNote[] {
  let pool = paymentType === "credit" ? 0 : settlement.cash + settlement.e_money;
  return amounts.map((amount) => {
    const part = Math.min(amount, pool);
    pool -= part;
    const base = lounge.stamp_on_tax_excluded ? part - taxIncluded(part) : part;
    return revenueStamp({ cash: base });
  });
}

function stampLine(stamp: RevenueStampNote): ReceiptLine[] {
  if (!stamp.required) return [];
  const text =
    stamp.amount === null ? "収入印紙 貼付" : `収入印紙 ${formatYen(stamp.amount).slice(1)}円`;
  return [{ text: `[ ${text} ]`, align: "center" }];
}

type Paper = {
  amount: number;
  index: number;
  count: number;
  stamp: RevenueStampNote;
};

function formalLines(
  input: FormalReceiptInput,
  paper: Paper,
  paymentType: PaymentType | null,
  date: string,
): ReceiptLine[] {
  const tax = taxIncluded(paper.amount);
  const purpose = input.purpose?.trim() || DEFAULT_PURPOSE;
  const lines: ReceiptLine[] = [{ text: "領収書", align: "center", size: "double", bold: true }];
  if (input.reissue) lines.push({ text: "【再発行】", align: "center", bold: true });
  if (paper.count > 1) lines.push({ text: `${paper.index}/${paper.count}`, align: "right" });
  lines.push(
    ruleLine(),
    { text: addresseeText(input.addressee), bold: true },
    { text: `${formatYen(paper.amount)}-`, align: "center", size: "double", bold: true },
    { text: `但し ${purpose}` },
  );
  if (paymentType !== null) {
    lines.push({ text: `お支払い方法 ${PAYMENT_TYPE_LABELS[paymentType]}` });
  }
  lines.push(
    { text: `10%対象 ${formatYen(paper.amount)}（内消費税 ${formatYen(tax)}）` },
    { text: "上記正に領収いたしました" },
    ...stampLine(paper.stamp),
    ruleLine(),
    { text: date, right: `会計番号 #${input.settlement.id}` },
    ...loungeLines(input.lounge, "normal"),
  );
  return lines;
}

/**
 * The formal receipts of a settlement, one per split amount (splitFormalReceipt's rules; a split above
 * the total throws SPLIT_EXCEEDS_TOTAL with the seed's text). Each with its own tax and stamp note.
 */
export function buildFormalReceipts(input: FormalReceiptInput): ReceiptDocument[] {
  const { settlement, lounge } = input;
  for (const key of ["groups_total_price", "cash", "credit", "e_money"] as const) {
    assertStoredYen(settlement[key], key);
  }
  assertAddsUp(
    settlement.cash + settlement.credit + settlement.e_money,
    settlement.groups_total_price,
    "お支払いと合計",
  );
  const paymentType = formalPaymentType(settlement, input.payment_type);
  const amounts = splitFormalReceipt({
    total: settlement.groups_total_price,
    mode: input.split,
    count: input.count,
    amounts: input.amounts,
  });
  const date = formatReceiptDate(settlement.accounted_at, lounge.time_zone);
  const stamps = formalStampNotes(amounts, settlement, lounge, paymentType);
  return amounts.map((amount, i) => {
    const paper: Paper = {
      amount,
      index: i + 1,
      count: amounts.length,
      stamp: stamps[i] as RevenueStampNote,
    };
    return {
      receipt_type: "post_receipt",
      settlement_id: settlement.id,
      amount,
      taxable_amount: amount,
      tax: taxIncluded(amount),
      stamp: paper.stamp,
      reissue: input.reissue,
      index: paper.index,
      count: paper.count,
      lines: formalLines(input, paper, paymentType, date),
      qr: String(settlement.id),
    };
  });
}
