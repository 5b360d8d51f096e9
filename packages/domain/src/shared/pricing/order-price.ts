// What an order line adds to a group's bill, and the lines' total: one rule for the order lines the
// server lists, the orders panel's total and the settlement's order_price.
import { addYen, mulYen } from "../money";

export type PricedOrderLine = {
  /** The unit price copied when the order was taken (0 for a reward). */
  price: number;
  num: number;
  /** Set once the line is cancelled: it then adds nothing. */
  cancelled_at?: unknown;
};

const isCancelled = (line: PricedOrderLine) =>
  line.cancelled_at !== undefined && line.cancelled_at !== null;

/** `price × num`, 0 once cancelled; refuses amounts beyond MAX_YEN (a DomainError). */
export function orderPrice(line: PricedOrderLine): number {
  return isCancelled(line) ? 0 : mulYen(line.price, line.num);
}

/** The sum of the lines' `orderPrice`: cancelled lines count nothing. */
export function orderTotal(lines: readonly PricedOrderLine[]): number {
  return lines.reduce((sum, line) => addYen(sum, orderPrice(line)), 0);
}
