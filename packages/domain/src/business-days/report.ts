// The daily report (日報): one list of sections and rows, so the CSV, the A4 page and the printed
// paper say the same things in the same order.
import { csvField } from "../shared/csv";
import { formatReceiptDate, formatYen, ruleLine } from "../shared/paper/receipt-parts";
import type { PrintedPaper, ReceiptLine } from "../shared/paper/receipt-types";
import { DENOMINATION_KEYS, DENOMINATION_LABELS } from "./rules";
import type { BusinessDay, CashMovement } from "./schemas";

/**
 * A row as shown (`value`), and as a number where it is one (`amount`: yen, a count or minutes).
 * `long`: a value too long to stand beside its label on paper (a hash), printed under it.
 */
export type ReportRow = { label: string; value: string; amount?: number; long?: true };

/** A hash on paper: rows of 32 characters, whole on every printer (58 mm paper has 32 columns). */
const HASH_ROW = 32;
export type ReportSection = { title: string; rows: ReportRow[] };

const STATE_LABELS = {
  not_opened: "未開店",
  open: "営業中（未締め）",
  closed: "締め済み",
} as const;

/** `-¥1,000`, `+¥500`, `¥0`. */
export function formatSignedYen(amount: number): string {
  if (amount === 0) return formatYen(0);
  return `${amount > 0 ? "+" : "-"}${formatYen(Math.abs(amount))}`;
}

const money = (label: string, amount: number): ReportRow => ({
  label,
  value: amount < 0 ? `-${formatYen(-amount)}` : formatYen(amount),
  amount,
});
const counted = (label: string, amount: number, unit: string): ReportRow => ({
  label,
  value: `${amount}${unit}`,
  amount,
});

/** The report's sections for a day (its figures as closed, or as of now for a day not closed). */
export function dailyReport(
  day: BusinessDay,
  movements: readonly CashMovement[],
  loungeName: string,
): ReportSection[] {
  const f = day.figures;
  const when = (instant: string | null) =>
    instant ? formatReceiptDate(instant, day.time_zone) : "";
  const guests = f.guests.mens + f.guests.ladys + f.guests.others;
  const sections: ReportSection[] = [
    {
      title: "営業日",
      rows: [
        { label: "店舗", value: loungeName },
        { label: "営業日", value: day.date.replaceAll("-", "/") },
        { label: "状態", value: STATE_LABELS[day.state] },
        { label: "開店", value: when(day.opened_at) },
        { label: "締め", value: when(day.closed_at) },
        { label: "締めた人", value: day.closed_by_name ?? "" },
      ],
    },
    {
      title: "売上",
      rows: [
        money("売上（税込）", f.sales),
        money("内消費税", f.tax),
        money("現金", f.cash_sales),
        money("クレジット", f.credit_sales),
        money("電子マネー", f.e_money_sales),
        money("時間料金", f.time_sales),
        money("注文", f.order_sales),
        money("追加料金", f.extra_charges),
        money("割引", -f.discounts),
        counted("会計件数", f.settlements, "件"),
        counted("組数", f.groups, "組"),
        counted("取消した会計", f.voided_settlements, "件"),
        money("取消した会計の金額", f.voided_amount),
        counted("取消した入店", f.cancelled_entries, "組"),
      ],
    },
    {
      title: "客数",
      rows: [
        counted("男性", f.guests.mens, "名"),
        counted("女性", f.guests.ladys, "名"),
        counted("その他", f.guests.others, "名"),
        counted("合計", guests, "名"),
        money("客単価", f.per_guest),
        money("会計単価", f.per_settlement),
        counted("平均相席時間", f.average_share_minutes, "分"),
        counted("平均ひとり時間", f.average_solo_minutes, "分"),
      ],
    },
    {
      title: "レジ",
      rows: [
        money("釣銭準備金", day.float),
        money("現金売上", f.cash_sales),
        money("入金", f.paid_in),
        money("出金", -f.paid_out),
        money("理論残高", day.expected_cash),
        ...(day.counted_cash === null || day.difference === null
          ? []
          : [
              money("実残高", day.counted_cash),
              { ...money("過不足", day.difference), value: formatSignedYen(day.difference) },
              { label: "過不足の理由", value: day.difference_reason ?? "" },
            ]),
        ...(day.next_float === null ? [] : [money("翌日の釣銭準備金", day.next_float)]),
      ],
    },
  ];
  if (day.counted) {
    const count = day.counted;
    sections.push({
      title: "金種",
      rows: DENOMINATION_KEYS.map((key) => ({
        label: DENOMINATION_LABELS[key],
        value: `${count[key] ?? 0}枚 ${formatYen((count[key] ?? 0) * Number(key))}`,
        amount: count[key] ?? 0,
      })),
    });
  }
  const live = movements.filter((m) => m.voided_at === null);
  if (live.length > 0) {
    sections.push({
      title: "入出金",
      rows: live.map((m) =>
        money(
          `${when(m.recorded_at).slice(11)} ${m.direction === "in" ? "入金" : "出金"} ${m.reason || "（理由なし）"}`,
          m.direction === "in" ? m.amount : -m.amount,
        ),
      ),
    });
  }
  if (day.adjustments.length > 0) {
    sections.push({
      title: "締め後の訂正",
      rows: day.adjustments.map((a) => ({
        label: `${when(a.at)} 会計番号 #${a.settlement_id} ${a.kind === "void" ? "取消" : "訂正"} ${a.by_name}`,
        value:
          a.kind === "void"
            ? formatSignedYen(a.amount)
            : `現金 ${formatSignedYen(a.cash)} / クレジット ${formatSignedYen(a.credit)} / 電子マネー ${formatSignedYen(a.e_money)}`,
        ...(a.kind === "void" ? { amount: a.amount } : {}),
      })),
    });
  }
  if (day.journal_head_hash) {
    sections.push({
      title: "取引記録",
      rows: [
        { label: "最後の記録のハッシュ（SHA-256）", value: day.journal_head_hash, long: true },
      ],
    });
  }
  return sections;
}

/** The report as CSV: 区分, 項目, 値 per row; UTF-8 with BOM and CRLF, as every export of ours. */
export function dailyReportCsv(sections: readonly ReportSection[]): string {
  const lines = [["区分", "項目", "値"].join(",")];
  for (const section of sections) {
    for (const row of section.rows) {
      lines.push([section.title, row.label, row.amount ?? row.value].map(csvField).join(","));
    }
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** The report on a receipt printer: a title, then each section as label and right-aligned value. */
export function dailyReportPaper(
  sections: readonly ReportSection[],
  heading: { loungeName: string; date: string; printedAt: string; timeZone: string },
): PrintedPaper {
  const lines: ReceiptLine[] = [
    { text: "日報", align: "center", size: "double", bold: true },
    { text: heading.loungeName.trim(), align: "center", bold: true },
    { text: `営業日 ${heading.date.replaceAll("-", "/")}`, align: "center" },
    { text: `印刷 ${formatReceiptDate(heading.printedAt, heading.timeZone)}`, align: "center" },
  ];
  for (const section of sections) {
    lines.push(ruleLine(), { text: `【${section.title}】`, bold: true });
    for (const row of section.rows) {
      if (row.value === "") continue;
      if (row.long) {
        lines.push({ text: row.label });
        for (let at = 0; at < row.value.length; at += HASH_ROW) {
          lines.push({ text: row.value.slice(at, at + HASH_ROW) });
        }
        continue;
      }
      lines.push({ text: row.label, right: row.value });
    }
  }
  lines.push(ruleLine());
  return { lines, qr: `日報 ${heading.loungeName.trim()} ${heading.date}` };
}
