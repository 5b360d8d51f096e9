// The accounting log's page (detail / update): the settlement's rows and payments (with お預かり and
// お釣り when cash was paid), each group's bill as settled, the comment dialog (everyone),
// corrections and 取消 (managers), and the change history. The settlement number and its total
// have copy buttons (screen 19).
import type { AccountingLog } from "@lounge-office/domain/accounting";
import { NO_COMMENT_LABEL } from "@lounge-office/domain/floor";
import { GENDER_LABELS, roleHolds } from "@lounge-office/domain/shared";
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
import { CopyableValue, CopyButton } from "../../../lib/copy-button";
import { useSession } from "../../../lib/session";
import { accountingLogQuery } from "../api/accounting-log";
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
      <Alert color="red" title="会計を表示できません" role="alert">
        {errorMessage(detail.error)}
      </Alert>
    );
  }
  if (!detail.data) return <Loader aria-label="読み込み中" />;

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
            会計 #{first.settlement_id}{" "}
            {voided && (
              <Badge color="red" size="lg" data-testid="voided-badge">
                取消済み
              </Badge>
            )}
          </Title>
          <CopyButton value={first.settlement_id} label="会計番号" />
        </Group>
        <Anchor component={Link} to="/accounting_logs" size="sm">
          会計履歴へ
        </Anchor>
      </Group>
      {voided && (
        <Alert color="red" icon={<IconBan />}>
          この会計は {formatDateTime(first.voided_at ?? "", timeZone)}{" "}
          に取消されました。売上に含まれません。
        </Alert>
      )}
      <Paper withBorder p="sm">
        <Stack gap="xs">
          <Text size="sm">
            {formatDateTime(first.accounted_at, timeZone)} ・ 担当 {first.staff_name}
            {first.discount_percent !== null && ` ・ ${first.discount_percent}%割引`}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Figure label="合計" amount={first.groups_total_price} copyable />
            <Figure label="現金" amount={first.cash} />
            <Figure label="クレジット" amount={first.credit} />
            <Figure label="電子マネー" amount={first.e_money} />
            {first.cash > 0 && (
              <>
                <Figure label="お預かり" amount={first.cash_tendered} />
                <Figure label="お釣り" amount={first.change} />
              </>
            )}
          </SimpleGrid>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c={first.comment ? undefined : "dimmed"} data-testid="comment">
              コメント: {first.comment || NO_COMMENT_LABEL}
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconMessage size={16} />}
              onClick={() => setDialog("comment")}
            >
              コメント
            </Button>
            {canCorrect && !voided && (
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconBan size={16} />}
                onClick={() => setDialog("void")}
              >
                取消
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      {!voided && receiptSlot?.(rows)}
      <Table.ScrollContainer minWidth={520}>
        <Table striped aria-label="会計した組">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>組ID</Table.Th>
              <Table.Th>性別</Table.Th>
              <Table.Th>人数</Table.Th>
              <Table.Th>料金区分</Table.Th>
              <Table.Th>入店</Table.Th>
              <Table.Th ta="right">組の合計</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.customer_group_id}</Table.Td>
                <Table.Td>{GENDER_LABELS[r.gender]}</Table.Td>
                <Table.Td>{r.num}名</Table.Td>
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
        明細
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
        変更履歴
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
