// 閉店処理: the guided close of a day that is not closed. (1) 事前チェック, (2) 本日の実績, (3) レジ金:
// the drawer counted by denomination against 理論残高 (the server's, shown as its sum), 過不足 large
// and coloured, its reason when it is not zero, what stays in the drawer for the next day, and (4)
// 締める after a confirmation. The count's total and difference are a preview: the server counts
// again and refuses a difference without its reason. Staff see the figures but count nothing.
import {
  type BusinessDay,
  businessDaysApi,
  countedTotal,
} from "@lounge-office/domain/business-days";
import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconLock, IconLockCheck } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { t as common } from "../../../lib/common-messages";
import { useContractMutation } from "../../../lib/contract-query";
import { type DayRef, dayChanged, precheckQuery } from "../api/business-day-queries";
import { t } from "../messages";
import { DayFiguresPanel } from "./day-figures-panel";
import {
  type CountDraft,
  countsOf,
  differenceColor,
  differenceWord,
  emptyCounts,
  formatDate,
  formatSignedYen,
  formatYen,
} from "./day-format";
import { DenominationTable } from "./denomination-table";
import { YenAmountInput } from "./numeric-inputs";
import { PrecheckPanel } from "./precheck-panel";

type Props = { day: DayRef; data: BusinessDay; canClose: boolean };

export function CloseFlow({ day, data, canClose }: Props) {
  const precheck = useQuery(precheckQuery(day));
  const blocking = (precheck.data?.items ?? []).filter((item) => item.blocking);
  return (
    <Stack gap="md" data-testid="close-flow">
      <Title order={2} size="h3">
        {t("closeTitle")}
      </Title>
      <PrecheckPanel precheck={precheck} />
      <DayFiguresPanel day={data} title={t("step.figures")} />
      {canClose ? (
        <DrawerCount
          day={day}
          data={data}
          blocked={blocking.length > 0 || !precheck.isSuccess}
          onRefused={() => void precheck.refetch()}
        />
      ) : (
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Title order={3}>{t("step.drawer")}</Title>
            <ExpectedCash data={data} />
            <Alert color="blue">{t("managersClose")}</Alert>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

/** 理論残高 as the sum it is: 釣銭準備金 + 現金売上 + 入金 − 出金 = the server's figure. */
export function ExpectedCash({ data }: { data: BusinessDay }) {
  return (
    <Stack gap={2} data-testid="expected-cash">
      <Text size="sm" c="dimmed">
        {t("expectedSum", {
          float: formatYen(data.float),
          cashSales: formatYen(data.cash_sales),
          paidIn: formatYen(data.paid_in),
          paidOut: formatYen(data.paid_out),
        })}
      </Text>
      <Text size="xl" fw={700}>
        {t("expectedCash", { amount: formatYen(data.expected_cash) })}
      </Text>
    </Stack>
  );
}

/** 過不足, large: `-¥1,000 不足` in red, `¥0 一致` in green, `+¥500 過剰` in orange. */
export function DifferenceFigure({ difference, label }: { difference: number; label: string }) {
  const color = differenceColor(difference);
  return (
    <Paper
      p="sm"
      radius="md"
      bg={`var(--mantine-color-${color}-light)`}
      withBorder
      style={{ borderColor: `var(--mantine-color-${color}-6)`, borderWidth: 2 }}
      data-testid="difference"
      data-difference={difference}
    >
      <Text size="sm" fw={700}>
        {label}
      </Text>
      <Text fz={36} fw={800} c={color} lh={1.2}>
        {formatSignedYen(difference)} {differenceWord(difference)}
      </Text>
    </Paper>
  );
}

type DrawerProps = {
  day: DayRef;
  data: BusinessDay;
  /** A blocking pre-check item remains (or the pre-check is not read yet): 締める is disabled. */
  blocked: boolean;
  onRefused: () => void;
};

function DrawerCount({ day, data, blocked, onRefused }: DrawerProps) {
  const [counts, setCounts] = useState<CountDraft>(emptyCounts);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  // Untouched (null): the day's float, or the whole count when the drawer holds less (as the server
  // chooses when none is sent).
  const [nextFloat, setNextFloat] = useState<number | string | null>(null);
  const [nextFloatError, setNextFloatError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const close = useContractMutation(businessDaysApi.close, dayChanged(day.loungeId));
  const counted = countedTotal(countsOf(counts));
  const difference = counted - data.expected_cash;
  const needsReason = difference !== 0 && reason.trim() === "";
  const nextFloatValue = typeof nextFloat === "number" ? nextFloat : undefined;
  const nextFloatTooLarge =
    nextFloatValue !== undefined && nextFloatValue > counted
      ? t("nextFloatTooLarge", { amount: formatYen(counted) })
      : null;

  const submit = () => {
    close.mutate(
      {
        params: { lounge_id: day.loungeId, date: day.date },
        body: {
          counted: countsOf(counts),
          difference_reason: reason.trim(),
          ...(nextFloatValue === undefined ? {} : { next_float: nextFloatValue }),
        },
      },
      {
        onSuccess: (closed) => {
          setConfirming(false);
          notifications.show({
            color: "green",
            title: t("closedNotice"),
            message: t("closedMessage", {
              date: formatDate(closed.date),
              difference: formatSignedYen(closed.difference ?? 0),
            }),
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields.difference_reason) {
            setReasonError(error.fields.difference_reason);
            setConfirming(false);
          }
          if (error instanceof ApiError && error.fields.next_float) {
            setNextFloatError(error.fields.next_float);
            setConfirming(false);
          }
          if (error instanceof ApiError && error.status === 409) onRefused();
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="drawer-title">
      <Stack gap="md">
        <Title order={3} id="drawer-title">
          {t("step.drawer")}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <DenominationTable
            label={t("drawerDenominations")}
            value={counts}
            onChange={setCounts}
            totalTestId="counted-total"
          />
          <Stack gap="sm">
            <ExpectedCash data={data} />
            <Text size="xl" fw={700} data-testid="counted-cash">
              {t("countedCash", { amount: formatYen(counted) })}
            </Text>
            <DifferenceFigure difference={difference} label={t("differenceCounted")} />
            {difference !== 0 && (
              <Textarea
                label={t("differenceReason")}
                withAsterisk
                description={t("differenceReasonHint")}
                placeholder={t("differenceReasonPlaceholder")}
                rows={2}
                maxLength={200}
                value={reason}
                onChange={(e) => {
                  setReason(e.currentTarget.value);
                  setReasonError(null);
                }}
                error={reasonError}
                size="md"
              />
            )}
            <YenAmountInput
              label={t("nextFloat")}
              description={t("nextFloatHint")}
              value={nextFloat ?? Math.min(data.float, counted)}
              onChange={(value) => {
                setNextFloat(value);
                setNextFloatError(null);
              }}
              error={nextFloatTooLarge ?? nextFloatError}
              size="md"
            />
          </Stack>
        </SimpleGrid>
        <Title order={3}>{t("step.close")}</Title>
        {blocked && (
          <Alert color="red" icon={<IconLock />} data-testid="close-blocked">
            {t("closeBlocked")}
          </Alert>
        )}
        {!blocked && needsReason && (
          <Text c="red.8" fw={600} data-testid="reason-needed">
            {t("differenceReasonMissing")}
          </Text>
        )}
        <Group>
          <Button
            size="xl"
            color="red"
            leftSection={<IconLockCheck size={24} />}
            disabled={blocked || needsReason || nextFloatTooLarge !== null}
            onClick={() => setConfirming(true)}
          >
            {t("close")}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t("closeConfirmTitle", { date: formatDate(day.date) })}
        size="md"
      >
        <Stack>
          <Text>
            {t("countedAndExpected", {
              counted: formatYen(counted),
              expected: formatYen(data.expected_cash),
            })}
          </Text>
          <DifferenceFigure difference={difference} label={t("difference")} />
          {difference !== 0 && <Text>{t("reasonIs", { reason: reason.trim() })}</Text>}
          <Alert color="orange">{t("closeWarning")}</Alert>
          {close.error && (
            <Alert color="red" role="alert">
              {errorMessage(close.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={() => setConfirming(false)}>
              {common("cancel")}
            </Button>
            <Button size="md" color="red" loading={close.isPending} onClick={submit} data-autofocus>
              {t("close")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
