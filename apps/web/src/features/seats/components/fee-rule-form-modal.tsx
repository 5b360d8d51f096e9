// Add or edit a fee rule: label, special fee (flat price per person), executive and VIP flags, and
// the set length and warning lead of the board's time-up alerts.
import {
  type FeeRuleRecord,
  SET_MINUTES_MAX,
  seatsApi,
  WARN_LEAD_MINUTES_MAX,
  ZFeeRuleInput,
} from "@lounge-office/domain/seats";
import { Checkbox, Group, NumberInput, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useContractMutation } from "../../../lib/contract-query";
import { FormModal, showServerErrors, useSchemaForm } from "../../../lib/form";
import { useLoungeTitle } from "../../../lib/lounge-title";
import { t } from "../messages";

type Props = { loungeId: number; rule: FeeRuleRecord | null; onClose: () => void };

const FLAGS: { key: "other_flag" | "executive" | "vip"; label: string; description: string }[] = [
  {
    key: "other_flag",
    label: t("rule.special"),
    description: t("rule.special.hint"),
  },
  { key: "executive", label: t("rule.executive"), description: t("rule.executive.hint") },
  { key: "vip", label: "VIP", description: t("rule.vip.hint") },
];

export function FeeRuleFormModal({ loungeId, rule, onClose }: Props) {
  const titled = useLoungeTitle(loungeId);
  const form = useSchemaForm(ZFeeRuleInput, {
    label: rule?.label ?? "",
    other_flag: rule?.other_flag ?? false,
    executive: rule?.executive ?? false,
    vip: rule?.vip ?? false,
    flat_price_per_person: rule?.flat_price_per_person ?? null,
    set_minutes: rule?.set_minutes ?? null,
    warn_lead_minutes: rule?.warn_lead_minutes ?? null,
  });
  const {
    flat_price_per_person: price,
    set_minutes: set,
    warn_lead_minutes: lead,
  } = form.getValues();
  const create = useContractMutation(seatsApi.createFeeRule, { invalidate: [seatsApi.feeRules] });
  const update = useContractMutation(seatsApi.updateFeeRule, { invalidate: [seatsApi.feeRules] });
  const mutation = rule ? update : create;

  const done = {
    onSuccess: (saved: FeeRuleRecord) => {
      notifications.show({ color: "green", message: t("rule.saved", { label: saved.label }) });
      onClose();
    },
    onError: showServerErrors(form),
  };
  const onSubmit = form.onSubmit((input) => {
    if (rule) update.mutate({ params: { id: rule.id }, body: input }, done);
    else create.mutate({ body: { lounge_id: loungeId, ...input } }, done);
  });

  return (
    <FormModal
      title={titled(rule ? t("rule.editTitle", { label: rule.label }) : t("rule.addTitle"))}
      onClose={onClose}
      onSubmit={onSubmit}
      error={mutation.error}
      pending={mutation.isPending}
    >
      <TextInput label={t("rule.name")} required data-autofocus {...form.getInputProps("label")} />
      {FLAGS.map((flag) => (
        <Checkbox
          key={flag.key}
          label={flag.label}
          description={flag.description}
          {...form.getInputProps(flag.key, { type: "checkbox" })}
        />
      ))}
      <NumberInput
        label={t("rule.flatPrice")}
        description={t("rule.flatPrice.hint")}
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
      <Group grow align="flex-start">
        <NumberInput
          label={t("rule.setMinutes")}
          description={t("rule.setMinutes.hint")}
          min={1}
          max={SET_MINUTES_MAX}
          allowDecimal={false}
          allowNegative={false}
          suffix={t("minutesSuffix")}
          value={set ?? ""}
          error={form.errors.set_minutes}
          onChange={(value) =>
            form.setFieldValue("set_minutes", value === "" ? null : Number(value))
          }
        />
        <NumberInput
          label={t("rule.warnLead")}
          description={t("rule.warnLead.hint")}
          min={1}
          max={WARN_LEAD_MINUTES_MAX}
          allowDecimal={false}
          allowNegative={false}
          suffix={t("minutesSuffix")}
          value={lead ?? ""}
          error={form.errors.warn_lead_minutes}
          onChange={(value) =>
            form.setFieldValue("warn_lead_minutes", value === "" ? null : Number(value))
          }
        />
      </Group>
    </FormModal>
  );
}
