// Rewards (screen 9): list, create, the original system's toggle / order / form update, sortable rows.
import { menusApi } from "@lounge-office/domain/menus";
import type { Router } from "../../http/route";
import { createReward, listRewards, sortReward, updateReward } from "./rewards";

export function rewardRoutes({ route }: Router) {
  route(menusApi.rewards, async ({ db, query, authorizeLounge }) => {
    authorizeLounge(query.lounge_id);
    return listRewards(db, query.lounge_id);
  });

  route(menusApi.createReward, ({ db, body, authorizeLounge }) => {
    authorizeLounge(body.lounge_id);
    return createReward(db, body);
  });

  route(menusApi.updateReward, ({ db, actor, params, body }) =>
    updateReward(db, actor, params.id, body.reward),
  );

  route(menusApi.sortReward, ({ db, actor, params, body }) =>
    sortReward(db, actor, params.id, body.reward.row_order_position),
  );
}
