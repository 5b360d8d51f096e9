// One group's block of the bill: who, the stays, the charged hours (or a special-fee group's flat
// price, 特別料金), orders and rewards, the special-date line (only above 0), the extra charge
// (editable on the accounting screen) and the group's total.
import type { BillGroup } from "@lounge-office/domain/accounting";
import { chargeParts } from "@lounge-office/domain/shared";
import { Badge, Divider, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { genderName } from "../../../lib/common-messages";
import { t } from "../messages";
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
        {t("orders.none")}
      </Text>
    );
  }
  return (
    <Table verticalSpacing={2} withRowBorders={false} aria-label={t("orders.table")}>
      <Table.Tbody>
        {orders.map((o, n) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: order lines have no id in the bill
          <Table.Tr key={n}>
            <Table.Td>
              {o.name}
              {o.option && t("order.option", { option: o.option })}{" "}
              {o.reward && (
                <Badge size="xs" color="orange" variant="light">
                  {t("reward")}
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
  const gender = genderName(group.gender);
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
            {t("people", { count: group.num })}
          </Title>
          <Text size="sm" c="dimmed">
            {t("group.meta", {
              feeRule: group.fee_rule,
              seat: group.seat_name,
              time: formatTime(group.visited_at, timeZone),
            })}
          </Text>
        </Group>
        <StayTimeline
          intervals={group.intervals}
          pricedAt={pricedAt}
          timeZone={timeZone}
          live={extraCharge !== undefined}
        />
        <Text size="sm" c="dimmed">
          {t("group.minutes", { share: group.share_minutes, solo: group.solo_minutes })}
        </Text>
        <HourLines group={group} timeZone={timeZone} />
        <Divider label={t("orders.divider")} labelPosition="left" />
        <OrderLines orders={group.orders} />
        <Divider />
        {flat_price > 0 ? (
          <MoneyRow label={t("price.flat")} amount={flat_price} testId="flat-price" />
        ) : (
          <MoneyRow label={t("price.share")} amount={group.charge_price} />
        )}
        <MoneyRow label={t("price.solo")} amount={group.solo_price} />
        {group.special_price > 0 && (
          <MoneyRow
            label={specialPriceLabel(group.visited_at, timeZone)}
            amount={group.special_price}
            testId="special-price"
          />
        )}
        <MoneyRow label={t("price.orders")} amount={group.order_price} />
        {extraCharge ? (
          <YenInput
            label={t("price.extra")}
            size="sm"
            value={extraCharge.value}
            onChange={extraCharge.onChange}
            aria-label={t("price.extraOf", { id: group.customer_group_id })}
          />
        ) : (
          <MoneyRow label={t("price.extra")} amount={group.extra_charge} />
        )}
        <Group justify="space-between">
          <Text fw={700}>{t("price.groupTotal")}</Text>
          <Text fw={700} data-testid={`group-total-${group.customer_group_id}`}>
            {formatYen(group.total_price)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
