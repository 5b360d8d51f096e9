// The menu form's schema (the call's body, with empty fields named) and the records' JSON shapes.
import { describe, expect, it } from "vitest";
import { imageUrl, presentMenu } from "./presenters";
import { ZMenuForm, ZMenuInput } from "./schemas";

const messages = (value: unknown) =>
  Object.fromEntries(
    (ZMenuForm.safeParse(value).error?.issues ?? []).map((i) => [i.path.join("."), i.message]),
  );

describe("ZMenuForm", () => {
  it("names an empty genre and an empty price", () => {
    expect(messages({ lounge_id: 1, genre_id: "", name: "", price: "" })).toEqual({
      genre_id: "ジャンルを選択してください",
      name: "メニュー名を入力してください",
      price: "価格を入力してください",
    });
  });

  it("parses into the create call's body", () => {
    const parsed = ZMenuForm.parse({
      lounge_id: 1,
      genre_id: "10",
      name: " 特製ハイボール ",
      price: "750",
      options: ["濃いめ", "薄め"],
      provide_flag: true,
    });
    expect(parsed).toEqual({
      lounge_id: 1,
      genre_id: 10,
      name: "特製ハイボール",
      price: 750,
      options: ["濃いめ", "薄め"],
      provide_flag: true,
    });
    expect(ZMenuInput.parse(parsed)).toEqual(parsed);
  });

  it("keeps the call's own rules for filled fields", () => {
    expect(messages({ lounge_id: 1, genre_id: "10", name: "x", price: -1 })).toEqual({
      price: "価格は0円以上で入力してください",
    });
  });
});

describe("presenters", () => {
  it("show an image by its GET call's path, and none as null", () => {
    expect(imageUrl(7)).toBe("/images/7");
    expect(imageUrl(null)).toBeNull();
    const row = {
      id: 1,
      lounge_id: 2,
      genre_id: 3,
      name: "生ビール",
      price: 800,
      options: [],
      provide_flag: true,
      row_order: 0,
      image_id: 9,
    };
    expect(presentMenu(row, { name: "ビール", genre_kind: "drink" })).toMatchObject({
      genre: "ビール",
      genre_kind: "drink",
      image: "/images/9",
    });
  });
});
