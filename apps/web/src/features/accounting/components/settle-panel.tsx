// The right-hand side of the accounting screen: the totals the server priced, the discount buttons,
// payments with 残り, お預かり and お釣り when there is a cash share, the staff member (empty until
// chosen; 「前回: …」 chooses the last one named on this tablet in one tap), and 会計する — enabled
// (and filled) only when the payments add up to groups_total_price, お預かり covers the cash share
// and a staff member is chosen. 合計 has a copy button (screen 19). Keys for a keyboard: settle-keys.ts.
import { type Bill, PAYMENT_MISMATCH_MESSAGE } from "@lounge-office/domain/accounting";
import {
  Alert,
  Button,
  Group,
  Kbd,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from "@mantine/core";
import { IconAlertTriangle, IconCash } from "@tabler/icons-react";
import { type ReactNode, useRef } from "react";
import { CopyableValue } from "../../../lib/copy-button";
import type { DiscountPercent } from "../api/get-bill";
import { t } from "../messages";
import { CashTendered, tenderOf } from "./cash-tendered";
import { DiscountButtons } from "./discount-buttons";
import { amountOf, formatYen } from "./format";
import { PaymentInputs, type Payments, paidOf, restInto } from "./payment-inputs";
import { useSettleKeys } from "./settle-keys";

type Props = {
  bill: Bill;
  /** The bill on screen is being re-priced (discount or extra charge changed): not yet settleable. */
  repricing: boolean;
  discountPercent: DiscountPercent | null;
  onDiscount: (percent: DiscountPercent) => void;
  payments: Payments;
  onPayments: (payments: Payments) => void;
  /** お預かり as typed: blank is exactly the cash share. */
  tendered: number | string;
  onTendered: (tendered: number | string) => void;
  staffId: string | null;
  /** The last staff member named on this tablet, offered while none is chosen. */
  suggestedStaff: Bill["staffs"][number] | null;
  onStaff: (staffId: string | null) => void;
  pending: boolean;
  /** The server's message after a refused settlement (409, 422) or a network failure. */
  error: string | null;
  onSettle: () => void;
  onCancel: () => void;
  cancelling: boolean;
};

function TotalRow({
  label,
  children,
  strong,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={strong ? 700 : undefined} size={strong ? "lg" : "sm"}>
        {label}
      </Text>
      <Text
        fw={strong ? 700 : undefined}
        size={strong ? "lg" : "sm"}
        data-testid={`total-${label}`}
      >
        {children}
      </Text>
    </Group>
  );
}

export function SettlePanel(props: Props) {
  const { bill, payments, staffId, suggestedStaff, pending, repricing } = props;
  const total = bill.groups_total_price;
  const matches = paidOf(payments) === total;
  const cash = amountOf(payments.cash);
  const covered = tenderOf(cash, props.tendered).problem === null;
  const ready = matches && covered && staffId !== null && !repricing && !pending;
  const staffSelect = useRef<HTMLSelectElement>(null);
  useSettleKeys(!pending, (key) => {
    if (key.type === "rest") props.onPayments(restInto(payments, key.field, total));
    else if (key.type === "staff") staffSelect.current?.focus();
    else if (key.type === "last-staff" && suggestedStaff && staffId === null) {
      props.onStaff(String(suggestedStaff.id));
    } else if (key.type === "settle" && ready) props.onSettle();
  });
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        {/* Two figures a row: the panel fits a 1024 × 768 tablet down to 会計する. */}
        <SimpleGrid cols={2} spacing="lg" verticalSpacing="xs">
          <TotalRow label={t("subtotal")}>{formatYen(bill.subtotal)}</TotalRow>
          <TotalRow label={t("discount")}>
            {bill.discount > 0 ? `-${formatYen(bill.discount)}` : formatYen(0)}
            {bill.discount_percent !== null &&
              t("discount.percent", { percent: bill.discount_percent })}
          </TotalRow>
        </SimpleGrid>
        <TotalRow label={t("total")} strong>
          {/* The plain integer (12800), as a card terminal or a spreadsheet takes it. */}
          <CopyableValue value={total} label={t("total")}>
            {formatYen(total)}
          </CopyableValue>
        </TotalRow>
        <TotalRow label={t("tax")}>{formatYen(bill.consumption_tax)}</TotalRow>
        <DiscountButtons applied={props.discountPercent} onApply={props.onDiscount} />
        <PaymentInputs
          payments={payments}
          onChange={props.onPayments}
          total={total}
          disabled={pending}
        />
        {cash > 0 && (
          <CashTendered
            cash={cash}
            typed={props.tendered}
            onChange={props.onTendered}
            disabled={pending}
          />
        )}
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <NativeSelect
            ref={staffSelect}
            aria-label={t("staffMember")}
            leftSection={
              <Text size="sm" fw={600} c="var(--mantine-color-text)">
                {t("staffMember")}
              </Text>
            }
            leftSectionWidth={104}
            leftSectionPointerEvents="none"
            style={{ flex: 1, minWidth: 0 }}
            data={[
              { value: "", label: t("staff.none") },
              ...bill.staffs.map((s) => ({ value: String(s.id), label: s.name })),
            ]}
            value={staffId ?? ""}
            onChange={(e) => props.onStaff(e.currentTarget.value || null)}
          />
          {suggestedStaff && staffId === null && (
            <Button variant="light" onClick={() => props.onStaff(String(suggestedStaff.id))}>
              {t("staff.last", { name: suggestedStaff.name })}
            </Button>
          )}
        </Group>
        {matches && staffId === null && (
          <Text size="sm" c="orange" data-testid="staff-missing">
            {t("staff.missing")}
          </Text>
        )}
        {!matches && (
          <Alert color="yellow" icon={<IconAlertTriangle />} data-testid="payment-mismatch">
            {PAYMENT_MISMATCH_MESSAGE}
          </Alert>
        )}
        {props.error && (
          <Alert color="red" role="alert" data-testid="settle-error">
            {props.error}
          </Alert>
        )}
        <Group gap="md" wrap="nowrap">
          <Button
            variant="subtle"
            color="gray"
            onClick={props.onCancel}
            loading={props.cancelling}
            disabled={pending}
          >
            {t("stop")}
          </Button>
          <Button
            size="lg"
            color="green"
            style={{ flex: 1 }}
            variant={ready ? "filled" : "default"}
            leftSection={<IconCash />}
            disabled={!ready}
            loading={pending}
            onClick={props.onSettle}
            data-ready={ready}
          >
            {t("settle")}
          </Button>
        </Group>
        <Text size="xs" c="dimmed" data-testid="settle-keys">
          {t("keys")} <Kbd>C</Kbd> <Kbd>K</Kbd> <Kbd>E</Kbd> {t("keys.rest")}
          <Kbd>T</Kbd> {t("keys.staff")}
          <Kbd>P</Kbd> {t("keys.last")}
          <Kbd>Ctrl</Kbd>+<Kbd>Enter</Kbd> {t("settle")}
        </Text>
      </Stack>
    </Paper>
  );
}
