// Orders on the floor as contracts: the orderable list, a group's lines, ordering and cancelling.
import { z } from "zod";
import { ZIdParams, ZLoungeQuery } from "../shared/api/common";
import { defineContract } from "../shared/api/contract";
import { ZOrderable, ZOrderCreate, ZOrderRecord } from "./schemas";

const tags = ["orders"] as const;
const access = { action: "floor.use" } as const;

export const ordersApi = {
  orderable: defineContract({
    method: "GET",
    path: "/api/v1/orderable",
    access,
    summary: "注文できるメニューと特典",
    tags,
    query: ZLoungeQuery,
    response: ZOrderable,
  }),
  groupOrders: defineContract({
    method: "GET",
    path: "/customer_groups/:id/orders",
    access,
    summary: "組の注文",
    tags,
    params: ZIdParams,
    response: z.array(ZOrderRecord),
  }),
  create: defineContract({
    method: "POST",
    path: "/customer_groups/:id/orders",
    access,
    summary: "注文・特典の追加",
    tags,
    params: ZIdParams,
    body: ZOrderCreate,
    response: z.array(ZOrderRecord),
    status: 201,
  }),
  cancel: defineContract({
    method: "DELETE",
    path: "/orders/:id",
    access,
    summary: "注文の取消 (会計前のみ)",
    tags,
    params: ZIdParams,
    response: z.array(ZOrderRecord),
  }),
};
