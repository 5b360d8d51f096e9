// Cash, credit and e-money as staff type them (blank is 0), each with a one-tap "the rest here" button,
// and the 残り amount: what is still to be paid against the server's total, with a copy button
// (screen 19) giving its plain integer.
import { Button, Group, Stack, Text } from "@mantine/core";
import { CopyableValue } from "../../../lib/copy-button";
import { amountOf, formatYen } from "./format";
import { YenInput } from "./yen-input";

export type PaymentField = "cash" | "credit" | "e_money";
export type Payments = Record<PaymentField, number | string>;

export const BLANK_PAYMENTS: Payments = { cash: "", credit: "", e_money: "" };

const FIELDS: { key: PaymentField; label: string }[] = [
  { key: "cash", label: "現金" },
  { key: "credit", label: "クレジット" },
  { key: "e_money", label: "電子マネー" },
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
      {FIELDS.map(({ key, label }) => (
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
            aria-label={`残り全額を${label}で`}
            onClick={() => onChange(restInto(payments, key, total))}
          >
            残り全額
          </Button>
        </Group>
      ))}
      <Group justify="space-between">
        <Text fw={600}>残り</Text>
        <Text fw={700} c={rest === 0 ? "green" : "red"} data-testid="payment-rest">
          <CopyableValue value={rest} label="残り">
            {formatYen(rest)}
          </CopyableValue>
        </Text>
      </Group>
    </Stack>
  );
}
