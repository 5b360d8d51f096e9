// Cash, credit and e-money as staff type them (blank is 0), each with a one-tap "the rest here" button,
// and the 残り amount: what is still to be paid against the server's total, with a copy button
// (screen 19) giving its plain integer.
import { Button, Group, Stack, Text } from "@mantine/core";
import { paymentName } from "../../../lib/common-messages";
import { CopyableValue } from "../../../lib/copy-button";
import { t } from "../messages";
import { amountOf, formatYen } from "./format";
import { YenInput } from "./yen-input";

export type PaymentField = "cash" | "credit" | "e_money";
export type Payments = Record<PaymentField, number | string>;

export const BLANK_PAYMENTS: Payments = { cash: "", credit: "", e_money: "" };

const FIELDS: { key: PaymentField; label: string; rest: string }[] = [
  { key: "cash", label: paymentName("cash"), rest: t("rest.cash") },
  { key: "credit", label: paymentName("credit"), rest: t("rest.credit") },
  { key: "e_money", label: paymentName("e_money"), rest: t("rest.e_money") },
];

export const paidOf = (payments: Payments) =>
  amountOf(payments.cash) + amountOf(payments.credit) + amountOf(payments.e_money);

/** Puts whatever the other two fields leave unpaid into `field` (never below 0). */
export function restInto(payments: Payments, field: PaymentField, total: number): Payments {
  const others = paidOf({ ...payments, [field]: "" });
  return { ...payments, [field]: Math.max(0, total - others) };
}

type Props = {
  payments: Payments;
  onChange: (payments: Payments) => void;
  total: number;
  disabled?: boolean;
};

export function PaymentInputs({ payments, onChange, total, disabled }: Props) {
  const rest = total - paidOf(payments);
  return (
    <Stack gap="xs">
      {FIELDS.map(({ key, label, rest: restLabel }) => (
        <Group key={key} gap="xs" wrap="nowrap">
          <YenInput
            aria-label={label}
            leftSection={
              <Text size="sm" fw={600} c="var(--mantine-color-text)">
                {label}
              </Text>
            }
            leftSectionWidth={92}
            leftSectionPointerEvents="none"
            style={{ flex: 1, minWidth: 0 }}
            placeholder="¥0"
            disabled={disabled}
            value={payments[key]}
            onChange={(value) => onChange({ ...payments, [key]: value })}
          />
          <Button
            variant="light"
            disabled={disabled}
            aria-label={restLabel}
            onClick={() => onChange(restInto(payments, key, total))}
          >
            {t("rest.fill")}
          </Button>
        </Group>
      ))}
      <Group justify="space-between">
        <Text fw={600}>{t("rest")}</Text>
        <Text fw={700} c={rest === 0 ? "green" : "red"} data-testid="payment-rest">
          <CopyableValue value={rest} label={t("rest")}>
            {formatYen(rest)}
          </CopyableValue>
        </Text>
      </Group>
    </Stack>
  );
}
