// The guest page's slip: what it says, that it fits the printer's paper (48, 42 and 32 columns), that its QR code is the page's
// address in the printer's envelope, and that it refuses an address that is not one.
import { describe, expect, it } from "vitest";
import { eposPrintXml } from "../shared/epos/epos";
import { receiptText } from "../shared/paper/receipt-layout";
import { expectLaidOutFor, thrown } from "../shared/test-helpers";
import { buildGuestSlip, type GuestSlipInput } from "./slip";

const URL = "https://shibuya.example.jp/g/AbCdEfGhIjKlMnOpQrStUvWxYz012_-9";
const input: GuestSlipInput = {
  lounge_name: "相席ラウンジ 渋谷店",
  seat_name: "C7",
  url: URL,
  // 03:18 in Tokyo on the next calendar day: the slip prints the lounge's date and time.
  expires_at: "2026-11-24T18:18:00.000Z",
  time_zone: "Asia/Tokyo",
};

describe("buildGuestSlip", () => {
  it("names the lounge and the seat, says how to use the page, and when it ends", () => {
    // Long lines wrap at the paper's width: read the rows as one text.
    const text = receiptText(buildGuestSlip(input)).replace(/ *\n/g, "");
    expect(text).toContain("相席ラウンジ 渋谷店");
    expect(text).toContain("お客様用ページ");
    expect(text).toContain("お席 C7");
    expect(text).toContain("QRコードをスマートフォンで読み取ると");
    expect(text).toContain("Scan to see your time and charge so far.");
    expect(text).toContain("有効期限 2026/11/25 03:18（お会計まで）");
  });

  for (const columns of [48, 42, 32]) {
    it(`lays the slip out for a ${columns}-column printer: no row wider than it`, () => {
      expectLaidOutFor(
        buildGuestSlip({ ...input, lounge_name: "相".repeat(60), seat_name: "VIP-ROOM-12" }),
        columns,
      );
    });
  }

  it("prints the page's address as the QR code and as text (wrapped, nothing lost)", () => {
    const slip = buildGuestSlip(input);
    expect(slip.qr).toBe(URL);
    expect(receiptText(slip).replace(/\s+/g, "")).toContain(URL);
    const xml = eposPrintXml(slip);
    expect(xml).toContain(
      `<symbol type="qrcode_model_2" level="level_m" width="5">${URL}</symbol>`,
    );
    expect(xml).toContain('<cut type="feed"/>');
    expect(xml).not.toContain("<pulse");
  });

  it("refuses what is not a web address, and a bad instant or zone", () => {
    for (const url of [
      "",
      "javascript:alert(1)",
      "/g/abc",
      "https://a b",
      `https://x/${"a".repeat(500)}`,
    ]) {
      expect(thrown(() => buildGuestSlip({ ...input, url }))?.message).toBe(
        "お客様用ページのアドレスが正しくありません",
      );
    }
    expect(thrown(() => buildGuestSlip({ ...input, expires_at: "soon" }))).toBeDefined();
    expect(thrown(() => buildGuestSlip({ ...input, time_zone: "Mars/Base" }))).toBeDefined();
  });
});
