// Orders on the floor: what can be ordered, a group's order lines, ordering, and cancelling until settlement.
import { ordersApi } from "@lounge-office/domain/orders";
import type { Router } from "../../http/route";
import { authorize } from "../../policy/policy";
import { cancelOrder, createOrder } from "./order-commands";
import { findGroup, listOrders, loadOrderable } from "./order-queries";

export function orderRoutes({ route }: Router) {
  route(ordersApi.orderable, async ({ db, actor, query }) => {
    authorize(actor, "floor.use", { loungeId: query.lounge_id });
    return loadOrderable(db, query.lounge_id);
  });

  route(ordersApi.groupOrders, async ({ db, actor, params }) => {
    const group = await findGroup(db, params.id);
    authorize(actor, "floor.use", { loungeId: group.lounge_id });
    return listOrders(db, group.id);
  });

  route(ordersApi.create, async ({ db, actor, params, body }) => {
    await createOrder(db, actor, params.id, body);
    return listOrders(db, params.id);
  });

  route(ordersApi.cancel, async ({ db, actor, params }) =>
    listOrders(db, await cancelOrder(db, actor, params.id)),
  );
}
