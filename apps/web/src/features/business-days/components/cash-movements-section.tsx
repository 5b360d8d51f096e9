// 入出金: the day's paid-in and paid-out (a voided one struck through with 取消, a corrected one with
// its history: who, when, why, before → after), the form to record one (staff and up; the reason
// picked from the lounge's list or typed), and a manager's 訂正 and 取消 per row.
import { businessDaysApi, type CashMovement } from "@lounge-office/domain/business-days";
import {
  Alert,
  Badge,
  Button,
  Chip,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCashRegister } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { t as common } from "../../../lib/common-messages";
import { useContractMutation } from "../../../lib/contract-query";
import { type DayRef, dayChanged, movementsQuery } from "../api/business-day-queries";
import { directionName, t } from "../messages";
import { CorrectMovementDialog, VoidMovementDialog } from "./cash-movement-dialogs";
import { formatTime, formatWhen, formatYen } from "./day-format";
import { YenAmountInput } from "./numeric-inputs";

type Props = {
  day: DayRef;
  timeZone: string;
  /** Paid-in/out can be recorded (the day is not closed). */
  recordable: boolean;
  /** 訂正 and 取消 per row (managers and admins, on a day not closed). */
  manages: boolean;
};

type Dialog = { kind: "correct" | "void"; movement: CashMovement } | null;

export function CashMovementsSection({ day, timeZone, recordable, manages }: Props) {
  const movements = useQuery(movementsQuery(day));
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = movements.data?.cash_movements ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="movements-title">
      <Stack gap="sm">
        <Title order={3} id="movements-title">
          {t("movements")}
        </Title>
        {movements.isError && (
          <Alert color="red" role="alert">
            {t("movementsLoadFailed", { error: errorMessage(movements.error) })}
          </Alert>
        )}
        {list.length === 0 ? (
          <Text c="dimmed">{t("noMovements")}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label={t("movementsList")} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("col.time")}</Table.Th>
                  <Table.Th>{t("col.direction")}</Table.Th>
                  <Table.Th ta="right">{t("col.amount")}</Table.Th>
                  <Table.Th>{t("col.reason")}</Table.Th>
                  <Table.Th>{t("col.recordedBy")}</Table.Th>
                  {manages && <Table.Th>{common("actions")}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((m) => (
                  <MovementRow
                    key={m.id}
                    movement={m}
                    timeZone={timeZone}
                    manages={manages}
                    onDialog={setDialog}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {recordable && <RecordForm day={day} reasons={movements.data?.reasons ?? []} />}
      </Stack>
      {dialog?.kind === "correct" && (
        <CorrectMovementDialog movement={dialog.movement} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === "void" && (
        <VoidMovementDialog movement={dialog.movement} onClose={() => setDialog(null)} />
      )}
    </Paper>
  );
}

type Change = CashMovement["changes"][number];

// Every row's texts, looked up once.
const FIELD_LABELS: Record<string, string> = {
  direction: t("col.direction"),
  amount: t("col.amount"),
  reason: t("col.reason"),
};
const VOIDED = t("voided");
const CORRECTED = t("corrected");
const NO_REASON = t("noReason");
const NONE = t("none");
const CORRECT = t("correct");
const VOID = t("void");
const SEPARATOR = t("listSeparator");

function shownValue(field: string, value: unknown): string {
  if (field === "direction") {
    return value === "in" || value === "out" ? directionName(value) : String(value);
  }
  if (field === "amount" && typeof value === "number") return formatYen(value);
  return value === "" ? NONE : String(value);
}

/** `金額 ¥2,500 → ¥3,000、理由 買い出し → 立替`. */
function describeChange(change: Change): string {
  if (change.kind === "void") return VOIDED;
  return Object.keys(change.after)
    .map(
      (field) =>
        `${FIELD_LABELS[field] ?? field} ${shownValue(field, change.before[field])} → ${shownValue(field, change.after[field])}`,
    )
    .join(SEPARATOR);
}

function MovementRow({
  movement: m,
  timeZone,
  manages,
  onDialog,
}: {
  movement: CashMovement;
  timeZone: string;
  manages: boolean;
  onDialog: (dialog: Dialog) => void;
}) {
  const voided = m.voided_at !== null;
  const struck = voided ? ({ textDecoration: "line-through" } as const) : undefined;
  const columns = manages ? 6 : 5;
  return (
    <>
      <Table.Tr data-movement-id={m.id} data-voided={voided} c={voided ? "dimmed" : undefined}>
        <Table.Td style={struck}>{formatTime(m.recorded_at, timeZone)}</Table.Td>
        <Table.Td>
          <Group gap={4} wrap="nowrap">
            <Badge color={m.direction === "in" ? "teal" : "grape"} variant="light">
              {directionName(m.direction)}
            </Badge>
            {voided && (
              <Badge color="red" variant="filled">
                {VOIDED}
              </Badge>
            )}
          </Group>
        </Table.Td>
        <Table.Td ta="right" style={{ ...struck, whiteSpace: "nowrap" }} fw={600}>
          {formatYen(m.amount)}
        </Table.Td>
        <Table.Td style={struck}>
          {m.reason || (
            <Text span c="orange" size="sm">
              {NO_REASON}
            </Text>
          )}
        </Table.Td>
        <Table.Td>{m.staff_name}</Table.Td>
        {manages && (
          <Table.Td>
            {!voided && (
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="sm"
                  mih={44}
                  variant="light"
                  onClick={() => onDialog({ kind: "correct", movement: m })}
                >
                  {CORRECT}
                </Button>
                <Button
                  size="sm"
                  mih={44}
                  variant="light"
                  color="red"
                  onClick={() => onDialog({ kind: "void", movement: m })}
                >
                  {VOID}
                </Button>
              </Group>
            )}
          </Table.Td>
        )}
      </Table.Tr>
      {m.changes.length > 0 && (
        <Table.Tr data-history-of={m.id}>
          <Table.Td colSpan={columns} pt={0}>
            <Stack gap={2} pl="md">
              {m.changes.map((c) => (
                <Text key={`${c.kind}-${c.at}`} size="sm" c="dimmed">
                  {t("history", {
                    kind: c.kind === "void" ? VOIDED : CORRECTED,
                    when: formatWhen(c.at, timeZone),
                    name: c.by_name,
                    change: describeChange(c),
                    reason: c.reason,
                  })}
                </Text>
              ))}
            </Stack>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

function RecordForm({ day, reasons }: { day: DayRef; reasons: string[] }) {
  const [direction, setDirection] = useState<"in" | "out">("out");
  const [amount, setAmount] = useState<number | string>("");
  const [reason, setReason] = useState("");
  const record = useContractMutation(businessDaysApi.recordCashMovement, dayChanged(day.loungeId));
  const valid = typeof amount === "number" && amount >= 1;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    record.mutate(
      {
        params: { lounge_id: day.loungeId, date: day.date },
        body: { direction, amount, reason: reason.trim() },
      },
      {
        onSuccess: (m) => {
          notifications.show({
            color: "green",
            message: t(`recorded.${m.direction}`, { amount: formatYen(m.amount) }),
          });
          setAmount("");
          setReason("");
        },
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label={t("recordForm")}>
      <Stack gap="sm">
        <Title order={4}>{t("recordTitle")}</Title>
        <Group align="flex-end" gap="sm">
          <SegmentedControl
            value={direction}
            onChange={(value) => setDirection(value as "in" | "out")}
            data={[
              { value: "out", label: directionName("out") },
              { value: "in", label: directionName("in") },
            ]}
            size="md"
            aria-label={t("inOrOut")}
          />
          <YenAmountInput
            label={t("col.amount")}
            value={amount}
            onChange={setAmount}
            size="md"
            w={180}
          />
        </Group>
        {reasons.length > 0 && (
          <Chip.Group value={reason} onChange={(value) => setReason(value as string)}>
            <Group gap="xs" aria-label={t("commonReasons")}>
              {reasons.map((r) => (
                <Chip key={r} value={r} size="lg" variant="outline">
                  {r}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        )}
        <TextInput
          label={t("col.reason")}
          placeholder={t("reasonPlaceholder")}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={100}
          size="md"
        />
        {record.error && (
          <Alert color="red" role="alert">
            {errorMessage(record.error)}
          </Alert>
        )}
        <Group>
          <Button
            type="submit"
            size="lg"
            leftSection={<IconCashRegister size={20} />}
            disabled={!valid}
            loading={record.isPending}
          >
            {t(`record.${direction}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
