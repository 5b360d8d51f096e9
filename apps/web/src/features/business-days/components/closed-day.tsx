// A closed day: the figures as closed, the drawer count with 理論残高, 実残高 and 過不足 and its
// reason, what was left for the next day, and the changes to its settlements after the close
// (締め後の訂正: 会計番号, 訂正/取消, who, when, the sales and payment deltas), kept apart from the
// closed figures. An admin may reopen it, with a reason.
import type { Adjustment, BusinessDay } from "@lounge-office/domain/business-days";
import { businessDaysApi } from "@lounge-office/domain/business-days";
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconLockOpen } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useContractMutation } from "../../../lib/contract-query";
import { FormModal } from "../../../lib/form";
import { type DayRef, dayChanged } from "../api/business-day-queries";
import { DifferenceFigure, ExpectedCash } from "./close-flow";
import { DayFiguresPanel } from "./day-figures-panel";
import { draftOf, formatDate, formatSignedYen, formatWhen, formatYen } from "./day-format";
import { DenominationTable } from "./denomination-table";

type Props = { day: DayRef; data: BusinessDay; canReopen: boolean };

export function ClosedDay({ day, data, canReopen }: Props) {
  const [reopening, setReopening] = useState(false);
  return (
    <Stack gap="md" data-testid="closed-day">
      <DayFiguresPanel day={data} title="締めた時の実績" />
      <Paper withBorder p="md" component="section" aria-label="レジ金（締め）">
        <Stack gap="sm">
          <Title order={3}>レジ金</Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {data.counted ? (
              <DenominationTable
                label="締めたレジ金の金種"
                value={draftOf(data.counted)}
                onChange={() => {}}
                readOnly
              />
            ) : (
              <Text c="dimmed">金種の記録はありません。</Text>
            )}
            <Stack gap="sm">
              <ExpectedCash data={data} />
              <Text size="xl" fw={700}>
                実残高 {formatYen(data.counted_cash ?? 0)}
              </Text>
              <DifferenceFigure difference={data.difference ?? 0} label="過不足" />
              {data.difference_reason && <Text>過不足の理由: {data.difference_reason}</Text>}
              {data.next_float !== null && (
                <Text>翌日の釣銭準備金: {formatYen(data.next_float)}</Text>
              )}
            </Stack>
          </SimpleGrid>
        </Stack>
      </Paper>
      <Adjustments adjustments={data.adjustments} timeZone={data.time_zone} />
      {canReopen && (
        <Group>
          <Button
            size="lg"
            variant="outline"
            color="orange"
            leftSection={<IconLockOpen size={20} />}
            onClick={() => setReopening(true)}
          >
            営業日を再開
          </Button>
        </Group>
      )}
      {reopening && <ReopenDialog day={day} onClose={() => setReopening(false)} />}
    </Stack>
  );
}

function Adjustments({ adjustments, timeZone }: { adjustments: Adjustment[]; timeZone: string }) {
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby="adjustments-title"
      style={adjustments.length > 0 ? { borderColor: "var(--mantine-color-orange-6)" } : undefined}
    >
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={3} id="adjustments-title">
            締め後の訂正
          </Title>
          <Badge color={adjustments.length > 0 ? "orange" : "gray"}>{adjustments.length}件</Badge>
        </Group>
        {adjustments.length === 0 ? (
          <Text c="dimmed">締めた後に変更された会計はありません。</Text>
        ) : (
          <>
            <Alert color="orange">
              締めた後に訂正・取消された会計です。上の「締めた時の実績」には含まれていません。
            </Alert>
            <Table.ScrollContainer minWidth={640}>
              <Table aria-label="締め後の訂正" verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>日時</Table.Th>
                    <Table.Th>会計番号</Table.Th>
                    <Table.Th>種類</Table.Th>
                    <Table.Th>担当</Table.Th>
                    <Table.Th ta="right">売上</Table.Th>
                    <Table.Th ta="right">現金</Table.Th>
                    <Table.Th ta="right">クレジット</Table.Th>
                    <Table.Th ta="right">電子マネー</Table.Th>
                    <Table.Th>理由</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {adjustments.map((a) => (
                    <Table.Tr key={`${a.accounting_log_id}-${a.kind}-${a.at}`}>
                      <Table.Td>{formatWhen(a.at, timeZone)}</Table.Td>
                      <Table.Td>#{a.settlement_id}</Table.Td>
                      <Table.Td>
                        <Badge color={a.kind === "void" ? "red" : "orange"}>
                          {a.kind === "void" ? "取消" : "訂正"}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{a.by_name}</Table.Td>
                      <Table.Td ta="right">{formatSignedYen(a.amount)}</Table.Td>
                      <Table.Td ta="right">{formatSignedYen(a.cash)}</Table.Td>
                      <Table.Td ta="right">{formatSignedYen(a.credit)}</Table.Td>
                      <Table.Td ta="right">{formatSignedYen(a.e_money)}</Table.Td>
                      <Table.Td>{a.reason}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function ReopenDialog({ day, onClose }: { day: DayRef; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState<string | null>(null);
  const reopen = useContractMutation(businessDaysApi.reopen, dayChanged(day.loungeId));
  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (reason.trim() === "") {
      setMissing("再開の理由を入力してください");
      return;
    }
    setMissing(null);
    reopen.mutate(
      { params: { lounge_id: day.loungeId, date: day.date }, body: { reason: reason.trim() } },
      {
        onSuccess: () => {
          notifications.show({
            color: "green",
            message: `${formatDate(day.date)}の営業を再開しました`,
          });
          onClose();
        },
      },
    );
  };
  return (
    <FormModal
      title="営業日の再開"
      onClose={onClose}
      onSubmit={onSubmit}
      error={reopen.error}
      pending={reopen.isPending}
      submitLabel="再開する"
    >
      <Alert color="orange">
        {formatDate(day.date)}
        の締めを取り消し、会計・入出金を記録できる状態に戻します。締めた時の数字とレジ金の記録は履歴に残ります。
      </Alert>
      <Textarea
        label="再開の理由"
        withAsterisk
        rows={2}
        maxLength={200}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        error={missing}
        data-autofocus
      />
    </FormModal>
  );
}
