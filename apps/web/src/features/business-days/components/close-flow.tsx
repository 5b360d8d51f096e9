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
import { useContractMutation } from "../../../lib/contract-query";
import { type DayRef, dayChanged, precheckQuery } from "../api/business-day-queries";
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
        閉店処理
      </Title>
      <PrecheckPanel precheck={precheck} />
      <DayFiguresPanel day={data} title="2. 本日の実績" />
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
            <Title order={3}>3. レジ金</Title>
            <ExpectedCash data={data} />
            <Alert color="blue">締め（レジ金の確認）は店長・管理者が行います。</Alert>
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
        理論残高 = 釣銭準備金 {formatYen(data.float)} ＋ 現金売上 {formatYen(data.cash_sales)} ＋
        入金 {formatYen(data.paid_in)} − 出金 {formatYen(data.paid_out)}
      </Text>
      <Text size="xl" fw={700}>
        理論残高 {formatYen(data.expected_cash)}
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
      ? `翌日の釣銭準備金はレジ金（${formatYen(counted)}）以下で入力してください`
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
            title: "締めました",
            message: `${formatDate(closed.date)}の営業を締めました（過不足 ${formatSignedYen(closed.difference ?? 0)}）`,
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
          3. レジ金
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <DenominationTable
            label="レジ金の金種"
            value={counts}
            onChange={setCounts}
            totalTestId="counted-total"
          />
          <Stack gap="sm">
            <ExpectedCash data={data} />
            <Text size="xl" fw={700} data-testid="counted-cash">
              実残高 {formatYen(counted)}
            </Text>
            <DifferenceFigure difference={difference} label="過不足（実残高 − 理論残高）" />
            {difference !== 0 && (
              <Textarea
                label="過不足の理由"
                withAsterisk
                description="過不足があるときは理由が必要です"
                placeholder="例: お釣りの渡し間違い"
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
              label="翌日の釣銭準備金"
              description="次の営業日の開店時にレジに残す額（実残高以下）"
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
        <Title order={3}>4. 締める</Title>
        {blocked && (
          <Alert color="red" icon={<IconLock />} data-testid="close-blocked">
            事前チェックの赤い項目を解決するまで締められません。解決したら「再チェック」を押してください。
          </Alert>
        )}
        {!blocked && needsReason && (
          <Text c="red.8" fw={600} data-testid="reason-needed">
            過不足の理由を入力してください
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
            締める
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`${formatDate(day.date)}の営業を締めます`}
        size="md"
      >
        <Stack>
          <Text>
            実残高 {formatYen(counted)}・理論残高 {formatYen(data.expected_cash)}
          </Text>
          <DifferenceFigure difference={difference} label="過不足" />
          {difference !== 0 && <Text>理由: {reason.trim()}</Text>}
          <Alert color="orange">
            締めた後はこの営業日に会計・入出金を記録できません（再開は管理者のみ）。よろしいですか？
          </Alert>
          {close.error && (
            <Alert color="red" role="alert">
              {errorMessage(close.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={() => setConfirming(false)}>
              キャンセル
            </Button>
            <Button size="md" color="red" loading={close.isPending} onClick={submit} data-autofocus>
              締める
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
