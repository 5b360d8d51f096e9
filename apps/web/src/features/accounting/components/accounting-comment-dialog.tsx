// Screen 17 for accounting logs: the comment dialog, filled with the settlement's comment and sent
// to that accounting log (any staff member of the lounge may edit it).
import { accountingApi, ZAccountingLogUpdate } from "@lounge-office/domain/accounting";
import { Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useContractMutation } from "../../../lib/contract-query";
import { FormModal, showServerErrors, useSchemaForm } from "../../../lib/form";
import { logUpdate } from "../api/accounting-log";
import { t } from "../messages";

type Props = { id: number; comment: string; onClose: () => void };

export function AccountingCommentDialog({ id, comment, onClose }: Props) {
  const form = useSchemaForm(ZAccountingLogUpdate, { accounting_log: { comment } });
  const update = useContractMutation(accountingApi.update, logUpdate(id));
  const onSubmit = form.onSubmit(({ accounting_log }) =>
    update.mutate(
      { comment: accounting_log.comment ?? "" },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: t("comment.saved") });
          onClose();
        },
        onError: showServerErrors(form),
      },
    ),
  );
  return (
    <FormModal
      title={t("comment.title", { id })}
      onClose={onClose}
      onSubmit={onSubmit}
      error={update.error}
      pending={update.isPending}
    >
      <Text size="sm" data-testid="current-comment">
        {t("comment.current", { comment: comment === "" ? t("noComment") : comment })}
      </Text>
      <Textarea
        label={t("comment")}
        rows={4}
        data-autofocus
        {...form.getInputProps("accounting_log.comment")}
      />
    </FormModal>
  );
}
