// Demo menu of a lounge: drinks, food and bottles in genres (a few with generated images) and some rewards.

import type { Executor } from "../db/client";
import { genres, menus, rewards } from "../db/schema";
import { storeImage } from "../storage/images";
import { demoPng } from "./demo-png";

type DemoMenu = {
  name: string;
  price: number;
  options?: string[];
  image?: [number, number, number];
};

const DEMO_GENRES: { name: string; kind: "drink" | "food" | "other"; items: DemoMenu[] }[] = [
  {
    name: "ビール",
    kind: "drink",
    items: [
      { name: "生ビール", price: 800, image: [214, 158, 46] },
      { name: "ハイネケン", price: 900 },
    ],
  },
  {
    name: "カクテル・サワー",
    kind: "drink",
    items: [
      { name: "ハイボール", price: 700, options: ["濃いめ", "薄め"] },
      { name: "レモンサワー", price: 700, options: ["甘め", "辛口"], image: [230, 214, 90] },
      { name: "カシスオレンジ", price: 800, image: [196, 64, 72] },
      { name: "モヒート", price: 900 },
    ],
  },
  {
    name: "ソフトドリンク",
    kind: "drink",
    items: [
      { name: "ウーロン茶", price: 500, options: ["hot", "ice"] },
      { name: "オレンジジュース", price: 500 },
    ],
  },
  {
    name: "おつまみ",
    kind: "food",
    items: [
      { name: "枝豆", price: 500, image: [104, 160, 72] },
      { name: "フライドポテト", price: 700, options: ["塩", "ケチャップ"] },
      { name: "唐揚げ", price: 900 },
    ],
  },
  {
    name: "食事",
    kind: "food",
    items: [
      { name: "マルゲリータ", price: 1500, image: [200, 80, 48] },
      { name: "カレーライス", price: 1200 },
    ],
  },
  {
    name: "ボトル",
    kind: "other",
    items: [
      { name: "スパークリングワイン", price: 6000, image: [90, 70, 130] },
      { name: "シャンパン", price: 15000 },
    ],
  },
];

const DEMO_REWARDS = ["乾杯ショット", "デザートプレート", "記念チェキ"];

export async function seedMenus(db: Executor, loungeId: number) {
  let menuOrder = 0;
  for (const [genreOrder, genre] of DEMO_GENRES.entries()) {
    const [row] = await db
      .insert(genres)
      .values({
        lounge_id: loungeId,
        name: genre.name,
        genre_kind: genre.kind,
        // 表示順 as the genres page numbers them: 1..n.
        row_order: genreOrder + 1,
      })
      .returning();
    if (!row) throw new Error("seedMenus: genre insert returned nothing");
    for (const item of genre.items) {
      const image = item.image ? await storeImage(db, loungeId, demoPng(item.image), null) : null;
      await db.insert(menus).values({
        lounge_id: loungeId,
        genre_id: row.id,
        name: item.name,
        price: item.price,
        options: item.options ?? [],
        image_id: image?.id ?? null,
        row_order: menuOrder++,
      });
    }
  }
  for (const [i, name] of DEMO_REWARDS.entries()) {
    await db.insert(rewards).values({ lounge_id: loungeId, name, row_order: i });
  }
}
