// Receipts (レシート) from a settlement: lounge head with the T-number, the lines of every group, the
// totals, the tax in them, the payments with the cash handed over and its change, and the staff
// member. Pure; formal receipts: receipt-formal.ts.
import { addYen } from "../shared/money";
import {
  assertAddsUp,
  assertStoredYen,
  formatReceiptDate,
  formatYen,
  loungeLines,
  ruleLine,
} from "../shared/paper/receipt-parts";
import type {
  ReceiptDocument,
  ReceiptGroup,
  ReceiptHourLine,
  ReceiptInput,
  ReceiptLine,
  ReceiptSettlement,
} from "../shared/paper/receipt-types";
import { GENDER_LABELS } from "../shared/pricing/pricing";

export { receiptText } from "../shared/paper/receipt-layout";
export { buildFormalReceipts } from "./receipt-formal";

/** A priced line: its text and amount (the amount is also what the sums are checked with). */
type Priced = { text: string; amount: number };

function hourLineText(
  hour: number,
  line: ReceiptHourLine,
  unitMinutes: number | undefined,
  label: string,
): string {
  const units =
    unitMinutes !== undefined ? `${unitMinutes}分×${line.time_count}` : `×${line.time_count}`;
  return [`${hour}時台`, label, line.fee_rule, units, `×${line.num}名`]
    .filter((part) => part !== "")
    .join(" ");
}

/** The charge of one kind (share or solo): its hour lines, or one flat line when only a price is stored. */
function chargeLines(
  group: ReceiptGroup,
  hourLines: Priced[],
  stored: number | undefined,
  flatText: string,
  what: string,
): Priced[] {
  const sum = hourLines.reduce((total, line) => addYen(total, line.amount), 0);
  if (stored === undefined) return hourLines;
  assertStoredYen(stored, what);
  // A special-fee group has a flat charge and no hour lines.
  if (hourLines.length === 0 && stored > 0) return [{ text: flatText, amount: stored }];
  assertAddsUp(sum, stored, `${group.seat_name}の${what}と時間ごとの明細`);
  return hourLines;
}

/** Every priced line of one group, in print order. */
function groupPricedLines(group: ReceiptGroup, unitMinutes: number | undefined): Priced[] {
  const share = group.share_hours.map((line) => {
    assertStoredYen(line.price, "時間料金");
    return { text: hourLineText(line.share_hour, line, unitMinutes, ""), amount: line.price };
  });
  const solo = group.solo_hours.map((line) => {
    assertStoredYen(line.price, "ソロ料金");
    return { text: hourLineText(line.solo_hour, line, unitMinutes, "ソロ"), amount: line.price };
  });
  const lines: Priced[] = [
    ...chargeLines(
      group,
      share,
      group.charge_price,
      `${group.fee_rule} 定額 ×${group.num}名`,
      "時間料金",
    ),
    ...chargeLines(
      group,
      solo,
      group.solo_price,
      `ソロ ${group.fee_rule} ×${group.num}名`,
      "ソロ料金",
    ),
  ];
  assertStoredYen(group.special_price, "年末年始料金");
  // The original system prints the year-end/new-year line only when there is such a charge.
  if (group.special_price > 0) {
    lines.push({ text: `年末年始料金 ×${group.num}名`, amount: group.special_price });
  }
  for (const order of group.orders) {
    assertStoredYen(order.order_price, "注文の金額");
    const option = order.option.trim() === "" ? "" : `（${order.option.trim()}）`;
    const text = `${order.reward ? "特典 " : ""}${order.name}${option}×${order.num}`;
    lines.push({ text, amount: order.order_price });
  }
  assertStoredYen(group.extra_charge, "追加料金");
  if (group.extra_charge > 0) lines.push({ text: "追加料金", amount: group.extra_charge });
  return lines;
}

function groupLines(group: ReceiptGroup, unitMinutes: number | undefined) {
  const priced = groupPricedLines(group, unitMinutes);
  const sum = priced.reduce((total, line) => addYen(total, line.amount), 0);
  assertStoredYen(group.total_price, "グループの合計");
  assertAddsUp(sum, group.total_price, `${group.seat_name}の明細の合計`);
  const head: ReceiptLine = {
    text: `${group.seat_name} ${GENDER_LABELS[group.gender] ?? ""} ${group.num}名`,
    bold: true,
  };
  const lines: ReceiptLine[] = [
    head,
    ...priced.map((line) => ({ text: line.text, right: formatYen(line.amount) })),
  ];
  return { lines, sum };
}

/**
 * Checks the settlement's own figures: subtotal − discount = total = cash + credit + e-money, and
 * お預かり − cash = お釣り (never handed back more than was handed over).
 */
function assertSettlementAddsUp(settlement: ReceiptSettlement, groupsSum: number): void {
  for (const key of [
    "subtotal",
    "discount",
    "groups_total_price",
    "consumption_tax",
    "cash",
    "cash_tendered",
    "change",
    "credit",
    "e_money",
  ] as const) {
    assertStoredYen(settlement[key], key);
  }
  assertAddsUp(groupsSum, settlement.subtotal, "明細の合計と小計");
  assertAddsUp(
    settlement.subtotal - settlement.discount,
    settlement.groups_total_price,
    "小計から割引を引いた額と合計",
  );
  assertAddsUp(
    settlement.cash + settlement.credit + settlement.e_money,
    settlement.groups_total_price,
    "お支払いと合計",
  );
  assertAddsUp(settlement.cash_tendered - settlement.cash, settlement.change, "お預かりとお釣り");
}

function totalLines(settlement: ReceiptSettlement): ReceiptLine[] {
  const lines: ReceiptLine[] = [{ text: "小計", right: formatYen(settlement.subtotal) }];
  if (settlement.discount > 0) {
    const percent = settlement.discount_percent ? `（${settlement.discount_percent}%）` : "";
    lines.push({ text: `割引${percent}`, right: `-${formatYen(settlement.discount)}` });
  }
  lines.push(
    {
      text: "合計",
      right: formatYen(settlement.groups_total_price),
      size: "double",
      bold: true,
    },
    { text: "10%対象", right: formatYen(settlement.groups_total_price) },
    { text: "（内消費税", right: `${formatYen(settlement.consumption_tax)}）` },
  );
  return lines;
}

function paymentLines(settlement: ReceiptSettlement): ReceiptLine[] {
  const lines: ReceiptLine[] = [];
  const payments = [
    ["現金", settlement.cash],
    ["クレジット", settlement.credit],
    ["電子マネー", settlement.e_money],
  ] as const;
  for (const [label, amount] of payments) {
    if (amount > 0) lines.push({ text: label, right: formatYen(amount) });
  }
  // Change is given on cash only: a receipt paid without cash has no お預かり or お釣り, as at a till.
  if (settlement.cash > 0) {
    lines.push(
      { text: "お預かり", right: formatYen(settlement.cash_tendered) },
      { text: "お釣り", right: formatYen(settlement.change), bold: true },
    );
  }
  return lines;
}

/** The receipt of a settlement: lounge head, T-number, lines per group, totals, tax, payments, staff. */
export function buildReceipt(input: ReceiptInput): ReceiptDocument {
  const { lounge, settlement, groups } = input;
  const date = formatReceiptDate(settlement.accounted_at, lounge.time_zone);
  let groupsSum = 0;
  const body: ReceiptLine[] = [];
  for (const group of groups) {
    const { lines, sum } = groupLines(group, lounge.unit_minutes);
    groupsSum = addYen(groupsSum, sum);
    body.push(...lines);
  }
  assertSettlementAddsUp(settlement, groupsSum);
  const lines: ReceiptLine[] = [
    ...loungeLines(lounge),
    { text: date, right: `会計番号 #${settlement.id}` },
    ruleLine(),
    ...body,
    ruleLine(),
    ...totalLines(settlement),
    ruleLine(),
    ...paymentLines(settlement),
    { text: `担当 ${settlement.staff_name.trim()}` },
  ];
  return {
    receipt_type: "receipt",
    settlement_id: settlement.id,
    amount: settlement.groups_total_price,
    taxable_amount: settlement.groups_total_price,
    tax: settlement.consumption_tax,
    stamp: { required: false, amount: null },
    reissue: false,
    index: 1,
    count: 1,
    lines,
    qr: String(settlement.id),
  };
}
