// The post-receipt modal (screen 10): 宛名, 但し書き, お支払い方法 (as paid, paper by paper, unless a
// type that covers the papers is chosen), 分割, a preview of the papers from the server, and 印刷 —
// never when the split adds up to more than the settlement's total.
import type { AccountingLog } from "@lounge-office/domain/accounting";
import {
  DEFAULT_ADDRESSEE,
  DEFAULT_PURPOSE,
  type ReceiptQuery,
} from "@lounge-office/domain/receipts";
import type { PaymentType } from "@lounge-office/domain/shared";
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertTriangle, IconPrinter } from "@tabler/icons-react";
import { useState } from "react";
import { t as common } from "../../../lib/common-messages";
import { t } from "../messages";
import { AS_PAID, paymentChoicesOf } from "./payment-choice";
import { ReceiptPreview } from "./receipt-preview";
import { SplitEditor } from "./split-editor";
import { planSplit, type SplitInput } from "./split-plan";
import type { PrintChoice } from "./use-print";

const yen = (amount: number) => `¥${amount.toLocaleString("ja-JP")}`;

type Props = {
  log: AccountingLog;
  /** A formal receipt was issued already: the server prints 【再発行】 (managers only). */
  reissue: boolean;
  printerReady: boolean;
  onClose: () => void;
  /** Creates the print jobs; resolves with the server's refusal, or null once printing started. */
  onPrint: (choice: PrintChoice) => Promise<string | null>;
};

export function FormalReceiptDialog({ log, reissue, printerReady, onClose, onPrint }: Props) {
  const total = log.groups_total_price;
  const [addressee, setAddressee] = useState(DEFAULT_ADDRESSEE);
  const [purpose, setPurpose] = useState(DEFAULT_PURPOSE);
  const [chosenType, setChosenType] = useState<PaymentType | typeof AS_PAID>(AS_PAID);
  const [split, setSplit] = useState<SplitInput>({ mode: "all", count: 2, rows: [""] });
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const plan = planSplit(total, split);
  const paymentChoices = paymentChoicesOf(log, plan.ok ? plan.amounts : [total]);
  // A type chosen for other papers (the split changed since) falls back to 「お支払いのとおり」.
  const paymentType = paymentChoices.some((c) => c.value === chosenType) ? chosenType : AS_PAID;
  const choice: PrintChoice = {
    receipt_type: "post_receipt",
    split: split.mode,
    addressee,
    purpose,
    ...(paymentType ? { payment_type: paymentType } : {}),
    ...(split.mode === "num" ? { count: Number(split.count) } : {}),
    ...(split.mode === "custom" && plan.ok ? { amounts: plan.amounts } : {}),
  };
  const { amounts, ...rest } = choice;
  const previewQuery: ReceiptQuery = {
    ...rest,
    ...(amounts ? { "amounts[]": amounts.map(String) } : {}),
  };

  const [settlementBefore, settlementAfter] = t.around("formal.settlement", "total", {
    id: log.settlement_id,
  });

  const submit = async () => {
    if (!plan.ok || sending) return;
    setSending(true);
    setRefusal(null);
    const refused = await onPrint(choice);
    setSending(false);
    if (refused !== null) setRefusal(refused);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={reissue ? t("formal.reissue") : t("formal.issue")}
      closeOnClickOutside={!sending}
    >
      <Stack gap="sm">
        {reissue && (
          <Alert color="yellow" data-testid="reissue-note">
            {t("formal.reissueNote")}
          </Alert>
        )}
        <Text>
          {settlementBefore}
          <b>{yen(total)}</b>
          {settlementAfter}
        </Text>
        <TextInput
          label={t("formal.addressee")}
          size="lg"
          maxLength={40}
          value={addressee}
          onChange={(e) => setAddressee(e.currentTarget.value)}
        />
        <TextInput
          label={t("formal.purpose")}
          size="lg"
          maxLength={40}
          value={purpose}
          onChange={(e) => setPurpose(e.currentTarget.value)}
        />
        {total > 0 && (
          <NativeSelect
            label={t("formal.payment")}
            size="lg"
            data={paymentChoices}
            value={paymentType}
            onChange={(e) => setChosenType(e.currentTarget.value as PaymentType | typeof AS_PAID)}
          />
        )}
        <SplitEditor value={split} onChange={setSplit} plan={plan} />
        {!plan.ok && plan.overTotal && (
          <Alert color="red" role="alert" icon={<IconAlertTriangle />} data-testid="split-alert">
            {t("split.overTotal")}
          </Alert>
        )}
        {!plan.ok && !plan.overTotal && (
          <Text c="orange.8" size="sm" data-testid="split-hint">
            {plan.message}
          </Text>
        )}
        {plan.ok && plan.amounts.length > 1 && (
          <Text size="sm" data-testid="split-sum">
            {t("formal.sum", {
              count: plan.amounts.length,
              total: yen(plan.amounts.reduce((a, b) => a + b, 0)),
            })}
          </Text>
        )}
        <ReceiptPreview accountingLogId={log.id} query={previewQuery} enabled={plan.ok} />
        {refusal && (
          <Alert color="red" role="alert" data-testid="print-refused">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="lg" onClick={onClose} disabled={sending}>
            {common("cancel")}
          </Button>
          <Button
            size="lg"
            leftSection={<IconPrinter />}
            onClick={submit}
            disabled={!plan.ok || !printerReady}
            loading={sending}
          >
            {t("print")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
