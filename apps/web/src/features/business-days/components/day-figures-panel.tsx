// 本日の実績: the day's figures as the server computed them (as closed for a closed day, as of now
// otherwise): sales and tax, by payment type, discounts, settlements and groups, guests by gender,
// stays, 客単価 and 会計単価, what the sales are made of, and what was cancelled or voided.
import type { BusinessDay } from "@lounge-office/domain/business-days";
import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { formatYen } from "./day-format";

type Figure = { label: string; value: string; strong?: boolean };
type Block = { title: string; figures: Figure[] };

function blocksOf(f: BusinessDay["figures"]): Block[] {
  const guests = f.guests.mens + f.guests.ladys + f.guests.others;
  return [
    {
      title: "売上",
      figures: [
        { label: "売上（税込）", value: formatYen(f.sales), strong: true },
        { label: "内消費税", value: formatYen(f.tax) },
        { label: "割引", value: formatYen(f.discounts) },
        { label: "会計件数", value: `${f.settlements}件` },
        { label: "組数", value: `${f.groups}組` },
      ],
    },
    {
      title: "支払別",
      figures: [
        { label: "現金", value: formatYen(f.cash_sales), strong: true },
        { label: "クレジット", value: formatYen(f.credit_sales) },
        { label: "電子マネー", value: formatYen(f.e_money_sales) },
      ],
    },
    {
      title: "内訳（割引前）",
      figures: [
        { label: "時間料金", value: formatYen(f.time_sales) },
        { label: "注文", value: formatYen(f.order_sales) },
        { label: "追加料金", value: formatYen(f.extra_charges) },
      ],
    },
    {
      title: "客数",
      figures: [
        { label: "男性", value: `${f.guests.mens}名` },
        { label: "女性", value: `${f.guests.ladys}名` },
        { label: "その他", value: `${f.guests.others}名` },
        { label: "合計", value: `${guests}名`, strong: true },
      ],
    },
    {
      title: "単価・滞在",
      figures: [
        { label: "客単価", value: formatYen(f.per_guest) },
        { label: "会計単価", value: formatYen(f.per_settlement) },
        { label: "平均相席時間", value: `${f.average_share_minutes}分` },
        { label: "平均ひとり時間", value: `${f.average_solo_minutes}分` },
      ],
    },
    {
      title: "取消",
      figures: [
        { label: "取消した入店", value: `${f.cancelled_entries}組` },
        { label: "取消した会計", value: `${f.voided_settlements}件` },
        { label: "取消した会計の金額", value: formatYen(f.voided_amount) },
      ],
    },
  ];
}

export function DayFiguresPanel({ day, title }: { day: BusinessDay; title: string }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title} data-testid="day-figures">
      <Stack gap="sm">
        <Title order={3}>{title}</Title>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
          {blocksOf(day.figures).map((block) => (
            <Paper key={block.title} withBorder p="xs" bg="var(--mantine-color-default-hover)">
              <Text fw={700} size="sm" mb={4}>
                {block.title}
              </Text>
              {block.figures.map((figure) => (
                <Text
                  key={figure.label}
                  size="sm"
                  fw={figure.strong ? 700 : 400}
                  style={{ display: "flex", justifyContent: "space-between", gap: 8 }}
                  data-figure={figure.label}
                >
                  <span>{figure.label}</span>
                  <span style={{ whiteSpace: "nowrap" }}>{figure.value}</span>
                </Text>
              ))}
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
