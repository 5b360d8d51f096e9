// A manager's 訂正 and 取消 of a paid-in/out: each asks why (required); the original stays in the
// movement's history. A refusal (the day was closed meanwhile) shows in the dialog.
import { businessDaysApi, type CashMovement } from "@lounge-office/domain/business-days";
import { Alert, SegmentedControl, Stack, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { useContractMutation } from "../../../lib/contract-query";
import { FormModal } from "../../../lib/form";
import { dayChanged } from "../api/business-day-queries";
import { DIRECTION_LABELS, formatYen } from "./day-format";
import { YenAmountInput } from "./numeric-inputs";

type Props = { movement: CashMovement; onClose: () => void };

const describe = (m: CashMovement) =>
  `${DIRECTION_LABELS[m.direction]} ${formatYen(m.amount)}（${m.reason || "理由なし"}）`;

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
      setMissing("訂正の理由を入力してください");
      return;
    }
    if (typeof amount !== "number" || amount < 1) {
      setMissing("金額は1円以上で入力してください");
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
          notifications.show({ color: "green", message: "入出金を訂正しました" });
          onClose();
        },
      },
    );
  };
  return (
    <FormModal
      title="入出金の訂正"
      onClose={onClose}
      onSubmit={onSubmit}
      error={correct.error}
      pending={correct.isPending}
      submitLabel="訂正する"
    >
      <Stack gap="sm">
        <Alert color="blue">訂正前: {describe(movement)}（元の記録は履歴に残ります）</Alert>
        <SegmentedControl
          value={direction}
          onChange={(value) => setDirection(value as CashMovement["direction"])}
          data={[
            { value: "in", label: "入金" },
            { value: "out", label: "出金" },
          ]}
          aria-label="入金・出金"
        />
        <YenAmountInput label="金額" value={amount} onChange={setAmount} size="md" />
        <TextInput
          label="入出金の理由"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={100}
          size="md"
        />
        <Textarea
          label="訂正の理由"
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
      setMissing("取消の理由を入力してください");
      return;
    }
    setMissing(null);
    voidIt.mutate(
      { params: { id: movement.id }, body: { reason: why.trim() } },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: "入出金を取消しました" });
          onClose();
        },
      },
    );
  };
  return (
    <FormModal
      title="入出金の取消"
      onClose={onClose}
      onSubmit={onSubmit}
      error={voidIt.error}
      pending={voidIt.isPending}
      submitLabel="取消する"
    >
      <Alert color="red">
        {describe(movement)}
        を取消します。理論残高の計算から外れ、元に戻せません。よろしいですか？
      </Alert>
      <Textarea
        label="取消の理由"
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
