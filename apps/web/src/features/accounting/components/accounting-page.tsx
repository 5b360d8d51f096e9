// Screen 10, the accounting screen: the bill of the ticked groups as the server prices it (every
// figure shown comes from the server, re-read whenever the discount or an extra charge changes),
// payments with what the guest handed over for the cash share (お預かり) and the change, the staff
// member (chosen every time; the last one named on this tablet is offered as a suggestion), and
// settling once however often 会計する is sent; then the settlement as made, お釣り in large figures. While open, its groups are 会計中
// on every device (the bill session), until it settles, 会計をやめる is tapped or the screen goes.
import {
  type AccountingLog,
  accountingApi,
  type SettleBody,
} from "@lounge-office/domain/accounting";
import { Alert, Anchor, Grid, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconLock } from "@tabler/icons-react";
import { type ReactNode, useMemo, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { useContractMutation } from "../../../lib/contract-query";
import { newIdempotencyKey } from "../../../lib/idempotency";
import { BOARD_PATH } from "../../../lib/page-links";
import { useSession } from "../../../lib/session";
import { type DiscountPercent, extraChargesParam, useBill } from "../api/get-bill";
import { useBillSession } from "../api/start-bill-session";
import { t } from "../messages";
import { BillGroupCard } from "./bill-group-card";
import { tenderOf } from "./cash-tendered";
import { amountOf } from "./format";
import { readLastStaff, rememberLastStaff } from "./last-staff";
import { BLANK_PAYMENTS, type Payments, paidOf } from "./payment-inputs";
import { SettlePanel } from "./settle-panel";
import { SettledPanel } from "./settled-panel";

/**
 * The server's answer to settling on a closed business day (409, 「…締め済みです…」): it says what
 * happened and what to do, so it heads the screen rather than sitting among the payment fields.
 */
const isDayClosed = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.message.includes("締め済み");

/** Typing an extra charge re-prices the bill once the staff member pauses. */
const EXTRA_CHARGE_DEBOUNCE_MS = 400;

/** `customer_group_ids[]=1&customer_group_ids[]=2` (or without the brackets), distinct, in order. */
export function groupIdsOf(params: URLSearchParams): number[] {
  const raw = [...params.getAll("customer_group_ids[]"), ...params.getAll("customer_group_ids")];
  const ids = raw.flatMap((v) => v.split(",")).map(Number);
  return [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
}

type Props = {
  /**
   * The receipts feature's buttons (領収書/レシート) for a settlement just made. When the app passes
   * one, the screen stays on a success panel showing it; without one it returns to the board.
   */
  receiptSlot?: (accountingLogs: AccountingLog[]) => ReactNode;
  /**
   * The customer display (printers feature): the bill's total and what is handed over (お預かり for
   * the cash share, plus card and e-money), while paying.
   */
  displaySlot?: (figures: { loungeId: number; total: number; paid: number }) => ReactNode;
};

export function AccountingPage({ receiptSlot, displaySlot }: Props) {
  const [params] = useSearchParams();
  const groupIds = useMemo(() => groupIdsOf(params), [params]);
  const session = useSession().data;
  const navigate = useNavigate();

  const [discountPercent, setDiscountPercent] = useState<DiscountPercent | null>(null);
  const [extraInputs, setExtraInputs] = useState<Record<number, number | string>>({});
  const extraCharges = useMemo(
    () =>
      Object.fromEntries(Object.entries(extraInputs).map(([id, v]) => [Number(id), amountOf(v)])),
    [extraInputs],
  );
  const [pricedExtraCharges] = useDebouncedValue(extraCharges, EXTRA_CHARGE_DEBOUNCE_MS);
  const [payments, setPayments] = useState<Payments>(BLANK_PAYMENTS);
  const [tendered, setTendered] = useState<number | string>("");
  const [chosenStaff, setChosenStaff] = useState<string | null>(null);
  // One key per opening of the screen: a double tap or a retry after a network failure settles once.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [settleError, setSettleError] = useState<string | null>(null);
  const [dayClosed, setDayClosed] = useState<string | null>(null);
  const [settled, setSettled] = useState<AccountingLog[] | null>(null);

  const bill = useBill({ groupIds, discountPercent, extraCharges: pricedExtraCharges });
  // POST /accounting_logs with an Idempotency-Key: settles the groups once, however often it is sent.
  const settle = useContractMutation(accountingApi.settle, {
    input: ({ body, idempotencyKey }: { body: SettleBody; idempotencyKey: string }) => ({
      body,
      headers: { "Idempotency-Key": idempotencyKey },
    }),
    // Settling changes the board, the takings, the group index and the history: every cached read
    // is marked stale and active ones are read again (the board also hears the seat events).
    invalidate: "all",
  });
  // 会計をやめる: the groups are no longer shown 会計中 on other devices.
  const release = useContractMutation(accountingApi.release, {
    input: (ids: readonly number[]) => ({ body: { customer_group_ids: [...ids] } }),
  });
  const billSession = useBillSession(groupIds);

  if (!session) return null;
  const timeZone = session.lounge.time_zone;

  if (groupIds.length === 0) {
    return (
      <Alert color="yellow" title={t("choose")}>
        <Anchor component={Link} to={BOARD_PATH}>
          {t("backToFloor")}
        </Anchor>
      </Alert>
    );
  }
  if (settled) {
    return <SettledPanel accountingLogs={settled} receipts={receiptSlot?.(settled)} />;
  }
  if (bill.isError && !bill.data) {
    return (
      <Alert color="red" title={t("openFailed")} role="alert">
        <Stack gap="xs">
          <Text>{errorMessage(bill.error)}</Text>
          <Anchor component={Link} to={BOARD_PATH}>
            {t("backToFloor")}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  if (!bill.data) return <Loader aria-label={t("loading")} />;

  const data = bill.data;
  const repricing =
    bill.isPlaceholderData ||
    extraChargesParam(extraCharges) !== extraChargesParam(pricedExtraCharges);
  // Never the signed-in member: on a shared tablet that would credit every settlement to them.
  const staffId = chosenStaff;
  const lastStaffId = readLastStaff(data.lounge_id);
  const suggestedStaff = data.staffs.find((s) => s.id === lastStaffId) ?? null;
  const cash = amountOf(payments.cash);
  const tender = tenderOf(cash, tendered);

  const onSettle = () => {
    if (staffId === null) return;
    setSettleError(null);
    setDayClosed(null);
    settle.mutate(
      {
        idempotencyKey,
        body: {
          accounting_log: {
            customer_group_ids: groupIds,
            cash,
            cash_tendered: tender.cashTendered,
            credit: amountOf(payments.credit),
            e_money: amountOf(payments.e_money),
            staff_id: Number(staffId),
            discount_percent: discountPercent,
            extra_charges: Object.fromEntries(
              Object.entries(pricedExtraCharges).filter(([, yen]) => yen > 0),
            ),
          },
        },
      },
      {
        onSuccess: ({ accounting_logs }) => {
          // Settling took the groups off the floor, 会計中 with them.
          billSession.end();
          rememberLastStaff(data.lounge_id, Number(staffId));
          notifications.show({
            color: "green",
            title: t("settled"),
            message: t("settlementNo.value", { id: accounting_logs[0]?.settlement_id ?? "" }),
          });
          if (receiptSlot) setSettled(accounting_logs);
          else navigate(BOARD_PATH);
        },
        onError: (error) => {
          if (isDayClosed(error)) setDayClosed(errorMessage(error));
          else setSettleError(errorMessage(error));
          // The server answered and changed nothing: the next attempt is a new request. After a
          // network failure or a 5xx the outcome is unknown, so the key is kept for the retry.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
            setIdempotencyKey(newIdempotencyKey());
            // The total may have moved on (a new unit started): read the bill again.
            if (error.status === 422) bill.refetch();
          }
        },
      },
    );
  };

  const onCancel = () => {
    billSession.end();
    release.mutate(groupIds, {
      onError: (error) =>
        notifications.show({
          color: "red",
          title: t("releaseFailed"),
          message: errorMessage(error),
        }),
      onSettled: () => navigate(BOARD_PATH),
    });
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t("title", { count: data.groups.length })}</Title>
        <Text size="sm" c="dimmed">
          {data.lounge_name}
          {bill.isFetching && <Loader size="xs" ml="xs" aria-label={t("pricing")} />}
        </Text>
      </Group>
      {dayClosed && (
        <Alert
          color="red"
          variant="filled"
          icon={<IconLock />}
          title={t("dayClosed")}
          role="alert"
          data-testid="day-closed"
        >
          <Text fw={600}>{dayClosed}</Text>
        </Alert>
      )}
      {bill.isError && (
        <Alert color="orange" data-testid="bill-refresh-error">
          {errorMessage(bill.error)}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            {data.groups.map((group) => (
              <BillGroupCard
                key={group.customer_group_id}
                group={group}
                timeZone={timeZone}
                pricedAt={data.priced_at}
                extraCharge={{
                  value: extraInputs[group.customer_group_id] ?? "",
                  onChange: (value) =>
                    setExtraInputs((inputs) => ({ ...inputs, [group.customer_group_id]: value })),
                }}
              />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <div style={{ position: "sticky", top: 72 }}>
            <SettlePanel
              bill={data}
              repricing={repricing}
              discountPercent={discountPercent}
              onDiscount={setDiscountPercent}
              payments={payments}
              onPayments={setPayments}
              tendered={tendered}
              onTendered={setTendered}
              staffId={staffId}
              suggestedStaff={suggestedStaff}
              onStaff={setChosenStaff}
              pending={settle.isPending}
              error={settleError}
              onSettle={onSettle}
              onCancel={onCancel}
              cancelling={release.isPending}
            />
            {displaySlot?.({
              loungeId: data.lounge_id,
              total: data.groups_total_price,
              paid: paidOf(payments) - cash + tender.cashTendered,
            })}
          </div>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
