// The genre, menu and reward records as calls answer them: the menus feature edits them and the
// orders feature lists what can be ordered, so both answer the same shape.
import { z } from "zod";

export const GENRE_KINDS = ["drink", "food", "other"] as const;
export const ZGenreKind = z.enum(GENRE_KINDS);
export type GenreKind = z.infer<typeof ZGenreKind>;
export const GENRE_KIND_JA: Record<GenreKind, string> = {
  drink: "ドリンク",
  food: "フード",
  other: "その他",
};

/** The longest tag (a menu option): the menu editor's tags and an order line's option. */
export const TAG_MAX_LENGTH = 50;

export const ZGenre = z.object({
  id: z.number().int(),
  lounge_id: z.number().int(),
  name: z.string(),
  genre_kind: ZGenreKind,
  row_order: z.number().int(),
});
export type Genre = z.infer<typeof ZGenre>;

export const ZMenu = z.object({
  id: z.number().int(),
  lounge_id: z.number().int(),
  genre_id: z.number().int(),
  genre: z.string(),
  genre_kind: ZGenreKind,
  name: z.string(),
  price: z.number().int(),
  options: z.array(z.string()),
  provide_flag: z.boolean(),
  row_order: z.number().int(),
  image: z.string().nullable(),
});
export type Menu = z.infer<typeof ZMenu>;

export const ZReward = z.object({
  id: z.number().int(),
  lounge_id: z.number().int(),
  name: z.string(),
  provide_flag: z.boolean(),
  row_order: z.number().int(),
  image: z.string().nullable(),
});
export type Reward = z.infer<typeof ZReward>;
