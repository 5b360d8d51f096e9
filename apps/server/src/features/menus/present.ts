// Presenting menu-feature rows in the seed's JSON shapes.
import type { Menu, Reward } from "@lounge-office/domain";
import type { genres, menus, rewards } from "../../db/schema";
import { imageUrl } from "./images";

export const presentGenre = (g: typeof genres.$inferSelect) => ({
  id: g.id,
  lounge_id: g.lounge_id,
  name: g.name,
  genre_kind: g.genre_kind,
  row_order: g.row_order,
});

export const presentMenu = (
  m: typeof menus.$inferSelect,
  genre: typeof genres.$inferSelect,
): Menu => ({
  id: m.id,
  lounge_id: m.lounge_id,
  genre_id: m.genre_id,
  genre: genre.name,
  genre_kind: genre.genre_kind,
  name: m.name,
  price: m.price,
  options: m.options,
  provide_flag: m.provide_flag,
  row_order: m.row_order,
  image: imageUrl(m.image_id),
});

export const presentReward = (r: typeof rewards.$inferSelect): Reward => ({
  id: r.id,
  lounge_id: r.lounge_id,
  name: r.name,
  provide_flag: r.provide_flag,
  row_order: r.row_order,
  image: imageUrl(r.image_id),
});
