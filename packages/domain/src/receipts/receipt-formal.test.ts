// Formal receipts (領収書): every split mode, addressee and purpose, the means that paid each paper
// (or the type asked for, when it covers them), the tax per paper, the revenue-stamp note per paper
// (allocation of cash/e-money, tax-excluded option) and 【再発行】.
import { describe, expect, it } from "vitest";
import { receiptText } from "../shared/paper/receipt-layout";
import { SPLIT_EXCEEDS_TOTAL_MESSAGE } from "../shared/paper/receipt-split";
import type { FormalReceiptInput, ReceiptInput } from "../shared/paper/receipt-types";
import { expectLaidOutFor, thrown } from "../shared/test-helpers";
import { groupA, receiptInput, settlementOfTotal, T_NUMBER } from "./receipt.fixtures";
import {
  addresseeText,
  buildFormalReceipts,
  formalPaperPayments,
  formalPaymentChoices,
  paperPaymentText,
} from "./receipt-formal";

const formal = (
  base: ReceiptInput,
  options: Partial<Omit<FormalReceiptInput, keyof ReceiptInput>> = {},
): FormalReceiptInput => ({ ...base, split: "all", reissue: false, ...options });

const rows = (text: string) => text.split("\n").map((row) => row.trim());

describe("buildFormalReceipts: content", () => {
  it("prints one formal receipt for the total with the defaults", () => {
    const [document, ...rest] = buildFormalReceipts(formal(receiptInput([groupA()])));
    expect(rest).toEqual([]);
    // 12,400: tax floor(0.1 × ceil(12400 / 1.1)) = floor(1127.3) = 1,127.
    expect(document).toMatchObject({
      receipt_type: "post_receipt",
      settlement_id: 1234,
      amount: 12_400,
      taxable_amount: 12_400,
      tax: 1127,
      stamp: { required: false, amount: null },
      reissue: false,
      index: 1,
      count: 1,
      qr: "1234",
    });
    const text = rows(receiptText(document ?? ({ lines: [] } as never)));
    expect(text).toEqual([
      "領収書",
      "-".repeat(48),
      "上様",
      "¥12,400-",
      "但し ご飲食代として",
      "お支払い方法 現金",
      "10%対象 ¥12,400（内消費税 ¥1,127）",
      "上記正に領収いたしました",
      "-".repeat(48),
      "2025/12/31 21:34                  会計番号 #1234",
      "ラウンジ銀座",
      "東京都中央区銀座1-2-3 銀座ビル5F",
      "TEL 03-1234-5678",
      `登録番号 ${T_NUMBER}`,
    ]);
    expect(document?.lines.find((l) => l.text === "¥12,400-")).toMatchObject({ size: "double" });
    expect(document?.lines[0]).toMatchObject({ text: "領収書", size: "double", align: "center" });
  });

  it("prints the addressee with 様 (never 上様 様) and the purpose as given, trimmed", () => {
    expect(addresseeText(undefined)).toBe("上様");
    expect(addresseeText("  ")).toBe("上様");
    expect(addresseeText("上様")).toBe("上様");
    expect(addresseeText(" 株式会社ABC ")).toBe("株式会社ABC 様");
    expect(addresseeText("山田様")).toBe("山田様");
    const [document] = buildFormalReceipts(
      formal(receiptInput([groupA()]), { addressee: "株式会社ABC", purpose: " お品代として " }),
    );
    const text = receiptText(document ?? ({ lines: [] } as never));
    expect(text).toContain("株式会社ABC 様");
    expect(text).toContain("但し お品代として");
    expect(text).not.toContain("上様");
  });

  for (const columns of [48, 42, 32]) {
    it(`lays every paper of a split out for a ${columns}-column printer`, () => {
      const documents = buildFormalReceipts(
        formal(receiptInput([groupA()]), {
          split: "num",
          count: 3,
          addressee: "株式会社エービーシー・ホールディングス東日本",
          purpose: "ご飲食代として",
          reissue: true,
        }),
      );
      for (const document of documents) expectLaidOutFor(document, columns);
    });
  }

  it("marks a reissue with 【再発行】", () => {
    const [document] = buildFormalReceipts(formal(receiptInput([groupA()]), { reissue: true }));
    expect(document?.reissue).toBe(true);
    expect(document?.lines[1]).toMatchObject({ text: "【再発行】", align: "center" });
    const [first] = buildFormalReceipts(formal(receiptInput([groupA()])));
    expect(receiptText(first ?? ({ lines: [] } as never))).not.toContain("再発行");
  });

  it("names every means that paid the paper: cash, credit and e-money on one for the total", () => {
    // ¥13,760 paid ¥5,000 cash, ¥5,000 credit, ¥3,760 e-money: the paper covers the credit too.
    const input = settlementOfTotal(13_760, { cash: 5000, credit: 5000, e_money: 3760 });
    const [document] = buildFormalReceipts(formal(input));
    const text = receiptText(document ?? ({ lines: [] } as never));
    expect(text).toContain("お支払い方法 現金・クレジット・電子マネー");
    expect(text).not.toContain("お支払い方法 現金・電子マネー\n");
    // One means alone, and cash with e-money, read as before.
    const printed = (pay: Parameters<typeof settlementOfTotal>[1]) =>
      receiptText(buildFormalReceipts(formal(settlementOfTotal(12_400, pay)))[0] as never);
    expect(printed("cash")).toContain("お支払い方法 現金\n");
    expect(printed("e_money")).toContain("お支払い方法 電子マネー\n");
    expect(printed({ cash: 400, credit: 0, e_money: 12_000 })).toContain(
      "お支払い方法 現金・電子マネー\n",
    );
    expect(printed({ cash: 0, credit: 2400, e_money: 10_000 })).toContain(
      "お支払い方法 クレジット・電子マネー\n",
    );
  });

  it("gives cash, then e-money, then credit to the papers of a split, each naming its own", () => {
    const input = settlementOfTotal(13_760, { cash: 5000, credit: 5000, e_money: 3760 });
    const documents = buildFormalReceipts(
      formal(input, { split: "custom", amounts: [5000, 3760, 5000] }),
    );
    expect(
      documents.map((d) => rows(receiptText(d)).find((r) => r.startsWith("お支払い"))),
    ).toEqual(["お支払い方法 現金", "お支払い方法 電子マネー", "お支払い方法 クレジット"]);
    expect(formalPaperPayments([5000, 8760], input.settlement)).toEqual([
      { cash: 5000, credit: 0, e_money: 0 },
      { cash: 0, credit: 5000, e_money: 3760 },
    ]);
    expect(paperPaymentText({ cash: 0, credit: 5000, e_money: 3760 })).toBe(
      "クレジット・電子マネー",
    );
    expect(paperPaymentText({ cash: 0, credit: 0, e_money: 0 })).toBeNull();
  });

  it("states a type asked for only when the settlement used it and it covers the papers", () => {
    const mixed = settlementOfTotal(13_760, { cash: 5000, credit: 5000, e_money: 3760 });
    expect(formalPaymentChoices(mixed.settlement, [13_760])).toEqual([]);
    expect(formalPaymentChoices(mixed.settlement, [5000])).toEqual([
      "cash",
      "credit",
      "cash_and_e_money",
    ]);
    expect(formalPaymentChoices(mixed.settlement, [8000])).toEqual(["cash_and_e_money"]);
    // 現金・電子マネー on a paper for the whole ¥13,760 would hide the ¥5,000 by card.
    expect(
      thrown(() => buildFormalReceipts(formal(mixed, { payment_type: "cash_and_e_money" }))),
    ).toEqual({
      code: "INVALID_INPUT",
      message:
        "「現金・電子マネー」でのお支払いは¥8,760で、領収書の¥13,760に足りません。お支払い方法は「お支払いのとおり」にしてください",
    });
    const [card] = buildFormalReceipts(
      formal(mixed, { split: "custom", amounts: [5000], payment_type: "credit" }),
    );
    expect(receiptText(card ?? ({ lines: [] } as never))).toContain("お支払い方法 クレジット");
    const cashOnly = receiptInput([groupA()]);
    expect(thrown(() => buildFormalReceipts(formal(cashOnly, { payment_type: "credit" })))).toEqual(
      {
        code: "INVALID_INPUT",
        message: expect.stringContaining("クレジット"),
      },
    );
    expect(
      thrown(() => buildFormalReceipts(formal(cashOnly, { payment_type: "cash_and_e_money" })))
        ?.code,
    ).toBe("INVALID_INPUT");
    const [cash] = buildFormalReceipts(formal(cashOnly, { payment_type: "cash" }));
    expect(receiptText(cash ?? ({ lines: [] } as never))).toContain("お支払い方法 現金");
  });

  it("refuses a settlement whose payments do not equal its total", () => {
    const input = receiptInput([groupA()]);
    input.settlement.cash += 1;
    expect(thrown(() => buildFormalReceipts(formal(input)))?.code).toBe("INVALID_INPUT");
  });
});

describe("buildFormalReceipts: splits", () => {
  it("num: count papers of total ÷ count rounded down to hundreds, each with its own tax", () => {
    const input = receiptInput([groupA()]); // 12,400 ÷ 3 = 4,133 → 4,100
    const documents = buildFormalReceipts(formal(input, { split: "num", count: 3 }));
    expect(documents.map((d) => [d.amount, d.tax, d.index, d.count])).toEqual([
      [4100, 372, 1, 3],
      [4100, 372, 2, 3],
      [4100, 372, 3, 3],
    ]);
    expect(receiptText(documents[1] ?? ({ lines: [] } as never))).toContain("2/3");
    expect(receiptText(documents[1] ?? ({ lines: [] } as never))).toContain("¥4,100-");
    expect(receiptText(documents[1] ?? ({ lines: [] } as never))).toContain(
      "10%対象 ¥4,100（内消費税 ¥372）",
    );
  });

  it("custom: the given rows, a sum below the total allowed", () => {
    const documents = buildFormalReceipts(
      formal(receiptInput([groupA()]), { split: "custom", amounts: [10_000, 2000] }),
    );
    expect(documents.map((d) => d.amount)).toEqual([10_000, 2000]);
    expect(documents.map((d) => d.tax)).toEqual([909, 181]);
  });

  it("custom over the total: the original system's alert, nothing printed", () => {
    expect(
      thrown(() =>
        buildFormalReceipts(
          formal(receiptInput([groupA()]), { split: "custom", amounts: [10_000, 2401] }),
        ),
      ),
    ).toEqual({ code: "SPLIT_EXCEEDS_TOTAL", message: SPLIT_EXCEEDS_TOTAL_MESSAGE });
  });

  it("keeps splitFormalReceipt's refusals (no count, empty rows)", () => {
    const input = receiptInput([groupA()]);
    expect(thrown(() => buildFormalReceipts(formal(input, { split: "num" })))?.code).toBe(
      "INVALID_SPLIT",
    );
    expect(
      thrown(() => buildFormalReceipts(formal(input, { split: "custom", amounts: [] })))?.code,
    ).toBe("INVALID_SPLIT");
  });
});

describe("buildFormalReceipts: revenue stamp per paper", () => {
  const stampOf = (input: ReceiptInput, options: Partial<FormalReceiptInput> = {}) =>
    buildFormalReceipts(formal(input, options)).map((d) => d.stamp);

  it("follows the brackets on a cash paper", () => {
    expect(stampOf(settlementOfTotal(49_999))).toEqual([{ required: false, amount: null }]);
    expect(stampOf(settlementOfTotal(50_000))).toEqual([{ required: true, amount: 200 }]);
    expect(stampOf(settlementOfTotal(1_000_000))).toEqual([{ required: true, amount: 200 }]);
    expect(stampOf(settlementOfTotal(1_000_001))).toEqual([{ required: true, amount: 400 }]);
    expect(stampOf(settlementOfTotal(3_000_000))).toEqual([{ required: true, amount: 600 }]);
    expect(stampOf(settlementOfTotal(3_000_001))).toEqual([{ required: true, amount: null }]);
  });

  it("prints the note only when required", () => {
    const text = (input: ReceiptInput) =>
      buildFormalReceipts(formal(input))
        .map((d) => receiptText(d))
        .join("\n");
    expect(text(settlementOfTotal(50_000))).toContain("[ 収入印紙 200円 ]");
    expect(text(settlementOfTotal(3_000_001))).toContain("[ 収入印紙 貼付 ]");
    expect(text(settlementOfTotal(49_999))).not.toContain("収入印紙");
  });

  it("needs no stamp for a credit-only payment, whatever the amount", () => {
    expect(stampOf(settlementOfTotal(2_000_000, "credit"))).toEqual([
      { required: false, amount: null },
    ]);
  });

  it("needs no stamp on a paper paid by card, even when the settlement also took cash", () => {
    const input = settlementOfTotal(160_000, { cash: 100_000, credit: 60_000, e_money: 0 });
    expect(stampOf(input)).toEqual([{ required: true, amount: 200 }]);
    expect(stampOf(input, { split: "custom", amounts: [60_000], payment_type: "credit" })).toEqual([
      { required: false, amount: null },
    ]);
    // The card's 60,000 cannot be named on a paper of 160,000 to save its stamp.
    expect(thrown(() => stampOf(input, { payment_type: "credit" }))?.code).toBe("INVALID_INPUT");
    // Split in two as paid: the cash paper needs its stamp, the card's part needs none.
    const papers = buildFormalReceipts(
      formal(input, { split: "custom", amounts: [100_000, 60_000] }),
    );
    expect(papers.map((d) => d.stamp)).toEqual([
      { required: true, amount: 200 },
      { required: false, amount: null },
    ]);
    expect(receiptText(papers[1] ?? ({ lines: [] } as never))).toContain("お支払い方法 クレジット");
  });

  it("counts e-money like cash", () => {
    expect(stampOf(settlementOfTotal(60_000, "e_money"))).toEqual([
      { required: true, amount: 200 },
    ]);
  });

  it("gives the cash/e-money to the papers in order when split", () => {
    // 160,000 paid 70,000 cash + 30,000 e-money + 60,000 credit, split 80,000 / 80,000:
    // paper 1 is all cash/e-money (80,000 → 200 yen), paper 2 has 20,000 of it (no stamp).
    const input = settlementOfTotal(160_000, { cash: 70_000, credit: 60_000, e_money: 30_000 });
    expect(stampOf(input, { split: "num", count: 2 })).toEqual([
      { required: true, amount: 200 },
      { required: false, amount: null },
    ]);
    // And the papers say so: the second is 20,000 of e-money and 60,000 by card.
    const texts = buildFormalReceipts(formal(input, { split: "num", count: 2 })).map((d) =>
      receiptText(d),
    );
    expect(texts[0]).toContain("お支払い方法 現金・電子マネー");
    expect(texts[1]).toContain("お支払い方法 クレジット・電子マネー");
    // 120,000 cash + 40,000 credit, three papers of 53,300: 53,300 / 53,300 / 13,400 of cash.
    const three = settlementOfTotal(160_000, { cash: 120_000, credit: 40_000, e_money: 0 });
    expect(stampOf(three, { split: "num", count: 3 })).toEqual([
      { required: true, amount: 200 },
      { required: true, amount: 200 },
      { required: false, amount: null },
    ]);
  });

  it("judges on the tax-excluded part when the lounge says so", () => {
    // 54,000 cash: 54,000 − 4,909 = 49,091 < 50,000 → no stamp with the option, 200 yen without.
    const input = settlementOfTotal(54_000);
    expect(stampOf(input)).toEqual([{ required: true, amount: 200 }]);
    const excluded = { ...input, lounge: { ...input.lounge, stamp_on_tax_excluded: true } };
    expect(stampOf(excluded)).toEqual([{ required: false, amount: null }]);
    // 55,000: 55,000 − 5,000 = 50,000 → still 200 yen.
    const at = settlementOfTotal(55_000);
    expect(stampOf({ ...at, lounge: { ...at.lounge, stamp_on_tax_excluded: true } })).toEqual([
      { required: true, amount: 200 },
    ]);
  });
});
