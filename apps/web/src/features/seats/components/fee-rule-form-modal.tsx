// Add or edit a fee rule: label, special fee (flat price per person), executive and VIP flags.
import { type FeeRuleRecord, ZFeeRuleInput } from "@lounge-office/domain";
import { Checkbox, NumberInput, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { FormModal, showServerErrors, useSchemaForm } from "../../../lib/form";
import { useLoungeTitle } from "../../../lib/lounge-title";
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
  const titled = useLoungeTitle(loungeId);
  const form = useSchemaForm(ZFeeRuleInput, {
    label: rule?.label ?? "",
    other_flag: rule?.other_flag ?? false,
    executive: rule?.executive ?? false,
    vip: rule?.vip ?? false,
    flat_price_per_person: rule?.flat_price_per_person ?? null,
  });
  const price = form.getValues().flat_price_per_person;
  const create = useCreateFeeRule();
  const update = useUpdateFeeRule();
  const mutation = rule ? update : create;

  const done = {
    onSuccess: (saved: FeeRuleRecord) => {
      notifications.show({ color: "green", message: `料金区分「${saved.label}」を保存しました` });
      onClose();
    },
    onError: showServerErrors(form),
  };
  const onSubmit = form.onSubmit((input) => {
    if (rule) update.mutate({ id: rule.id, ...input }, done);
    else create.mutate({ lounge_id: loungeId, ...input }, done);
  });

  return (
    <FormModal
      title={titled(rule ? `料金区分の編集: ${rule.label}` : "料金区分の追加")}
      onClose={onClose}
      onSubmit={onSubmit}
      error={mutation.error}
      pending={mutation.isPending}
    >
      <TextInput label="料金区分名" required data-autofocus {...form.getInputProps("label")} />
      {FLAGS.map((flag) => (
        <Checkbox
          key={flag.key}
          label={flag.label}
          description={flag.description}
          {...form.getInputProps(flag.key, { type: "checkbox" })}
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
        value={price ?? ""}
        error={form.errors.flat_price_per_person}
        // An empty field is "no flat price" (null), not zero.
        onChange={(value) =>
          form.setFieldValue("flat_price_per_person", value === "" ? null : Number(value))
        }
      />
    </FormModal>
  );
}
