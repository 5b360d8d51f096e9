// 取消 (void) of a whole settlement: a reason is required and the dialog says what it does first.
import { accountingApi, ZVoidBody } from "@lounge-office/domain/accounting";
import { Alert, Modal, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useContractMutation } from "../../../lib/contract-query";
import { FormShell, showServerErrors, useSchemaForm } from "../../../lib/form";
import { t } from "../messages";

type Props = { id: number; settlementId: number; groups: number; onClose: () => void };

export function VoidDialog({ id, settlementId, groups, onClose }: Props) {
  const form = useSchemaForm(ZVoidBody, { reason: "" });
  // The takings change too (header 売上, summaries): every cached read goes stale.
  const voidLog = useContractMutation(accountingApi.void, {
    input: (reason: string) => ({ params: { id }, body: { reason } }),
    invalidate: "all",
  });
  const onSubmit = form.onSubmit(({ reason }) =>
    voidLog.mutate(reason, {
      onSuccess: () => {
        notifications.show({ color: "green", message: t("void.done", { id: settlementId }) });
        onClose();
      },
      onError: showServerErrors(form),
    }),
  );
  return (
    <Modal opened onClose={onClose} title={t("void.title", { id: settlementId })}>
      <FormShell
        onSubmit={onSubmit}
        error={voidLog.error}
        pending={voidLog.isPending}
        onCancel={onClose}
        submitLabel={t("void.submit")}
      >
        <Alert color="red">{t("void.warning", { count: groups })}</Alert>
        <Textarea
          label={t("reason")}
          required
          rows={3}
          data-autofocus
          {...form.getInputProps("reason")}
        />
      </FormShell>
    </Modal>
  );
}
