// Menus, genres, rewards and images (screens 4, 6, 7, 8, 9): schemas, the tag rule and the calls.
import { z } from "zod";
import { ZId, ZIdParam, zIntFromDigits, zText } from "../shared/api/common";
import { TAG_MAX_LENGTH, ZGenreKind } from "../shared/api/menu-records";

// ---- Tags (menu options) ----

export const TAG_DELIMITERS = /[,;、]/;

/** The tag editor's rule: split on comma/semicolon, trim, lowercase, drop empties and duplicates. */
export function normalizeTags(input: string | readonly string[]): string[] {
  const parts =
    typeof input === "string"
      ? input.split(TAG_DELIMITERS)
      : input.flatMap((t) => t.split(TAG_DELIMITERS));
  const tags: string[] = [];
  for (const part of parts) {
    const tag = part.trim().toLowerCase();
    if (tag !== "" && !tags.includes(tag)) tags.push(tag);
  }
  return tags;
}

/** Room for 30 tags of 50 characters with their delimiters, before they are split and checked. */
const TAGS_TEXT_MAX = 2_000;
const ZTagsText = zText().max(TAGS_TEXT_MAX, { error: "オプションが長すぎます" });

export const ZTags = z
  .union([ZTagsText, z.array(ZTagsText).max(30, { error: "オプションは30個までです" })])
  .transform((v) => normalizeTags(v))
  .refine((tags) => tags.every((t) => t.length <= TAG_MAX_LENGTH), {
    error: `オプションは1つ${TAG_MAX_LENGTH}文字以内で入力してください`,
  })
  .refine((tags) => tags.length <= 30, { error: "オプションは30個までです" });

// ---- Genres ----

const ZRowOrder = z
  .number({ error: "表示順は数値で入力してください" })
  .int({ error: "表示順は整数で入力してください" })
  .min(0, { error: "表示順は0以上で入力してください" })
  .max(100_000, { error: "表示順が大きすぎます" });

export const ZGenreInput = z.object({
  lounge_id: ZId,
  name: zText("ジャンル名を入力してください")
    .trim()
    .min(1, { error: "ジャンル名を入力してください" })
    .max(30, { error: "ジャンル名は30文字以内で入力してください" }),
  genre_kind: ZGenreKind,
});
/** A genre's 表示順 is its place in the lounge's list, 1..n (a number past the end is the end). */
const ZGenrePlace = ZRowOrder.min(1, { error: "表示順は1以上で入力してください" });
export const ZGenreUpdate = z.object({
  genre: z.object({
    row_order: ZGenrePlace.optional(),
    name: ZGenreInput.shape.name.optional(),
    genre_kind: ZGenreKind.optional(),
  }),
});
export const ZGenreListQuery = z.object({ lounge_id: ZIdParam });
export const ZChangeParentQuery = z.object({
  lounge_id: ZIdParam,
  genre_kind: ZGenreKind.optional(),
});
export const ZGenreOption = z.object({ id: z.number().int(), name: z.string() });

// ---- Menus ----

const ZPrice = z
  .number({ error: "価格は数値で入力してください" })
  .int({ error: "価格は円単位の整数で入力してください" })
  .min(0, { error: "価格は0円以上で入力してください" })
  .max(10_000_000, { error: "価格が大きすぎます" });

const ZName = (label: string) =>
  zText(`${label}を入力してください`)
    .trim()
    .min(1, { error: `${label}を入力してください` })
    .max(60, { error: `${label}は60文字以内で入力してください` });

export const ZMenuInput = z.object({
  lounge_id: ZId,
  genre_id: ZId,
  name: ZName("メニュー名"),
  price: ZPrice,
  options: ZTags.default([]),
  image_id: ZId.nullable().optional(),
  provide_flag: z.boolean().default(true),
});
export type MenuInput = z.input<typeof ZMenuInput>;

/** A form field that must be filled: left empty, it says `message` instead of the schema's type error. */
const filled = <S extends z.ZodType>(schema: S, message: string) =>
  z
    .custom<z.input<S> | "">()
    .refine((value) => value !== "" && value !== null && value !== undefined, { error: message })
    // Only a filled value reaches the schema, which takes what it took before.
    .pipe(schema as unknown as z.ZodType<z.output<S>, z.input<S> | "">);

/**
 * Screen 8's menu form: the create call's fields (its output is the call's body, whose integers are
 * numbers), with the empty genre selector and price field named as such rather than as invalid
 * numbers. The selector holds its id as text, so the form reads digits where the call does not.
 */
export const ZMenuForm = ZMenuInput.extend({
  genre_id: filled(zIntFromDigits(ZId), "ジャンルを選択してください"),
  price: filled(zIntFromDigits(ZPrice), "価格を入力してください"),
});

/** `PUT /menus/{id}`: the original system's toggle (`provide_flag`, `lounge_id`), order (`row_order`), or the form's fields. */
export const ZMenuUpdate = z.object({
  menu: z.object({
    provide_flag: z
      .union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")])
      .optional(),
    lounge_id: ZId.optional(),
    row_order: ZRowOrder.optional(),
    genre_id: ZId.optional(),
    name: ZName("メニュー名").optional(),
    price: ZPrice.optional(),
    options: ZTags.optional(),
    image_id: ZId.nullable().optional(),
  }),
});

const ZCheckedAmount = zIntFromDigits(ZPrice).optional();
export const ZMenuSearchQuery = z.object({
  lounge_id: ZIdParam.optional(),
  genre_kind: ZGenreKind.optional(),
  genre_id: ZIdParam.optional(),
  /** Only sent while the price-greater checkbox is ticked. */
  price_gt: ZCheckedAmount,
  /** Only sent while the price-less checkbox is ticked. */
  price_lt: ZCheckedAmount,
});

export const ZBulkProvide = z.object({
  lounge_id: ZId,
  genre_id: ZId.optional(),
  menu_ids: z.array(ZId).max(500).optional(),
  provide_flag: z.boolean(),
});

// ---- Rewards ----

export const ZRewardInput = z.object({
  lounge_id: ZId,
  name: ZName("特典名"),
  image_id: ZId.nullable().optional(),
  provide_flag: z.boolean().default(true),
});
export const ZRewardUpdate = z.object({
  reward: z.object({
    provide_flag: z
      .union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")])
      .optional(),
    row_order: ZRowOrder.optional(),
    name: ZName("特典名").optional(),
    image_id: ZId.nullable().optional(),
  }),
});
export const ZRewardListQuery = z.object({ lounge_id: ZIdParam });

/** The sortable tables' row-update call: POST with `_method=put` and `{model}[row_order_position]`. */
const ZPosition = z.object({
  row_order_position: z
    .number({ error: "位置が正しくありません" })
    .int({ error: "位置が正しくありません" })
    .min(0, { error: "位置が正しくありません" })
    .max(10_000, { error: "位置が正しくありません" }),
});
const ZMethodPut = z.literal("put").optional();
export const ZMenuPosition = z.object({ _method: ZMethodPut, menu: ZPosition });
export const ZRewardPosition = z.object({ _method: ZMethodPut, reward: ZPosition });
export const ZGenrePosition = z.object({ _method: ZMethodPut, genre: ZPosition });

// ---- Calls ----
