// Seats, fee rules, price tables and special dates of a lounge (managers of the lounge, admins).
import { priceTablesApi } from "@lounge-office/domain/price-tables";
import { seatsApi } from "@lounge-office/domain/seats";
import type { Router } from "../../http/route";
import { createFeeRule, listFeeRules, retireFeeRule, updateFeeRule } from "./fee-rule-commands";
import {
  createSpecialDate,
  deleteSpecialDate,
  listSpecialDates,
  showPriceTable,
  updatePriceTable,
} from "./price-table-commands";
import { createSeat, listSeats, retireSeat, updateSeat } from "./seat-commands";

const ok = { ok: true as const };

export function seatRoutes({ route }: Router) {
  route(seatsApi.list, async ({ db, query, authorizeLounge }) => {
    authorizeLounge(query.lounge_id);
    return listSeats(db, query.lounge_id);
  });

  route(seatsApi.create, ({ db, body, authorizeLounge }) => {
    authorizeLounge(body.lounge_id);
    return createSeat(db, body);
  });

  route(seatsApi.update, ({ db, actor, params, body }) => updateSeat(db, actor, params.id, body));

  route(seatsApi.retire, async ({ db, actor, params }) => {
    await retireSeat(db, actor, params.id);
    return ok;
  });

  route(seatsApi.feeRules, async ({ db, query, authorizeLounge }) => {
    authorizeLounge(query.lounge_id);
    return listFeeRules(db, query.lounge_id);
  });

  route(seatsApi.createFeeRule, ({ db, body, authorizeLounge }) => {
    authorizeLounge(body.lounge_id);
    return createFeeRule(db, body);
  });

  route(seatsApi.updateFeeRule, ({ db, actor, params, body }) =>
    updateFeeRule(db, actor, params.id, body),
  );

  route(seatsApi.retireFeeRule, async ({ db, actor, params }) => {
    await retireFeeRule(db, actor, params.id);
    return ok;
  });

  // The price table's rule is loaded and its lounge authorized inside the commands.
  route(priceTablesApi.show, ({ db, actor, params }) => showPriceTable(db, actor, params.id));

  route(priceTablesApi.update, ({ db, actor, params, body }) =>
    updatePriceTable(db, actor, params.id, body),
  );

  route(priceTablesApi.specialDates, async ({ db, query, authorizeLounge }) => {
    authorizeLounge(query.lounge_id);
    return listSpecialDates(db, query.lounge_id);
  });

  route(priceTablesApi.createSpecialDate, ({ db, body, authorizeLounge }) => {
    authorizeLounge(body.lounge_id);
    return createSpecialDate(db, body);
  });

  route(priceTablesApi.deleteSpecialDate, async ({ db, actor, params }) => {
    await deleteSpecialDate(db, actor, params.id);
    return ok;
  });
}
