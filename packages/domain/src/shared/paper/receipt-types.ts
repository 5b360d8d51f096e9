// The shapes of printed documents: what a receipt (レシート) or a formal receipt (領収書) is made of, and
// the settlement facts they are made from. Built by receipt.ts, turned into ePOS-Print XML by epos.ts.
import type { PaymentType } from "../payments";
import type { SplitMode } from "./receipt-split";

/**
 * Characters per line at font A on 80 mm paper (576 dots ÷ 12) of the TM-m30 family; a full-width
 * character takes two. A paper is laid out for the printer it goes to (`columns` of the printer):
 * this is the width where none is given.
 */
export const RECEIPT_COLUMNS = 48;
/** The narrowest and widest rows a paper is laid out for (58 mm printers print 32–35). */
export const MIN_RECEIPT_COLUMNS = 24;
export const MAX_RECEIPT_COLUMNS = 64;

/** One printed line: a left text and an optional right-aligned column (an amount), or a centred line. */
export type ReceiptLine = {
  text: string;
  /** Right-aligned column (e.g. `¥12,345`), laid out on the same line. */
  right?: string;
  align?: "left" | "center" | "right";
  /** Double width and height (totals, titles). */
  size?: "normal" | "double";
  bold?: boolean;
  /** A rule of hyphens across the whole row, however many columns the printer has. */
  rule?: boolean;
};

export type ReceiptType = "receipt" | "post_receipt";

export type RevenueStampNote = { required: boolean; amount: number | null };

/** What a printer is sent: lines, then a QR code (a receipt's, or the guest page's slip). */
export type PrintedPaper = {
  lines: ReceiptLine[];
  /** The QR code's content. */
  qr: string;
};

/** One paper to print: a receipt, or one formal receipt of a split. */
export type ReceiptDocument = {
  receipt_type: ReceiptType;
  settlement_id: number;
  /** The receipt's total, or this formal receipt's amount. */
  amount: number;
  /** The amount subject to 10 % and the consumption tax contained in it, as printed. */
  taxable_amount: number;
  tax: number;
  /** Formal receipts: the revenue-stamp note for this paper; receipts: never required. */
  stamp: RevenueStampNote;
  /** 【再発行】: a formal receipt printed after one was already issued for the settlement. */
  reissue: boolean;
  /** 1-based position in the split and the number of papers. */
  index: number;
  count: number;
  lines: ReceiptLine[];
  /** The QR code's content: the settlement number. */
  qr: string;
};

/** The lounge as printed at the head of every paper. */
export type ReceiptLounge = {
  name: string;
  address: string;
  phone: string;
  /** `T` + 13 digits; empty when not registered (then no T-number line is printed). */
  invoice_registration_number: string;
  time_zone: string;
  /** Judge the revenue stamp on the tax-excluded amount (the receipt states its tax). Default off. */
  stamp_on_tax_excluded: boolean;
  /** Minutes per charged unit (printed as `10分×3`); without it the line prints `×3`. */
  unit_minutes?: number;
};

/** An hour line of time charges, as the bill stores it. */
export type ReceiptHourLine = {
  fee_rule: string;
  time_count: number;
  num: number;
  unit_price: number;
  price: number;
};

/** One settled group, from the accounting log's stored bill (a `BillGroup` fits). */
export type ReceiptGroup = {
  seat_name: string;
  gender: "mens" | "ladys" | "others";
  num: number;
  fee_rule: string;
  share_minutes: number;
  solo_minutes: number;
  share_hours: readonly (ReceiptHourLine & { share_hour: number })[];
  solo_hours: readonly (ReceiptHourLine & { solo_hour: number })[];
  /**
   * The time charge and solo charge as stored. A special-fee group pays a flat price per person and
   * has no hour lines: its charge_price is then printed as one flat line. When omitted, the hour
   * lines are the charge.
   */
  charge_price?: number;
  solo_price?: number;
  special_price: number;
  extra_charge: number;
  orders: readonly {
    name: string;
    option: string;
    price: number;
    num: number;
    order_price: number;
    reward: boolean;
  }[];
  total_price: number;
};

/** The settlement's own figures (the `settlements` row) and who settled it. */
export type ReceiptSettlement = {
  id: number;
  /** ISO instant. */
  accounted_at: string;
  staff_name: string;
  cash: number;
  /** お預かり: what the guest handed over for the cash share (the share itself without cash). */
  cash_tendered: number;
  /** お釣り: `cash_tendered − cash`. */
  change: number;
  credit: number;
  e_money: number;
  subtotal: number;
  discount_percent: number | null;
  discount: number;
  groups_total_price: number;
  consumption_tax: number;
};

export type ReceiptInput = {
  lounge: ReceiptLounge;
  settlement: ReceiptSettlement;
  groups: readonly ReceiptGroup[];
};

export type FormalReceiptInput = ReceiptInput & {
  /** Default 上様. */
  addressee?: string;
  /** Default 「ご飲食代として」. */
  purpose?: string;
  /**
   * Default (none): each paper names the means that paid it (cash and e-money first, credit last);
   * a type asked for must have been used and cover every paper.
   */
  payment_type?: PaymentType;
  split: SplitMode;
  count?: number;
  amounts?: readonly number[];
  reissue: boolean;
};
