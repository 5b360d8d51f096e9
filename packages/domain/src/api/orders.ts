// Orders on the floor (issue 5 item 7): what can be ordered, a group's order lines, ordering and cancelling.
import { z } from "zod";
import { ZId, ZIdParams, zText } from "./common";
import { defineContract } from "./contract";
import { ZLoungeQuery } from "./floor";
import { TAG_MAX_LENGTH, ZGenre, ZMenu, ZReward } from "./menus";

export const ZOrderCreate = z
  .object({
    menu_id: ZId.optional(),
    reward_id: ZId.optional(),
    option: zText()
      .trim()
      .max(TAG_MAX_LENGTH, { error: `オプションは${TAG_MAX_LENGTH}文字以内で指定してください` })
      .optional(),
    num: z.coerce
      .number()
      .int()
      .min(1, { error: "数量は1以上で入力してください" })
      .max(99, { error: "数量は99以下で入力してください" }),
  })
  .refine((o) => (o.menu_id === undefined) !== (o.reward_id === undefined), {
    error: "メニューか特典のどちらかを選んでください",
    path: ["menu_id"],
  });
export type OrderCreate = z.infer<typeof ZOrderCreate>;

export const ZOrderRecord = z.object({
  id: z.number().int(),
  customer_group_id: z.number().int(),
  kind: z.enum(["menu", "reward"]),
  menu_id: z.number().int().nullable(),
  reward_id: z.number().int().nullable(),
  name: z.string(),
  option: z.string(),
  price: z.number().int(),
  num: z.number().int(),
  /** What the line adds to the bill: `orderPrice` of the money core (0 once cancelled). */
  order_price: z.number().int(),
  created_at: z.string(),
  created_by: z.string(),
  cancelled_at: z.string().nullable(),
  cancelled_by: z.string().nullable(),
});
export type OrderRecord = z.infer<typeof ZOrderRecord>;

/** What staff can order for a group: provided menus by genre, and provided rewards. */
export const ZOrderable = z.object({
  genres: z.array(
    ZGenre.extend({
      menus: z.array(ZMenu),
    }),
  ),
  rewards: z.array(ZReward),
});

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
