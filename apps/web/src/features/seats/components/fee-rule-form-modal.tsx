// Add or edit a fee rule: label, special fee (flat price per person), executive and VIP flags.
import { type FeeRuleInput, type FeeRuleRecord, ZFeeRuleInput } from "@lounge-office/domain";
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Stack,
  TextInput,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { fieldErrors } from "../../../lib/form-errors";
import { useCreateFeeRule } from "../api/create-fee-rule";
import { useUpdateFeeRule } from "../api/update-fee-rule";

type Props = { loungeId: number; rule: FeeRuleRecord | null; onClose: () => void };

const FLAGS: { key: "other_flag" | "executive" | "vip"; label: string; description: string }[] = [
  {
    key: "other_flag",
    label: "特殊料金",
    description: "1名あたりの定額で精算し、時間料金はかかりません。自動会計席には案内できません。",
  },
  { key: "executive", label: "エグゼクティブ", description: "ボードの表示色が最優先になります" },
  { key: "vip", label: "VIP", description: "ボードの表示色がエグゼクティブの次になります" },
];

export function FeeRuleFormModal({ loungeId, rule, onClose }: Props) {
  const [values, setValues] = useState<Omit<FeeRuleInput, "flat_price_per_person">>({
    label: rule?.label ?? "",
    other_flag: rule?.other_flag ?? false,
    executive: rule?.executive ?? false,
    vip: rule?.vip ?? false,
  });
  const [price, setPrice] = useState<number | string>(rule?.flat_price_per_person ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateFeeRule();
  const update = useUpdateFeeRule();
  const mutation = rule ? update : create;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZFeeRuleInput.safeParse({
      ...values,
      flat_price_per_person: price === "" ? null : Number(price),
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    const done = {
      onSuccess: (saved: FeeRuleRecord) => {
        notifications.show({ color: "green", message: `料金区分「${saved.label}」を保存しました` });
        onClose();
      },
      onError: (error: Error) => error instanceof ApiError && setErrors(error.fields),
    };
    if (rule) update.mutate({ id: rule.id, input: parsed.data }, done);
    else create.mutate({ loungeId, input: parsed.data }, done);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={rule ? `料金区分の編集: ${rule.label}` : "料金区分の追加"}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {mutation.isError && (
            <Alert color="red" role="alert">
              {errorMessage(mutation.error)}
            </Alert>
          )}
          <TextInput
            label="料金区分名"
            required
            value={values.label}
            error={errors.label}
            onChange={(e) => {
              const label = e.currentTarget.value;
              setValues((v) => ({ ...v, label }));
            }}
            data-autofocus
          />
          {FLAGS.map((flag) => (
            <Checkbox
              key={flag.key}
              label={flag.label}
              description={flag.description}
              checked={values[flag.key]}
              error={errors[flag.key]}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setValues((v) => ({ ...v, [flag.key]: checked }));
              }}
            />
          ))}
          <NumberInput
            label="定額料金（1名あたり・円）"
            description="特殊料金の区分で使います。空欄は定額なしです。"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            prefix="¥"
            value={price}
            error={errors.flat_price_per_person}
            onChange={setPrice}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              キャンセル
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              保存
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
