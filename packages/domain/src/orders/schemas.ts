// Orders on the floor: what can be ordered, a group's order lines, ordering and cancelling.
import { z } from "zod";
import { ZId, zText } from "../shared/api/common";
import { TAG_MAX_LENGTH, ZGenre, ZMenu, ZReward } from "../shared/api/menu-records";

export const ZOrderCreate = z
  .object({
    menu_id: ZId.optional(),
    reward_id: ZId.optional(),
    option: zText()
      .trim()
      .max(TAG_MAX_LENGTH, { error: `オプションは${TAG_MAX_LENGTH}文字以内で指定してください` })
      .optional(),
    num: z
      .number({ error: "数量は整数で入力してください" })
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
