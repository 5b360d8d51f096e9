// Sets a new password for a staff member (validated by the same schema as the server).
import { type StaffMember, staffApi, ZPasswordReset } from "@lounge-office/domain/staff";
import { PasswordInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useContractMutation } from "../../../lib/contract-query";
import { FormModal, showServerErrors, useSchemaForm } from "../../../lib/form";

export function PasswordModal({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const form = useSchemaForm(ZPasswordReset, { password: "" });
  const reset = useContractMutation(staffApi.resetPassword);
  const onSubmit = form.onSubmit(({ password }) =>
    reset.mutate(
      { params: { id: member.id }, body: { password } },
      {
        onSuccess: () => {
          notifications.show({
            color: "green",
            message: `「${member.name}」のパスワードを変更しました`,
          });
          onClose();
        },
        onError: showServerErrors(form),
      },
    ),
  );
  return (
    <FormModal
      title={`パスワード再設定: ${member.name}`}
      onClose={onClose}
      onSubmit={onSubmit}
      error={reset.error}
      pending={reset.isPending}
      submitLabel="変更する"
    >
      <PasswordInput
        label="新しいパスワード"
        description="8文字以上。変更すると、この方はすべての端末でサインアウトされます。"
        autoComplete="new-password"
        data-autofocus
        {...form.getInputProps("password")}
      />
    </FormModal>
  );
}
