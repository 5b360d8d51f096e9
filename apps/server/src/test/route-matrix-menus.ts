// Permission rows for the menus, genres, rewards and images routes (joined into MATRIX by route-matrix.ts).

import { genres, menus, rewards } from "../db/schema";
import { demoPng } from "../seed/demo-png";
import type { MatrixCase, MatrixContext } from "./route-matrix";

const ownLounges = { staff: "own", manager: "own", admin: "all" } as const;
const managers = { staff: "none", manager: "own", admin: "all" } as const;

const genre = async ({ db, loungeId, fresh }: MatrixContext) =>
  (
    await db
      .insert(genres)
      .values({ lounge_id: loungeId, name: `G${fresh()}`, genre_kind: "drink" })
      .returning()
  )[0]!;
const menu = async (ctx: MatrixContext) => {
  const g = await genre(ctx);
  return (
    await ctx.db
      .insert(menus)
      .values({ lounge_id: ctx.loungeId, genre_id: g.id, name: `M${ctx.fresh()}`, price: 500 })
      .returning()
  )[0]!;
};
const reward = async ({ db, loungeId, fresh }: MatrixContext) =>
  (
    await db
      .insert(rewards)
      .values({ lounge_id: loungeId, name: `R${fresh()}` })
      .returning()
  )[0]!;

export const MENUS_MATRIX: readonly MatrixCase[] = [
  // Menus, genres, rewards, images (managers of the lounge).
  {
    route: "GET /genres",
    scope: "lounge",
    allowed: managers,
    request: ({ loungeId }) => ({ path: `/genres?lounge_id=${loungeId}` }),
  },
  {
    route: "POST /genres",
    scope: "lounge",
    allowed: managers,
    request: (ctx) => ({
      path: "/genres",
      body: { lounge_id: ctx.loungeId, name: `G${ctx.fresh()}`, genre_kind: "food" },
    }),
  },
  {
    route: "PUT /genres/:id",
    scope: "lounge",
    allowed: managers,
    request: async (ctx) => ({
      path: `/genres/${(await genre(ctx)).id}`,
      body: { genre: { row_order: 3 } },
    }),
  },
  {
    route: "POST /genres/:id/sort",
    scope: "lounge",
    allowed: managers,
    request: async (ctx) => ({
      path: `/genres/${(await genre(ctx)).id}/sort`,
      body: { _method: "put", genre: { row_order_position: 0 } },
    }),
  },
  {
    route: "GET /menus/change_parent",
    scope: "lounge",
    allowed: managers,
    request: ({ loungeId }) => ({
      path: `/menus/change_parent?lounge_id=${loungeId}&genre_kind=drink`,
    }),
  },
  {
    route: "GET /menus",
    scope: "lounge",
    allowed: managers,
    request: ({ loungeId }) => ({ path: `/menus?lounge_id=${loungeId}` }),
  },
  {
    route: "POST /menus",
    scope: "lounge",
    allowed: managers,
    request: async (ctx) => ({
      path: "/menus",
      body: {
        lounge_id: ctx.loungeId,
        genre_id: (await genre(ctx)).id,
        name: `M${ctx.fresh()}`,
        price: 600,
      },
    }),
  },
  {
    route: "PUT /menus/:id",
    scope: "lounge",
    allowed: managers,
    request: async (ctx) => ({
      path: `/menus/${(await menu(ctx)).id}`,
      body: { menu: { provide_flag: false } },
    }),
  },
  {
    route: "POST /menus/:id/sort",
    scope: "lounge",
    allowed: managers,
    request: async (ctx) => ({
      path: `/menus/${(await menu(ctx)).id}/sort`,
      body: { _method: "put", menu: { row_order_position: 0 } },
    }),
  },
  {
    route: "POST /menus/bulk_provide",
    scope: "lounge",
    allowed: managers,
    request: async (ctx) => ({
      path: "/menus/bulk_provide",
      body: { lounge_id: ctx.loungeId, menu_ids: [(await menu(ctx)).id], provide_flag: true },
    }),
  },
  {
    route: "GET /rewards",
    scope: "lounge",
    allowed: managers,
    request: ({ loungeId }) => ({ path: `/rewards?lounge_id=${loungeId}` }),
  },
  {
    route: "POST /rewards",
    scope: "lounge",
    allowed: managers,
    request: (ctx) => ({
      path: "/rewards",
      body: { lounge_id: ctx.loungeId, name: `R${ctx.fresh()}` },
    }),
  },
  {
    route: "PUT /rewards/:id",
    scope: "lounge",
    allowed: managers,
    request: async (ctx) => ({
      path: `/rewards/${(await reward(ctx)).id}`,
      body: { reward: { provide_flag: false } },
    }),
  },
  {
    route: "POST /rewards/:id/sort",
    scope: "lounge",
    allowed: managers,
    request: async (ctx) => ({
      path: `/rewards/${(await reward(ctx)).id}/sort`,
      body: { _method: "put", reward: { row_order_position: 0 } },
    }),
  },
  {
    route: "POST /images",
    scope: "lounge",
    allowed: managers,
    request: (ctx) => {
      const form = new FormData();
      form.set("lounge_id", String(ctx.loungeId));
      form.set("image", new Blob([demoPng([200, 100, 50], 8)]), "matrix.png");
      return { path: "/images", form };
    },
  },
  // An image is read like the menus it shows on: on the floor of its own lounge (admins: all).
  {
    route: "GET /images/:id",
    scope: "lounge",
    allowed: ownLounges,
    request: async (ctx) => {
      const { storeImage } = await import("../storage/images");
      return {
        path: (await storeImage(ctx.db, ctx.loungeId, demoPng([1, 2, 3], 8), null)).url,
      };
    },
  },
];
