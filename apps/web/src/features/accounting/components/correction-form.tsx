// The update page's correction (managers): payments, staff member and comment with a required reason.
// While the payments differ from the settlement's total the original system's warning shows and nothing is sent.
import {
  type AccountingLog,
  type AccountingLogDetail,
  accountingApi,
  PAYMENT_MISMATCH_MESSAGE,
  ZAccountingLogUpdate,
} from "@lounge-office/domain/accounting";
import { Alert, Group, NativeSelect, Paper, Textarea, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconAlertTriangle } from "@tabler/icons-react";
import { paymentName } from "../../../lib/common-messages";
import { useContractMutation } from "../../../lib/contract-query";
import { FormShell, showServerErrors, useSchemaForm } from "../../../lib/form";
import { logUpdate } from "../api/accounting-log";
import { t } from "../messages";
import { amountOf } from "./format";
import { YenInput } from "./yen-input";

/** The contract's body, with the reason the correction needs (the comment-only call has none). */
const ZCorrection = ZAccountingLogUpdate.superRefine((value, ctx) => {
  if (!value.accounting_log.reason?.trim()) {
    ctx.addIssue({
      code: "custom",
      message: t("correction.reasonMissing"),
      path: ["accounting_log", "reason"],
    });
  }
});

const PAYMENT_FIELDS = [
  { key: "cash", label: paymentName("cash") },
  { key: "credit", label: paymentName("credit") },
  { key: "e_money", label: paymentName("e_money") },
] as const;

type Props = { log: AccountingLog; staffs: AccountingLogDetail["staffs"] };

export function CorrectionForm({ log, staffs }: Props) {
  const form = useSchemaForm(ZCorrection, {
    accounting_log: {
      cash: log.cash,
      credit: log.credit,
      e_money: log.e_money,
      staff_id: log.staff_id,
      comment: log.comment,
      reason: "",
    },
  });
  const update = useContractMutation(accountingApi.update, logUpdate(log.id));
  const values = form.values.accounting_log;
  const paid = PAYMENT_FIELDS.reduce((sum, { key }) => sum + amountOf(values[key] ?? ""), 0);
  const matches = paid === log.groups_total_price;
  const staffOptions = staffs.some((s) => s.id === log.staff_id)
    ? staffs
    : [{ id: log.staff_id, name: log.staff_name, account: "" }, ...staffs];

  const onSubmit = form.onSubmit(({ accounting_log }) =>
    update.mutate(accounting_log, {
      onSuccess: () => {
        notifications.show({ color: "green", message: t("correction.done") });
        form.setFieldValue("accounting_log.reason", "");
      },
      onError: showServerErrors(form),
    }),
  );

  return (
    <Paper withBorder p="sm">
      <Title order={3} size="h5" mb="xs">
        {t("correction.title")}
      </Title>
      <FormShell
        onSubmit={onSubmit}
        error={update.error}
        pending={update.isPending}
        submitLabel={t("correction.submit")}
        submitDisabled={!matches}
      >
        <Group grow align="flex-start">
          {PAYMENT_FIELDS.map(({ key, label }) => (
            <YenInput
              key={key}
              label={label}
              {...form.getInputProps(`accounting_log.${key}`)}
              value={values[key] ?? ""}
            />
          ))}
        </Group>
        {!matches && (
          <Alert color="yellow" icon={<IconAlertTriangle />} data-testid="correction-mismatch">
            {PAYMENT_MISMATCH_MESSAGE}
          </Alert>
        )}
        <NativeSelect
          label={t("staffMember")}
          data={staffOptions.map((s) => ({ value: String(s.id), label: s.name }))}
          {...form.getInputProps("accounting_log.staff_id")}
          value={String(values.staff_id ?? "")}
          // The option's value is the id as text; the call takes the number.
          onChange={(event) =>
            form.setFieldValue("accounting_log.staff_id", Number(event.currentTarget.value))
          }
        />
        <Textarea label={t("comment")} rows={2} {...form.getInputProps("accounting_log.comment")} />
        <Textarea
          label={t("reason")}
          required
          rows={2}
          {...form.getInputProps("accounting_log.reason")}
        />
      </FormShell>
    </Paper>
  );
}
