// A manager's 訂正 and 取消 of a paid-in/out: each asks why (required); the original stays in the
// movement's history. A refusal (the day was closed meanwhile) shows in the dialog.
import { businessDaysApi, type CashMovement } from "@lounge-office/domain/business-days";
import { Alert, SegmentedControl, Stack, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { useContractMutation } from "../../../lib/contract-query";
import { FormModal } from "../../../lib/form";
import { dayChanged } from "../api/business-day-queries";
import { directionName, t } from "../messages";
import { formatYen } from "./day-format";
import { YenAmountInput } from "./numeric-inputs";

type Props = { movement: CashMovement; onClose: () => void };

const describe = (m: CashMovement) =>
  t("movementDescription", {
    direction: directionName(m.direction),
    amount: formatYen(m.amount),
    reason: m.reason || t("noReason"),
  });

export function CorrectMovementDialog({ movement, onClose }: Props) {
  const [direction, setDirection] = useState(movement.direction);
  const [amount, setAmount] = useState<number | string>(movement.amount);
  const [reason, setReason] = useState(movement.reason);
  const [why, setWhy] = useState("");
  const [missing, setMissing] = useState<string | null>(null);
  const correct = useContractMutation(
    businessDaysApi.correctCashMovement,
    dayChanged(movement.lounge_id),
  );
  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (why.trim() === "") {
      setMissing(t("correctionReasonMissing"));
      return;
    }
    if (typeof amount !== "number" || amount < 1) {
      setMissing(t("amountTooSmall"));
      return;
    }
    setMissing(null);
    correct.mutate(
      {
        params: { id: movement.id },
        body: { direction, amount, reason: reason.trim(), correction_reason: why.trim() },
      },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: t("movementCorrected") });
          onClose();
        },
      },
    );
  };
  return (
    <FormModal
      title={t("correctTitle")}
      onClose={onClose}
      onSubmit={onSubmit}
      error={correct.error}
      pending={correct.isPending}
      submitLabel={t("correctSubmit")}
    >
      <Stack gap="sm">
        <Alert color="blue">{t("beforeCorrection", { movement: describe(movement) })}</Alert>
        <SegmentedControl
          value={direction}
          onChange={(value) => setDirection(value as CashMovement["direction"])}
          data={[
            { value: "in", label: directionName("in") },
            { value: "out", label: directionName("out") },
          ]}
          aria-label={t("inOrOut")}
        />
        <YenAmountInput label={t("col.amount")} value={amount} onChange={setAmount} size="md" />
        <TextInput
          label={t("movementReason")}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={100}
          size="md"
        />
        <Textarea
          label={t("correctionReason")}
          withAsterisk
          rows={2}
          maxLength={200}
          value={why}
          onChange={(e) => setWhy(e.currentTarget.value)}
          error={missing}
          data-autofocus
        />
      </Stack>
    </FormModal>
  );
}

export function VoidMovementDialog({ movement, onClose }: Props) {
  const [why, setWhy] = useState("");
  const [missing, setMissing] = useState<string | null>(null);
  const voidIt = useContractMutation(
    businessDaysApi.voidCashMovement,
    dayChanged(movement.lounge_id),
  );
  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (why.trim() === "") {
      setMissing(t("voidReasonMissing"));
      return;
    }
    setMissing(null);
    voidIt.mutate(
      { params: { id: movement.id }, body: { reason: why.trim() } },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: t("movementVoided") });
          onClose();
        },
      },
    );
  };
  return (
    <FormModal
      title={t("voidTitle")}
      onClose={onClose}
      onSubmit={onSubmit}
      error={voidIt.error}
      pending={voidIt.isPending}
      submitLabel={t("voidSubmit")}
    >
      <Alert color="red">{t("voidConfirm", { movement: describe(movement) })}</Alert>
      <Textarea
        label={t("voidReason")}
        withAsterisk
        rows={2}
        maxLength={200}
        value={why}
        onChange={(e) => setWhy(e.currentTarget.value)}
        error={missing}
        data-autofocus
      />
    </FormModal>
  );
}
