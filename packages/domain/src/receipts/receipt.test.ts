// Receipts (レシート): the printed lines of held-out-style settlements, the sums that must add up, and
// the refusal of stored figures that do not.
import { describe, expect, it } from "vitest";
import { layoutLine } from "../shared/paper/receipt-layout";
import type { ReceiptDocument } from "../shared/paper/receipt-types";
import { expectLaidOutFor, thrown } from "../shared/test-helpers";
import { buildReceipt, receiptText } from "./receipt";
import { groupA, groupB, receiptInput, T_NUMBER } from "./receipt.fixtures";

/** The rows of a document as printed, trailing spaces trimmed (easier to read in assertions). */
const rows = (document: ReceiptDocument) =>
  receiptText(document)
    .split("\n")
    .map((r) => r.trimEnd());

/** The laid-out row of the line whose text starts with `start`. */
function rowOf(document: ReceiptDocument, start: string): string {
  const line = document.lines.find((l) => l.text.startsWith(start));
  if (!line) throw new Error(`no line starting with ${start}`);
  return layoutLine(line).join("\n");
}

describe("buildReceipt", () => {
  it("prints a two-group settlement with orders, a reward, solo, extra charge and a discount", () => {
    const document = buildReceipt(
      receiptInput([groupA(), groupB()], { discount_percent: 20, tendered: 20_000 }),
    );
    // 12,400 + 2,200 = 14,600; 20 % = 2,920; total 11,680; tax floor(0.1 × ceil(11680 / 1.1)) = floor(1061.9) = 1,061.
    expect(document).toMatchObject({
      receipt_type: "receipt",
      settlement_id: 1234,
      amount: 11_680,
      taxable_amount: 11_680,
      tax: 1061,
      stamp: { required: false, amount: null },
      reissue: false,
      index: 1,
      count: 1,
      qr: "1234",
    });
    expect(document.lines[0]).toEqual({
      text: "ラウンジ銀座",
      align: "center",
      size: "double",
      bold: true,
    });
    const text = rows(document);
    expect(text).toEqual([
      "      ラウンジ銀座",
      "        東京都中央区銀座1-2-3 銀座ビル5F",
      "                TEL 03-1234-5678",
      `            登録番号 ${T_NUMBER}`,
      "2025/12/31 21:34                  会計番号 #1234",
      "-".repeat(48),
      "A1 男性 2名",
      "20時台 通常 10分×3 ×2名                 ¥6,000",
      "21時台 通常 10分×2 ×2名                 ¥4,800",
      "ビール（大）×2                           ¥1,600",
      "特典 シャンパン×1                            ¥0",
      "B2 女性 1名",
      "22時台 通常 10分×1 ×1名                   ¥500",
      "21時台 ソロ 通常 10分×2 ×1名            ¥1,400",
      "追加料金                                    ¥300",
      "-".repeat(48),
      "小計                                     ¥14,600",
      "割引（20%）                              -¥2,920",
      "合計             ¥11,680",
      "10%対象                                  ¥11,680",
      "（内消費税                              ¥1,061）",
      "-".repeat(48),
      "現金                                     ¥11,680",
      "お預かり                                 ¥20,000",
      "お釣り                                    ¥8,320",
      "担当 山田 花子",
    ]);
  });

  for (const columns of [48, 42, 32]) {
    it(`lays a receipt out for a ${columns}-column printer: every row fits, amounts at the edge`, () => {
      const document = buildReceipt(
        receiptInput([groupA({ special_price: 3000, total_price: 15_400 }), groupB()], {
          discount_percent: 20,
          tendered: 20_000,
        }),
      );
      expectLaidOutFor(document, columns);
    });
  }

  it("prints the year-end/new-year line only when special_price > 0", () => {
    const without = buildReceipt(receiptInput([groupA()]));
    expect(receiptText(without)).not.toContain("年末年始料金");
    const withSpecial = buildReceipt(
      receiptInput([groupA({ special_price: 2000, total_price: 14_400 })]),
    );
    expect(rowOf(withSpecial, "年末年始料金").trimEnd()).toBe(
      "年末年始料金 ×2名                        ¥2,000",
    );
    expect(withSpecial.amount).toBe(14_400);
  });

  it("prints no discount line without a discount, and the payments that were used", () => {
    const document = buildReceipt(
      receiptInput([groupA()], { pay: { cash: 5000, credit: 0, e_money: 7400 } }),
    );
    const text = receiptText(document);
    expect(text).not.toContain("割引");
    expect(text).not.toContain("クレジット");
    expect(rowOf(document, "現金")).toMatch(/¥5,000$/);
    expect(rowOf(document, "電子マネー")).toMatch(/¥7,400$/);
    expect(rowOf(document, "お釣り")).toMatch(/¥0$/);
    expect(rowOf(document, "合計")).toBe("合計             ¥12,400");
  });

  it("prints お預かり and お釣り after the payments when cash was paid, and neither without cash", () => {
    const mixed = buildReceipt(
      receiptInput([groupA()], { pay: { cash: 5000, credit: 7400, e_money: 0 }, tendered: 10_000 }),
    );
    const payments = mixed.lines.slice(
      mixed.lines.findIndex((l) => l.text === "現金"),
      -1,
    );
    expect(payments.map((l) => [l.text, l.right])).toEqual([
      ["現金", "¥5,000"],
      ["クレジット", "¥7,400"],
      ["お預かり", "¥10,000"],
      ["お釣り", "¥5,000"],
    ]);
    expect(rowOf(mixed, "お釣り")).toBe("お釣り                                    ¥5,000");
    for (const pay of ["credit", "e_money"] as const) {
      const text = receiptText(buildReceipt(receiptInput([groupA()], { pay })));
      expect(text).not.toContain("お預かり");
      expect(text).not.toContain("お釣り");
    }
  });

  it("prints no T-number line when the lounge has none, and `×3` without unit minutes", () => {
    const document = buildReceipt(
      receiptInput([groupA()], {
        lounge: { invoice_registration_number: "", unit_minutes: undefined },
      }),
    );
    const text = receiptText(document);
    expect(text).not.toContain("登録番号");
    expect(text).toContain("20時台 通常 ×3 ×2名");
  });

  it("prints the date on the lounge's wall clock", () => {
    const input = receiptInput([groupA()], { lounge: { time_zone: "America/New_York" } });
    expect(receiptText(buildReceipt(input))).toContain("2025/12/31 07:34");
    const midnight = receiptInput([groupA()]);
    midnight.settlement.accounted_at = "2025-12-31T15:00:00Z";
    expect(receiptText(buildReceipt(midnight))).toContain("2026/01/01 00:00");
  });

  it("prints a special-fee group's flat charge as one line", () => {
    const flat = groupA({
      fee_rule: "男性特殊",
      share_hours: [],
      charge_price: 10_000,
      orders: [],
      total_price: 10_000,
    });
    const document = buildReceipt(receiptInput([flat]));
    expect(rowOf(document, "男性特殊 定額")).toBe(
      "男性特殊 定額 ×2名                      ¥10,000",
    );
  });

  it("refuses stored figures that do not add up (INVALID_INPUT, nothing printed)", () => {
    const badGroup = receiptInput([groupA({ total_price: 12_500 })]);
    expect(thrown(() => buildReceipt(badGroup))?.code).toBe("INVALID_INPUT");

    const badSubtotal = receiptInput([groupA()]);
    badSubtotal.settlement.subtotal += 1;
    expect(thrown(() => buildReceipt(badSubtotal))).toMatchObject({
      code: "INVALID_INPUT",
      message: expect.stringContaining("小計"),
    });

    const badTotal = receiptInput([groupA()], { discount_percent: 20 });
    badTotal.settlement.groups_total_price += 1;
    expect(thrown(() => buildReceipt(badTotal))?.code).toBe("INVALID_INPUT");

    const badPayments = receiptInput([groupA()]);
    badPayments.settlement.cash -= 100;
    expect(thrown(() => buildReceipt(badPayments))?.message).toContain("お支払い");

    const badChange = receiptInput([groupA()], { tendered: 20_000 });
    badChange.settlement.change += 1;
    expect(thrown(() => buildReceipt(badChange))?.message).toContain("お預かりとお釣り");
    const lessThanCash = receiptInput([groupA()], { tendered: 10_000 });
    expect(thrown(() => buildReceipt(lessThanCash))?.code).toBe("INVALID_INPUT");

    const badCharge = receiptInput([groupA({ charge_price: 9000 })]);
    expect(thrown(() => buildReceipt(badCharge))?.code).toBe("INVALID_INPUT");

    const negative = receiptInput([groupA({ extra_charge: -5 })]);
    expect(thrown(() => buildReceipt(negative))?.code).toBe("INVALID_INPUT");
  });

  it("refuses an unreadable instant or time zone", () => {
    const badInstant = receiptInput([groupA()]);
    badInstant.settlement.accounted_at = "yesterday";
    expect(thrown(() => buildReceipt(badInstant))?.code).toBe("INVALID_INSTANT");
    const badZone = receiptInput([groupA()], { lounge: { time_zone: "Mars/Base" } });
    expect(thrown(() => buildReceipt(badZone))?.code).toBe("INVALID_TIME_ZONE");
  });
});
