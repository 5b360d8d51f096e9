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
import { paymentName } from "../../../lib/common-messages";
import { useContractMutation } from "../../../lib/contract-query";
import { FormModal } from "../../../lib/form";
import { type DayRef, dayChanged } from "../api/business-day-queries";
import { t } from "../messages";
import { DifferenceFigure, ExpectedCash } from "./close-flow";
import { DayFiguresPanel } from "./day-figures-panel";
import { draftOf, formatDate, formatSignedYen, formatWhen, formatYen } from "./day-format";
import { DenominationTable } from "./denomination-table";

type Props = { day: DayRef; data: BusinessDay; canReopen: boolean };

export function ClosedDay({ day, data, canReopen }: Props) {
  const [reopening, setReopening] = useState(false);
  return (
    <Stack gap="md" data-testid="closed-day">
      <DayFiguresPanel day={data} title={t("figuresAtClose")} />
      <Paper withBorder p="md" component="section" aria-label={t("drawerAtClose")}>
        <Stack gap="sm">
          <Title order={3}>{t("drawer")}</Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {data.counted ? (
              <DenominationTable
                label={t("closedDenominations")}
                value={draftOf(data.counted)}
                onChange={() => {}}
                readOnly
              />
            ) : (
              <Text c="dimmed">{t("noDenominations")}</Text>
            )}
            <Stack gap="sm">
              <ExpectedCash data={data} />
              <Text size="xl" fw={700}>
                {t("countedCash", { amount: formatYen(data.counted_cash ?? 0) })}
              </Text>
              <DifferenceFigure difference={data.difference ?? 0} label={t("difference")} />
              {data.difference_reason && (
                <Text>{t("differenceReasonIs", { reason: data.difference_reason })}</Text>
              )}
              {data.next_float !== null && (
                <Text>{t("nextFloatIs", { amount: formatYen(data.next_float) })}</Text>
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
            {t("reopen")}
          </Button>
        </Group>
      )}
      {reopening && <ReopenDialog day={day} onClose={() => setReopening(false)} />}
    </Stack>
  );
}

// Every row's texts, looked up once.
const VOIDED = t("voided");
const CORRECTED = t("corrected");

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
            {t("adjustments")}
          </Title>
          <Badge color={adjustments.length > 0 ? "orange" : "gray"}>
            {t("adjustmentCount", { count: adjustments.length })}
          </Badge>
        </Group>
        {adjustments.length === 0 ? (
          <Text c="dimmed">{t("noAdjustments")}</Text>
        ) : (
          <>
            <Alert color="orange">{t("adjustmentsNote")}</Alert>
            <Table.ScrollContainer minWidth={640}>
              <Table aria-label={t("adjustments")} verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("col.when")}</Table.Th>
                    <Table.Th>{t("col.settlement")}</Table.Th>
                    <Table.Th>{t("col.kind")}</Table.Th>
                    <Table.Th>{t("col.by")}</Table.Th>
                    <Table.Th ta="right">{t("col.sales")}</Table.Th>
                    <Table.Th ta="right">{paymentName("cash")}</Table.Th>
                    <Table.Th ta="right">{paymentName("credit")}</Table.Th>
                    <Table.Th ta="right">{paymentName("e_money")}</Table.Th>
                    <Table.Th>{t("col.reason")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {adjustments.map((a) => (
                    <Table.Tr key={`${a.accounting_log_id}-${a.kind}-${a.at}`}>
                      <Table.Td>{formatWhen(a.at, timeZone)}</Table.Td>
                      <Table.Td>#{a.settlement_id}</Table.Td>
                      <Table.Td>
                        <Badge color={a.kind === "void" ? "red" : "orange"}>
                          {a.kind === "void" ? VOIDED : CORRECTED}
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
      setMissing(t("reopenReasonMissing"));
      return;
    }
    setMissing(null);
    reopen.mutate(
      { params: { lounge_id: day.loungeId, date: day.date }, body: { reason: reason.trim() } },
      {
        onSuccess: () => {
          notifications.show({
            color: "green",
            message: t("reopened", { date: formatDate(day.date) }),
          });
          onClose();
        },
      },
    );
  };
  return (
    <FormModal
      title={t("reopenTitle")}
      onClose={onClose}
      onSubmit={onSubmit}
      error={reopen.error}
      pending={reopen.isPending}
      submitLabel={t("reopenSubmit")}
    >
      <Alert color="orange">{t("reopenNote", { date: formatDate(day.date) })}</Alert>
      <Textarea
        label={t("reopenReason")}
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
