// The menu records' JSON shapes, from stored rows: the server's menus feature and its orders feature's
// orderable list both answer them, so both present them here.
import { pathOf } from "../shared/api/contract";
import type { Genre, Menu, Reward } from "../shared/api/menu-records";
import { menusApi } from "./contracts";

/** A stored image's URL: its `GET /images/:id` call. */
export const imageUrl = (id: number | null): string | null =>
  id === null ? null : pathOf(menusApi.image, { id });

type GenreRow = Pick<Genre, "id" | "lounge_id" | "name" | "genre_kind" | "row_order">;
type MenuRow = Omit<Menu, "genre" | "genre_kind" | "image"> & { image_id: number | null };
type RewardRow = Omit<Reward, "image"> & { image_id: number | null };

export const presentGenre = (g: GenreRow): Genre => ({
  id: g.id,
  lounge_id: g.lounge_id,
  name: g.name,
  genre_kind: g.genre_kind,
  row_order: g.row_order,
});

export const presentMenu = (m: MenuRow, genre: Pick<Genre, "name" | "genre_kind">): Menu => ({
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

export const presentReward = (r: RewardRow): Reward => ({
  id: r.id,
  lounge_id: r.lounge_id,
  name: r.name,
  provide_flag: r.provide_flag,
  row_order: r.row_order,
  image: imageUrl(r.image_id),
});
