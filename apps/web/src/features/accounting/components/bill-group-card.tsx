// One group's block of the bill: who, the stays, the charged hours (or a special-fee group's flat
// price, 特別料金), orders and rewards, the special-date line (only above 0), the extra charge
// (editable on the accounting screen) and the group's total.
import type { BillGroup } from "@lounge-office/domain/accounting";
import { chargeParts, GENDER_LABELS } from "@lounge-office/domain/shared";
import { Badge, Divider, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { HourLines, StayTimeline } from "./bill-explanation";
import { formatTime, formatYen, specialPriceLabel } from "./format";
import { YenInput } from "./yen-input";

type Props = {
  group: BillGroup;
  timeZone: string;
  /** When the open stays were priced up to (the server's clock). */
  pricedAt: string;
  /** The extra-charge input of the accounting screen; absent on a settled bill (read-only). */
  extraCharge?: { value: number | string; onChange: (value: number | string) => void };
};

function MoneyRow({
  label,
  amount,
  testId,
}: {
  label: ReactNode;
  amount: number;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Text size="sm" data-testid={testId}>
        {formatYen(amount)}
      </Text>
    </Group>
  );
}

function OrderLines({ orders }: { orders: BillGroup["orders"] }) {
  if (orders.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        注文はありません
      </Text>
    );
  }
  return (
    <Table verticalSpacing={2} withRowBorders={false} aria-label="注文と特典">
      <Table.Tbody>
        {orders.map((o, n) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: order lines have no id in the bill
          <Table.Tr key={n}>
            <Table.Td>
              {o.name}
              {o.option && `（${o.option}）`}{" "}
              {o.reward && (
                <Badge size="xs" color="orange" variant="light">
                  特典
                </Badge>
              )}
            </Table.Td>
            <Table.Td ta="right" c="dimmed">
              {formatYen(o.price)} × {o.num}
            </Table.Td>
            <Table.Td ta="right">{formatYen(o.order_price)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function BillGroupCard({ group, timeZone, pricedAt, extraCharge }: Props) {
  const gender = GENDER_LABELS[group.gender];
  // A special-fee guest pays a flat price whether or not he shared a table: never 相席料金.
  const { flat_price } = chargeParts({
    charge_price: group.charge_price,
    share_hour_lines: group.share_hours.length,
  });
  return (
    <Paper withBorder p="sm" data-group-id={group.customer_group_id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            #{group.customer_group_id}{" "}
            <Badge color={group.gender === "ladys" ? "pink" : "blue"} variant="light">
              {gender}
            </Badge>{" "}
            {group.num}名
          </Title>
          <Text size="sm" c="dimmed">
            {group.fee_rule} ・ {group.seat_name} ・ {formatTime(group.visited_at, timeZone)}入店
          </Text>
        </Group>
        <StayTimeline
          intervals={group.intervals}
          pricedAt={pricedAt}
          timeZone={timeZone}
          live={extraCharge !== undefined}
        />
        <Text size="sm" c="dimmed">
          相席 {group.share_minutes}分 ・ ひとり {group.solo_minutes}分
        </Text>
        <HourLines group={group} timeZone={timeZone} />
        <Divider label="注文・特典" labelPosition="left" />
        <OrderLines orders={group.orders} />
        <Divider />
        {flat_price > 0 ? (
          <MoneyRow label="特別料金" amount={flat_price} testId="flat-price" />
        ) : (
          <MoneyRow label="相席料金" amount={group.charge_price} />
        )}
        <MoneyRow label="ひとり料金" amount={group.solo_price} />
        {group.special_price > 0 && (
          <MoneyRow
            label={specialPriceLabel(group.visited_at, timeZone)}
            amount={group.special_price}
            testId="special-price"
          />
        )}
        <MoneyRow label="注文" amount={group.order_price} />
        {extraCharge ? (
          <YenInput
            label="追加料金"
            size="sm"
            value={extraCharge.value}
            onChange={extraCharge.onChange}
            aria-label={`グループ #${group.customer_group_id} の追加料金`}
          />
        ) : (
          <MoneyRow label="追加料金" amount={group.extra_charge} />
        )}
        <Group justify="space-between">
          <Text fw={700}>グループ計</Text>
          <Text fw={700} data-testid={`group-total-${group.customer_group_id}`}>
            {formatYen(group.total_price)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
