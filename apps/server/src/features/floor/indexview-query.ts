// Screen 14's running totals: each present group priced alone from one load of the lounge's rules.
import type { IndexviewRow } from "@lounge-office/domain/floor";
import type { Executor } from "../../db/client";
import { priceEachGroup } from "../../ledger/pricing-input";
import { type Actor, authorize } from "../../policy/policy";
import { groupLounges } from "./board-query";

/** `GET /customer_groups/indexview_json`: the rows of the named groups the actor may read. */
export async function listIndexview(
  tx: Executor,
  actor: Actor,
  groupIds: number[],
): Promise<IndexviewRow[]> {
  const found = await groupLounges(tx, groupIds);
  for (const g of found) authorize(actor, "floor.use", { loungeId: g.lounge_id });
  // A cancelled entry never had a bill to run up.
  const groups = found.filter((g) => g.state !== "cancelled");
  const rows = [];
  for (const loungeId of new Set(groups.map((g) => g.lounge_id))) {
    const mine = groups.filter((g) => g.lounge_id === loungeId).map((g) => g.id);
    rows.push(...(await loadIndexview(tx, loungeId, mine)));
  }
  return rows.sort((a, b) => a.id - b.id);
}

/** Screen 14's rows for groups of one lounge: minutes, and the running totals where priceable. */
async function loadIndexview(
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
