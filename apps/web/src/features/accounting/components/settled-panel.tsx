// The accounting screen once 会計する succeeded: the settlement number, the total and how it was
// paid, then お預かり and お釣り in large figures (as the server stored them) while the change is
// counted out, the receipt buttons and the way back to the floor.
import type { AccountingLog } from "@lounge-office/domain/accounting";
import { Button, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paymentName } from "../../../lib/common-messages";
import { CopyableValue } from "../../../lib/copy-button";
import { BOARD_PATH } from "../../../lib/page-links";
import { t } from "../messages";
import { ChangeFigure } from "./cash-tendered";
import { formatYen } from "./format";

function Row({ label, amount, size }: { label: string; amount: number; size: string | number }) {
  return (
    <Group justify="space-between" align="baseline" wrap="nowrap">
      <Text fw={600} fz={size === "md" ? "md" : "lg"}>
        {label}
      </Text>
      <Text fw={700} fz={size} data-testid={`settled-${label}`}>
        {formatYen(amount)}
      </Text>
    </Group>
  );
}

type Props = {
  /** The settlement's rows as POST /accounting_logs answered (settlement-wide figures on each). */
  accountingLogs: AccountingLog[];
  /** The receipts feature's buttons, composed in by the app. */
  receipts?: ReactNode;
};

export function SettledPanel({ accountingLogs, receipts }: Props) {
  const settled = accountingLogs[0];
  if (!settled) return null;
  const payments = [
    [paymentName("cash"), settled.cash],
    [paymentName("credit"), settled.credit],
    [paymentName("e_money"), settled.e_money],
  ] as const;
  return (
    <Paper withBorder p="lg" maw={560}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2}>{t("settled")}</Title>
          <Text>
            {t("settlementNo")}{" "}
            <CopyableValue value={settled.settlement_id} label={t("settlementNo")}>
              #{settled.settlement_id}
            </CopyableValue>
          </Text>
        </Group>
        <Row label={t("total")} amount={settled.groups_total_price} size="xl" />
        {payments
          .filter(([, amount]) => amount > 0)
          .map(([label, amount]) => (
            <Row key={label} label={label} amount={amount} size="md" />
          ))}
        {settled.cash > 0 && (
          <>
            <Divider />
            <Row label={t("tendered")} amount={settled.cash_tendered} size={28} />
            <ChangeFigure change={settled.change} size={56} />
          </>
        )}
        {receipts}
        <Button component={Link} to={BOARD_PATH}>
          {t("backToFloor")}
        </Button>
      </Stack>
    </Paper>
  );
}
