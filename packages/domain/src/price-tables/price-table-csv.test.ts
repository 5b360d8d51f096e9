// The price-table CSV: a full round trip, the BOM, both header spellings, and bad rows named by line.
import { describe, expect, it } from "vitest";
import { completePriceTable, type PriceTableCell, priceTableChanges } from "./price-table";
import { parsePriceTableCsv, priceTableToCsv } from "./price-table-csv";

/** A table where every cell has its own prices, so a swapped column or row would show. */
const table = completePriceTable([]).map((cell, i) => ({ ...cell, share: i * 10, solo: i }));

describe("priceTableToCsv", () => {
  it("starts with a BOM and a Japanese header, one CRLF line per cell with Japanese labels", () => {
    const csv = priceTableToCsv(table);
    expect(csv.startsWith("\uFEFF性別,曜日区分,時間帯,相席,ひとり\r\n")).toBe(true);
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines).toHaveLength(145);
    expect(lines[1]).toBe("男性,平日,0,0,0");
    expect(lines[25]).toBe("男性,金土祝前,0,240,24");
    expect(lines[144]).toBe("その他,金土祝前,23,1430,143");
  });
});

describe("parsePriceTableCsv", () => {
  it("reads its own export back to the same 144 cells", () => {
    expect(parsePriceTableCsv(priceTableToCsv(table))).toEqual({ cells: table, errors: [] });
  });

  it("reads the API's field names and codes, without a BOM, LF line ends and blank lines", () => {
    const csv =
      "gender,day_type,hour,share,solo\n\nmens,weekend,21,700,200\nladys,weekday,3時,0,0\n";
    expect(parsePriceTableCsv(csv)).toEqual({
      cells: [
        { gender: "mens", day_type: "weekend", hour: 21, share: 700, solo: 200 },
        { gender: "ladys", day_type: "weekday", hour: 3, share: 0, solo: 0 },
      ],
      errors: [],
    });
  });

  it("accepts Excel's quoted thousands", () => {
    const csv = '\uFEFF性別,曜日区分,時間帯,相席,ひとり\r\n男性,平日,22,"1,200","1,000"\r\n';
    expect(parsePriceTableCsv(csv).cells).toEqual([
      { gender: "mens", day_type: "weekday", hour: 22, share: 1200, solo: 1000 },
    ]);
  });

  it("names every bad row by its line number, in Japanese", () => {
    const csv = [
      "性別,曜日区分,時間帯,相席,ひとり",
      "男性,平日,0,500,200", // 2: fine
      "男性,平日,24,500,200", // 3: hour
      "紳士,平日,1,500,200", // 4: gender
      "男性,日曜,1,500,200", // 5: day type
      "男性,平日,1,-5,200", // 6: negative
      "男性,平日,1,500,2.5", // 7: not whole yen
      "男性,平日,1,500", // 8: columns
      "男性,平日,0,600,200", // 9: duplicate of line 2
      "女性,平日,1,,0", // 10: blank price
      "女性,平日,2,10000001,0", // 11: too large
    ].join("\n");
    const { errors } = parsePriceTableCsv(csv);
    expect(errors).toEqual([
      { line: 3, message: "時間帯「24」は0から23の整数で指定してください" },
      { line: 4, message: "性別「紳士」は男性・女性・その他のいずれかで指定してください" },
      { line: 5, message: "曜日区分「日曜」は平日・金土祝前のいずれかで指定してください" },
      { line: 6, message: "相席の料金は0以上の整数（円）で入力してください" },
      { line: 7, message: "ひとりの料金は0以上の整数（円）で入力してください" },
      {
        line: 8,
        message: "列の数が4です（性別・曜日区分・時間帯・相席・ひとりの5列が必要です）",
      },
      { line: 9, message: "男性・平日 0時台が2行目と重複しています" },
      { line: 10, message: "相席の料金を入力してください" },
      { line: 11, message: "相席の料金は10,000,000円以下で入力してください" },
    ]);
  });

  it("refuses a file without the header, and an empty file", () => {
    expect(parsePriceTableCsv("男性,平日,0,500,200\n").errors[0]).toEqual({
      line: 1,
      message: "1行目は見出し（性別,曜日区分,時間帯,相席,ひとり）にしてください",
    });
    expect(parsePriceTableCsv("\uFEFF\r\n").errors).toEqual([{ line: 1, message: "CSVが空です" }]);
    expect(parsePriceTableCsv("gender,day_type,hour,share,solo\n").errors).toEqual([
      { line: 1, message: "料金の行がありません" },
    ]);
  });
});

describe("completePriceTable and priceTableChanges", () => {
  it("orders 144 cells by gender, day type and hour, a missing cell at 0 yen", () => {
    const cells = completePriceTable([
      { gender: "others", day_type: "weekday", hour: 5, share: 300, solo: 100 },
    ]);
    expect(cells).toHaveLength(144);
    expect(cells[0]).toEqual({ gender: "mens", day_type: "weekday", hour: 0, share: 0, solo: 0 });
    expect(cells[24]).toMatchObject({ gender: "mens", day_type: "weekend", hour: 0 });
    expect(cells[48]).toMatchObject({ gender: "ladys", day_type: "weekday", hour: 0 });
    expect(cells[96 + 5]).toEqual({
      gender: "others",
      day_type: "weekday",
      hour: 5,
      share: 300,
      solo: 100,
    });
  });

  it("lists only the cells whose prices differ, with before and after", () => {
    const next: PriceTableCell[] = [
      { ...table[0]!, share: 999 },
      table[1]!,
      { ...table[2]!, solo: 7 },
    ];
    expect(priceTableChanges(table, next)).toEqual([
      {
        gender: "mens",
        day_type: "weekday",
        hour: 0,
        before: { share: 0, solo: 0 },
        after: { share: 999, solo: 0 },
      },
      {
        gender: "mens",
        day_type: "weekday",
        hour: 2,
        before: { share: 20, solo: 2 },
        after: { share: 20, solo: 7 },
      },
    ]);
  });
});
