// A group's order lines: name, option, price, num, order_price; cancelled lines struck through with who and when;
// a cancel button per open line (asks once more inline, so it also works inside another modal).
import type { OrderRecord } from "@lounge-office/domain/orders";
import { orderTotal } from "@lounge-office/domain/shared";
import { Badge, Button, Group, Table, Text } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useState } from "react";
import { ActionsHeader } from "../../../lib/actions-header";
import { yenWord } from "../../../lib/common-messages";
import { formatDateTime } from "../../../lib/format";
import { t } from "../messages";

type Props = {
  lines: readonly OrderRecord[];
  timeZone: string;
  cancelling: number | null;
  onCancel: (line: OrderRecord) => void;
};

export function OrderLines({ lines, timeZone, cancelling, onCancel }: Props) {
  const [confirming, setConfirming] = useState<number | null>(null);
  // The money core's rule (cancelled lines count nothing), the same the server prices lines with.
  const total = orderTotal(lines);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing={6} aria-label={t("list")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("col.name")}</Table.Th>
            <Table.Th ta="right" style={{ whiteSpace: "nowrap" }}>
              {t("col.price")}
            </Table.Th>
            <Table.Th ta="right" style={{ whiteSpace: "nowrap" }}>
              {t("col.num")}
            </Table.Th>
            <Table.Th ta="right" style={{ whiteSpace: "nowrap" }}>
              {t("col.amount")}
            </Table.Th>
            <Table.Th>{t("col.entered")}</Table.Th>
            <ActionsHeader />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => {
            const cancelled = line.cancelled_at !== null;
            const strike = cancelled ? ({ td: "line-through", c: "dimmed" } as const) : {};
            return (
              <Table.Tr
                key={line.id}
                data-order-line={line.name}
                data-cancelled={String(cancelled)}
              >
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" {...strike}>
                      {line.name}
                    </Text>
                    {line.option && (
                      <Badge size="sm" variant="outline" tt="none">
                        {line.option}
                      </Badge>
                    )}
                    {line.kind === "reward" && (
                      <Badge size="sm" color="pink" variant="light">
                        {t("reward")}
                      </Badge>
                    )}
                  </Group>
                  {cancelled && (
                    <Text size="xs" c="red" data-testid="cancelled-note">
                      {t("cancelledBy", {
                        who: line.cancelled_by ?? "—",
                        when: line.cancelled_at ? formatDateTime(line.cancelled_at, timeZone) : "",
                      })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                  <Text size="sm" {...strike}>
                    {yenWord(line.price)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                  <Text size="sm" {...strike}>
                    {line.num}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                  <Text size="sm" {...strike}>
                    {yenWord(line.order_price)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed">
                    {line.created_by} {formatDateTime(line.created_at, timeZone)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {!cancelled && confirming !== line.id && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      leftSection={<IconX size={12} />}
                      loading={cancelling === line.id}
                      onClick={() => setConfirming(line.id)}
                      aria-label={t("cancelNamed", { name: line.name })}
                    >
                      {t("cancel")}
                    </Button>
                  )}
                  {!cancelled && confirming === line.id && (
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-xs"
                        color="red"
                        onClick={() => {
                          onCancel(line);
                          setConfirming(null);
                        }}
                      >
                        {t("confirmCancel")}
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="default"
                        onClick={() => setConfirming(null)}
                      >
                        {t("back")}
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
          {lines.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text size="sm" c="dimmed" ta="center">
                  {t("none")}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={3}>{t("total")}</Table.Th>
            <Table.Th ta="right" style={{ whiteSpace: "nowrap" }} data-testid="order-total">
              {yenWord(total)}
            </Table.Th>
            <Table.Th colSpan={2} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
