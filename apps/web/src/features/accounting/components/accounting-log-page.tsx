// The accounting log's page (detail / update): the settlement's rows and payments (with お預かり and
// お釣り when cash was paid), each group's bill as settled, the comment dialog (everyone),
// corrections and 取消 (managers), and the change history. The settlement number and its total
// have copy buttons (screen 19).
import type { AccountingLog } from "@lounge-office/domain/accounting";
import { roleHolds } from "@lounge-office/domain/shared";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconBan, IconMessage } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link, useParams } from "react-router";
import { errorMessage } from "../../../lib/api-client";
import { genderName, paymentName } from "../../../lib/common-messages";
import { CopyableValue, CopyButton } from "../../../lib/copy-button";
import { useSession } from "../../../lib/session";
import { accountingLogQuery } from "../api/accounting-log";
import { t } from "../messages";
import { AccountingCommentDialog } from "./accounting-comment-dialog";
import { BillGroupCard } from "./bill-group-card";
import { ChangeHistory } from "./change-history";
import { CorrectionForm } from "./correction-form";
import { formatDateTime, formatYen } from "./format";
import { VoidDialog } from "./void-dialog";

/** An amount of the settlement; `copyable` adds a button copying its plain digits (12800). */
function Figure({
  label,
  amount,
  copyable,
}: {
  label: string;
  amount: number;
  copyable?: boolean;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={`figure-${label}`}>
        {copyable ? (
          <CopyableValue value={amount} label={label}>
            {formatYen(amount)}
          </CopyableValue>
        ) : (
          formatYen(amount)
        )}
      </Text>
    </div>
  );
}

type Props = {
  /** The receipts feature's print buttons for this settlement (the app composes it; not when voided). */
  receiptSlot?: (rows: AccountingLog[]) => ReactNode;
};

export function AccountingLogPage({ receiptSlot }: Props = {}) {
  const id = Number(useParams().id);
  const session = useSession().data;
  const detail = useQuery(accountingLogQuery(id));
  const [dialog, setDialog] = useState<"comment" | "void" | null>(null);
  if (!session) return null;
  if (detail.isError) {
    return (
      <Alert color="red" title={t("log.unavailable")} role="alert">
        {errorMessage(detail.error)}
      </Alert>
    );
  }
  if (!detail.data) return <Loader aria-label={t("loading")} />;

  const { accounting_logs: rows, groups, changes, staffs } = detail.data;
  const first = rows.find((r) => r.id === id) ?? rows[0];
  if (!first) return null;
  const timeZone = session.lounge.time_zone;
  const voided = first.voided_at !== null;
  const canCorrect = roleHolds(session.staff.role, "accounting.correct");

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Group gap={4} wrap="nowrap">
          <Title order={2}>
            {t("log.title", { id: first.settlement_id })}{" "}
            {voided && (
              <Badge color="red" size="lg" data-testid="voided-badge">
                {t("log.voided")}
              </Badge>
            )}
          </Title>
          <CopyButton value={first.settlement_id} label={t("settlementNo")} />
        </Group>
        <Anchor component={Link} to="/accounting_logs" size="sm">
          {t("log.toHistory")}
        </Anchor>
      </Group>
      {voided && (
        <Alert color="red" icon={<IconBan />}>
          {t("log.voidedAt", { when: formatDateTime(first.voided_at ?? "", timeZone) })}
        </Alert>
      )}
      <Paper withBorder p="sm">
        <Stack gap="xs">
          <Text size="sm">
            {t("log.meta", {
              when: formatDateTime(first.accounted_at, timeZone),
              staff: first.staff_name,
            })}
            {first.discount_percent !== null &&
              t("log.discount", { percent: first.discount_percent })}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Figure label={t("total")} amount={first.groups_total_price} copyable />
            <Figure label={paymentName("cash")} amount={first.cash} />
            <Figure label={paymentName("credit")} amount={first.credit} />
            <Figure label={paymentName("e_money")} amount={first.e_money} />
            {first.cash > 0 && (
              <>
                <Figure label={t("tendered")} amount={first.cash_tendered} />
                <Figure label={t("change")} amount={first.change} />
              </>
            )}
          </SimpleGrid>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c={first.comment ? undefined : "dimmed"} data-testid="comment">
              {t("log.comment", { comment: first.comment || t("noComment") })}
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconMessage size={16} />}
              onClick={() => setDialog("comment")}
            >
              {t("comment")}
            </Button>
            {canCorrect && !voided && (
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconBan size={16} />}
                onClick={() => setDialog("void")}
              >
                {t("void")}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      {!voided && receiptSlot?.(rows)}
      <Table.ScrollContainer minWidth={520}>
        <Table striped aria-label={t("log.groups")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("groupId")}</Table.Th>
              <Table.Th>{t("gender")}</Table.Th>
              <Table.Th>{t("headcount")}</Table.Th>
              <Table.Th>{t("log.feeRule")}</Table.Th>
              <Table.Th>{t("log.visitedAt")}</Table.Th>
              <Table.Th ta="right">{t("groupTotal")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.customer_group_id}</Table.Td>
                <Table.Td>{genderName(r.gender)}</Table.Td>
                <Table.Td>{t("people", { count: r.num })}</Table.Td>
                <Table.Td>{r.fee_rule}</Table.Td>
                <Table.Td>{formatDateTime(r.visited_at, timeZone)}</Table.Td>
                <Table.Td ta="right">{formatYen(r.total_price)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {canCorrect && !voided && <CorrectionForm key={changes.length} log={first} staffs={staffs} />}
      <Title order={3} size="h4">
        {t("log.breakdown")}
      </Title>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        {groups.map((group) => (
          <BillGroupCard
            key={group.customer_group_id}
            group={group}
            timeZone={timeZone}
            pricedAt={first.accounted_at}
          />
        ))}
      </SimpleGrid>
      <Title order={3} size="h4">
        {t("log.changes")}
      </Title>
      <ChangeHistory changes={changes} timeZone={timeZone} />
      {dialog === "comment" && (
        <AccountingCommentDialog
          id={first.id}
          comment={first.comment}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === "void" && (
        <VoidDialog
          id={first.id}
          settlementId={first.settlement_id}
          groups={rows.length}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
