// 「パスワード変更」: one's own password, with the current one and the new one typed twice (the
// domain's form schema); the server's refusals land on their fields.
import { sessionApi, ZPasswordChangeForm } from "@lounge-office/domain/session";
import { PasswordInput, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useContractMutation } from "../../../lib/contract-query";
import { FormModal, showServerErrors, useSchemaForm } from "../../../lib/form";

export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const form = useSchemaForm(ZPasswordChangeForm, {
    current_password: "",
    password: "",
    password_confirmation: "",
  });
  const change = useContractMutation(sessionApi.changePassword);
  const onSubmit = form.onSubmit(({ current_password, password }) =>
    change.mutate(
      { body: { current_password, password } },
      {
        onSuccess: () => {
          notifications.show({
            color: "green",
            message: "パスワードを変更しました。ほかの端末ではサインアウトされます",
          });
          onClose();
        },
        onError: showServerErrors(form),
      },
    ),
  );
  return (
    <FormModal
      title="パスワード変更"
      onClose={onClose}
      onSubmit={onSubmit}
      error={change.error}
      pending={change.isPending}
      submitLabel="変更する"
    >
      <Stack gap="sm">
        <PasswordInput
          label="現在のパスワード"
          autoComplete="current-password"
          data-autofocus
          {...form.getInputProps("current_password")}
        />
        <PasswordInput
          label="新しいパスワード"
          description="8文字以上。変更すると、ほかの端末ではサインアウトされます。"
          autoComplete="new-password"
          {...form.getInputProps("password")}
        />
        <PasswordInput
          label="新しいパスワード（確認）"
          autoComplete="new-password"
          {...form.getInputProps("password_confirmation")}
        />
      </Stack>
    </FormModal>
  );
}
