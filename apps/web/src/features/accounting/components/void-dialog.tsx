// 取消 (void) of a whole settlement: a reason is required and the dialog says what it does first.
import { accountingApi, ZVoidBody } from "@lounge-office/domain/accounting";
import { Alert, Modal, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useContractMutation } from "../../../lib/contract-query";
import { FormShell, showServerErrors, useSchemaForm } from "../../../lib/form";

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
        notifications.show({ color: "green", message: `会計 #${settlementId} を取消しました` });
        onClose();
      },
      onError: showServerErrors(form),
    }),
  );
  return (
    <Modal opened onClose={onClose} title={`会計 #${settlementId} の取消`}>
      <FormShell
        onSubmit={onSubmit}
        error={voidLog.error}
        pending={voidLog.isPending}
        onCancel={onClose}
        submitLabel="取消する"
      >
        <Alert color="red">
          この会計（{groups}組）を取消します。売上から外れ、元に戻せません。よろしいですか？
        </Alert>
        <Textarea label="理由" required rows={3} data-autofocus {...form.getInputProps("reason")} />
      </FormShell>
    </Modal>
  );
}
