// Seats and fee rules of a lounge (managers of the lounge, admins): list, create, edit, retire.
import { seatsApi } from "@lounge-office/domain";
import type { Router } from "../../http/route";
import { authorize } from "../../policy/policy";
import { createFeeRule, listFeeRules, retireFeeRule, updateFeeRule } from "./fee-rule-commands";
import { createSeat, listSeats, retireSeat, updateSeat } from "./seat-commands";

const ok = { ok: true as const };

export function seatRoutes({ route }: Router) {
  route(seatsApi.list, async ({ db, actor, query }) => {
    authorize(actor, "floor.configure", { loungeId: query.lounge_id });
    return listSeats(db, query.lounge_id);
  });

  route(seatsApi.create, ({ db, actor, body }) => createSeat(db, actor, body));

  route(seatsApi.update, ({ db, actor, params, body }) => updateSeat(db, actor, params.id, body));

  route(seatsApi.retire, async ({ db, actor, params }) => {
    await retireSeat(db, actor, params.id);
    return ok;
  });

  route(seatsApi.feeRules, async ({ db, actor, query }) => {
    authorize(actor, "floor.configure", { loungeId: query.lounge_id });
    return listFeeRules(db, query.lounge_id);
  });

  route(seatsApi.createFeeRule, ({ db, actor, body }) => createFeeRule(db, actor, body));

  route(seatsApi.updateFeeRule, ({ db, actor, params, body }) =>
    updateFeeRule(db, actor, params.id, body),
  );

  route(seatsApi.retireFeeRule, async ({ db, actor, params }) => {
    await retireFeeRule(db, actor, params.id);
    return ok;
  });
}
