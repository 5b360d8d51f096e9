// Formal receipts (領収書) of a settlement: one paper per split amount, each naming the means that
// paid it, with its own tax breakdown and revenue-stamp note, 【再発行】 on a reissue. Pure.
import { DomainError } from "../shared/errors";
import { taxIncluded } from "../shared/money";
import {
  assertAddsUp,
  assertStoredYen,
  formatReceiptDate,
  formatYen,
  loungeLines,
  ruleLine,
} from "../shared/paper/receipt-parts";
import { splitFormalReceipt } from "../shared/paper/receipt-split";
import type {
  FormalReceiptInput,
  ReceiptDocument,
  ReceiptLine,
  ReceiptLounge,
  RevenueStampNote,
} from "../shared/paper/receipt-types";
import {
  type Payments,
  type PaymentType,
  paymentTypeOptions,
  revenueStamp,
} from "../shared/payments";

const DEFAULT_ADDRESSEE = "上様";
const DEFAULT_PURPOSE = "ご飲食代として";

export const PAYMENT_TYPE_LABELS: Readonly<Record<PaymentType, string>> = {
  cash: "現金",
  credit: "クレジット",
  e_money: "電子マネー",
  cash_and_e_money: "現金・電子マネー",
};

/** Whom a formal receipt is made out to: the name as entered, 上様 when left empty. */
export const addresseeName = (addressee: string | undefined): string =>
  addressee?.trim() || DEFAULT_ADDRESSEE;

/** `上様` as is; a name gets ` 様` unless it already ends with 様 (never `上様 様`). */
export function addresseeText(addressee: string | undefined): string {
  const name = addresseeName(addressee);
  return name.endsWith("様") ? name : `${name} 様`;
}

type Means = "cash" | "credit" | "e_money";
/** The means a paper's payment line names, in the original system's order. */
const MEANS_ORDER: readonly Means[] = ["cash", "credit", "e_money"];
/**
 * Which of the settlement's money pays the papers, in order. Without a choice cash and e-money go
 * first (as the stamp allocation always did), credit last; a chosen type pays only with its means.
 */
const POOLS: Readonly<Record<PaymentType | "as_paid", readonly Means[]>> = {
  as_paid: ["cash", "e_money", "credit"],
  cash: ["cash"],
  credit: ["credit"],
  e_money: ["e_money"],
  cash_and_e_money: ["cash", "e_money"],
};

/**
 * The payment types a formal receipt of these amounts may state: a type the settlement used whose
 * money covers every paper (the original system's types; 「お支払いのとおり」, no type, is always possible).
 */
export function formalPaymentChoices(
  settlement: Payments,
  amounts: readonly number[],
): PaymentType[] {
  const sum = amounts.reduce((total, amount) => total + amount, 0);
  return paymentTypeOptions(settlement).filter(
    (type) => POOLS[type].reduce((paid, means) => paid + settlement[means], 0) >= sum,
  );
}

/**
 * What paid each paper. Without a type the settlement's cash, e-money and then credit are given to
 * the papers in order, so each paper names the means that paid it (a paper covering credit says
 * クレジット); a type asked for must have been used and cover the papers, or it would state a means
 * that did not pay them (INVALID_INPUT, nothing printed).
 */
export function formalPaperPayments(
  amounts: readonly number[],
  settlement: Payments,
  asked?: PaymentType,
): Payments[] {
  if (asked !== undefined && !formalPaymentChoices(settlement, amounts).includes(asked)) {
    const label = PAYMENT_TYPE_LABELS[asked] ?? String(asked);
    const used = paymentTypeOptions(settlement).includes(asked);
    const paid = used ? POOLS[asked].reduce((sum, means) => sum + settlement[means], 0) : 0;
    const total = amounts.reduce((sum, amount) => sum + amount, 0);
    throw new DomainError(
      "INVALID_INPUT",
      used
        ? `「${label}」でのお支払いは${formatYen(paid)}で、領収書の${formatYen(total)}に足りません。お支払い方法は「お支払いのとおり」にしてください`
        : `この会計では「${label}」を支払方法にできません（選べるもの: ${
            paymentTypeOptions(settlement)
              .map((type) => PAYMENT_TYPE_LABELS[type])
              .join("、") || "なし"
          }）`,
    );
  }
  const left: Payments = {
    cash: settlement.cash,
    credit: settlement.credit,
    e_money: settlement.e_money,
  };
  return amounts.map((amount) => {
    const paper: Payments = { cash: 0, credit: 0, e_money: 0 };
    let owed = amount;
    for (const means of POOLS[asked ?? "as_paid"]) {
      const part = Math.min(owed, left[means]);
      paper[means] += part;
      left[means] -= part;
      owed -= part;
    }
    return paper;
  });
}

/** `現金・クレジット・電子マネー`: the means that paid a paper, or null when nothing did (0 yen). */
export function paperPaymentText(paper: Payments): string | null {
  const used = MEANS_ORDER.filter((means) => paper[means] > 0);
  return used.length > 0 ? used.map((means) => PAYMENT_TYPE_LABELS[means]).join("・") : null;
}

/**
 * The revenue-stamp note of each paper, on the cash/e-money part of its own amount (credit needs no
 * stamp; formalPaperPayments says which part that is), judged tax-excluded when the lounge says so
 * (the paper states its tax, as the stamp law allows).
 */
function formalStampNotes(papers: readonly Payments[], lounge: ReceiptLounge): RevenueStampNote[] {
  return papers.map((paper) => {
    const part = paper.cash + paper.e_money;
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
  /** The means that paid it (`現金・クレジット`), null for a paper nothing paid. */
  payment: string | null;
};

function formalLines(input: FormalReceiptInput, paper: Paper, date: string): ReceiptLine[] {
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
  if (paper.payment !== null) lines.push({ text: `お支払い方法 ${paper.payment}` });
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
 * the total throws SPLIT_EXCEEDS_TOTAL with the original system's text). Each with its own tax and stamp note.
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
  const amounts = splitFormalReceipt({
    total: settlement.groups_total_price,
    mode: input.split,
    count: input.count,
    amounts: input.amounts,
  });
  const date = formatReceiptDate(settlement.accounted_at, lounge.time_zone);
  const payments = formalPaperPayments(amounts, settlement, input.payment_type);
  const stamps = formalStampNotes(payments, lounge);
  return amounts.map((amount, i) => {
    const paper: Paper = {
      amount,
      index: i + 1,
      count: amounts.length,
      stamp: stamps[i] as RevenueStampNote,
      payment: paperPaymentText(payments[i] as Payments),
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
      lines: formalLines(input, paper, date),
      qr: String(settlement.id),
    };
  });
}
