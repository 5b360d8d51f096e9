// Printer columns: East Asian width, wrapping, centring, the right column and double-size lines.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  charWidth,
  cutToWidth,
  layoutLine,
  printableText,
  receiptText,
  textWidth,
  wrapToWidth,
} from "./receipt-layout";
import type { ReceiptDocument } from "./receipt-types";

const cp = (char: string) => char.codePointAt(0) ?? 0;

describe("charWidth / textWidth", () => {
  it("counts CJK, kana, full-width forms and Japanese-ambiguous symbols as two columns", () => {
    for (const char of [
      "漢",
      "あ",
      "ア",
      "ー",
      "、",
      "。",
      "（",
      "）",
      "Ａ",
      "１",
      "￥",
      "×",
      "①",
      "【",
      "〜",
      "𠀋",
      "한",
    ]) {
      expect(charWidth(cp(char)), char).toBe(2);
    }
  });

  it("counts ASCII, the yen sign and half-width katakana as one column", () => {
    for (const char of ["A", "1", " ", "-", "#", "¥", "%", "ｱ", "ﾟ"]) {
      expect(charWidth(cp(char)), char).toBe(1);
    }
  });

  it("counts combining marks and variation selectors as zero", () => {
    expect(charWidth(0x0301)).toBe(0);
    expect(charWidth(0x3099)).toBe(0);
    expect(charWidth(0xfe0f)).toBe(0);
    expect(textWidth("e\u0301")).toBe(1);
  });

  it("adds up a mixed text", () => {
    expect(textWidth("A1 男性 2名")).toBe(11);
    expect(textWidth("¥12,300-")).toBe(8);
    expect(textWidth("")).toBe(0);
  });
});

describe("wrapToWidth / cutToWidth", () => {
  it("never splits a wide character across rows", () => {
    expect(wrapToWidth("あいうえお", 5)).toEqual(["あい", "うえ", "お"]);
    expect(wrapToWidth("abcあ", 4)).toEqual(["abc", "あ"]);
    expect(cutToWidth("東京都中央区", 7)).toBe("東京都");
    expect(wrapToWidth("", 10)).toEqual([""]);
  });

  it("keeps every row within the width and loses no character (property)", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme", maxLength: 60 }),
        fc.integer({ min: 2, max: 48 }),
        (text, width) => {
          const rows = wrapToWidth(text, width);
          expect(rows.join("")).toBe(text);
          for (const row of rows) expect(textWidth(row)).toBeLessThanOrEqual(width);
        },
      ),
      { numRuns: 150 },
    );
  }, 20_000);
});

describe("printableText", () => {
  it("turns control characters into spaces and lone surrogates into U+FFFD", () => {
    expect(printableText("a\nb\tc\u0007")).toBe("a b c ");
    expect(printableText("x\ud800y")).toBe("x\ufffdy");
    expect(printableText("𠀋")).toBe("𠀋");
  });
});

describe("layoutLine", () => {
  it("puts the right column at the right edge, padded with spaces", () => {
    const [row] = layoutLine({ text: "小計", right: "¥1,000" }, 20);
    expect(row).toBe("小計          ¥1,000");
    expect(textWidth(row ?? "")).toBe(20);
  });

  it("centres in full width (odd free space: the extra column goes after)", () => {
    expect(layoutLine({ text: "領収書", align: "center" }, 11)).toEqual(["  領収書   "]);
    expect(layoutLine({ text: "abc", align: "right" }, 6)).toEqual(["   abc"]);
    expect(layoutLine({ text: "abc" }, 6)).toEqual(["abc"]);
  });

  it("gives a double-size line half the columns", () => {
    expect(layoutLine({ text: "合計", right: "¥9,600", size: "double" }, 48)).toEqual([
      "合計              ¥9,600",
    ]);
    expect(layoutLine({ text: "ラウンジ", align: "center", size: "double" }, 48)).toEqual([
      "        ラウンジ        ",
    ]);
  });

  it("wraps a long left text and puts the right column on the last row that has room", () => {
    const rows = layoutLine(
      { text: "とても長い名前のボトル（ロック・ソーダ割り）×1", right: "¥12,000" },
      24,
    );
    expect(rows).toEqual([
      "とても長い名前のボトル（",
      "ロック・ソーダ割り）×1",
      "                 ¥12,000",
    ]);
    const fits = layoutLine({ text: "あいうえおかきくけこさし", right: "¥1" }, 16);
    expect(fits).toEqual(["あいうえおかきく", "けこさし      ¥1"]);
    for (const row of [...rows, ...fits]) expect(textWidth(row)).toBeLessThanOrEqual(24);
  });

  it("prints a right column alone when there is no left text", () => {
    expect(layoutLine({ text: "", right: "¥5" }, 6)).toEqual(["    ¥5"]);
  });
});

describe("receiptText", () => {
  it("joins every laid-out row with newlines", () => {
    const document = {
      lines: [
        { text: "店", align: "center", size: "double" },
        { text: "合計", right: "¥100" },
      ],
    } as ReceiptDocument;
    expect(receiptText(document, 12)).toBe("  店  \n合計    ¥100");
  });
});
