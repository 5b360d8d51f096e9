// Screen 14's running totals: each present group priced alone from one load of the lounge's rules.
import type { IndexviewRow } from "@lounge-office/domain/floor";
import type { Executor } from "../../db/client";
import { priceEachGroup } from "../../ledger/pricing-input";

/** Screen 14's rows for groups of one lounge: minutes, and the running totals where priceable. */
export async function loadIndexview(
  tx: Executor,
  loungeId: number,
  groupIds: number[],
): Promise<IndexviewRow[]> {
  return (await priceEachGroup(tx, loungeId, groupIds)).map((result) => {
    const { id, priced } = result;
    return priced
      ? {
          id,
          solo_min: priced.solo_minutes,
          share_min: priced.share_minutes,
          calc_rule: priced.charge_price + priced.solo_price + priced.special_price,
          calc_order: priced.order_price,
          calc_total: priced.total_price,
          calc_error: null,
        }
      : {
          id,
          solo_min: result.minutes?.solo ?? 0,
          share_min: result.minutes?.share ?? 0,
          calc_rule: null,
          calc_order: null,
          calc_total: null,
          calc_error: result.error,
        };
  });
}
