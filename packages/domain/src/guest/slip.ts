// The guest page's slip: a small paper the receipt printer prints for a group, with the
// QR code of its own page (/g/{token}) and how to use it, for guests who would rather keep a paper
// than scan a tablet. Built here so every printer gets the same lines; printed by eposPrintXml.
import { DomainError } from "../shared/errors";
import { formatReceiptDate, ruleLine } from "../shared/paper/receipt-parts";
import type { PrintedPaper } from "../shared/paper/receipt-types";

export type GuestSlipInput = {
  lounge_name: string;
  seat_name: string;
  /** The page's whole address (the QR code's content). */
  url: string;
  /** ISO instant the link stops working at the latest (it also ends at settlement). */
  expires_at: string;
  time_zone: string;
};

/** A QR code of model 2 at level M holds 2,331 bytes; an address this long is not ours. */
const MAX_URL_LENGTH = 500;

export function buildGuestSlip(input: GuestSlipInput): PrintedPaper {
  const url = input.url.trim();
  if (!/^https?:\/\/\S+$/.test(url) || url.length > MAX_URL_LENGTH) {
    throw new DomainError("INVALID_INPUT", "お客様用ページのアドレスが正しくありません");
  }
  const until = formatReceiptDate(input.expires_at, input.time_zone);
  return {
    lines: [
      { text: input.lounge_name, align: "center", bold: true },
      ruleLine(),
      { text: "お客様用ページ", align: "center", size: "double" },
      { text: `お席 ${input.seat_name}`, align: "center", bold: true },
      ruleLine(),
      {
        text: "下のQRコードをスマートフォンで読み取ると、ご利用時間と現在の料金をいつでもご覧いただけます。",
      },
      { text: "Scan to see your time and charge so far." },
      { text: `有効期限 ${until}（お会計まで）`, bold: true },
      { text: "お客様専用のページです。他の方にお渡しにならないでください。" },
      { text: url },
    ],
    qr: url,
  };
}
