// 本日の実績: the day's figures as the server computed them (as closed for a closed day, as of now
// otherwise): sales and tax, by payment type, discounts, settlements and groups, guests by gender,
// stays, 客単価 and 会計単価, what the sales are made of, and what was cancelled or voided.
import type { BusinessDay } from "@lounge-office/domain/business-days";
import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { genderName, paymentName } from "../../../lib/common-messages";
import { t } from "../messages";
import { formatYen } from "./day-format";

type Figure = { label: string; value: string; strong?: boolean };
type Block = { title: string; figures: Figure[] };

function blocksOf(f: BusinessDay["figures"]): Block[] {
  const guests = f.guests.mens + f.guests.ladys + f.guests.others;
  const people = (count: number) => t("count.guests", { count });
  const minutes = (count: number) => t("count.minutes", { count });
  return [
    {
      title: t("block.sales"),
      figures: [
        { label: t("figure.sales"), value: formatYen(f.sales), strong: true },
        { label: t("figure.tax"), value: formatYen(f.tax) },
        { label: t("figure.discounts"), value: formatYen(f.discounts) },
        { label: t("figure.settlements"), value: t("count.settlements", { count: f.settlements }) },
        { label: t("figure.groups"), value: t("count.groups", { count: f.groups }) },
      ],
    },
    {
      title: t("block.payments"),
      figures: [
        { label: paymentName("cash"), value: formatYen(f.cash_sales), strong: true },
        { label: paymentName("credit"), value: formatYen(f.credit_sales) },
        { label: paymentName("e_money"), value: formatYen(f.e_money_sales) },
      ],
    },
    {
      title: t("block.breakdown"),
      figures: [
        { label: t("figure.timeSales"), value: formatYen(f.time_sales) },
        { label: t("figure.orderSales"), value: formatYen(f.order_sales) },
        { label: t("figure.extraCharges"), value: formatYen(f.extra_charges) },
      ],
    },
    {
      title: t("block.guests"),
      figures: [
        { label: genderName("mens"), value: people(f.guests.mens) },
        { label: genderName("ladys"), value: people(f.guests.ladys) },
        { label: genderName("others"), value: people(f.guests.others) },
        { label: t("figure.total"), value: people(guests), strong: true },
      ],
    },
    {
      title: t("block.averages"),
      figures: [
        { label: t("figure.perGuest"), value: formatYen(f.per_guest) },
        { label: t("figure.perSettlement"), value: formatYen(f.per_settlement) },
        { label: t("figure.shareMinutes"), value: minutes(f.average_share_minutes) },
        { label: t("figure.soloMinutes"), value: minutes(f.average_solo_minutes) },
      ],
    },
    {
      title: t("block.cancelled"),
      figures: [
        {
          label: t("figure.cancelledEntries"),
          value: t("count.groups", { count: f.cancelled_entries }),
        },
        {
          label: t("figure.voidedSettlements"),
          value: t("count.settlements", { count: f.voided_settlements }),
        },
        { label: t("figure.voidedAmount"), value: formatYen(f.voided_amount) },
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
