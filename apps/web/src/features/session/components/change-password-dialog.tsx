// 「パスワード変更」: one's own password, with the current one and the new one typed twice (the
// domain's form schema); the server's refusals land on their fields.
import { sessionApi, ZPasswordChangeForm } from "@lounge-office/domain/session";
import { PasswordInput, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useContractMutation } from "../../../lib/contract-query";
import { FormModal, showServerErrors, useSchemaForm } from "../../../lib/form";
import { t } from "./password-messages";

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
            message: t("changed"),
          });
          onClose();
        },
        onError: showServerErrors(form),
      },
    ),
  );
  return (
    <FormModal
      title={t("title")}
      onClose={onClose}
      onSubmit={onSubmit}
      error={change.error}
      pending={change.isPending}
      submitLabel={t("submit")}
    >
      <Stack gap="sm">
        <PasswordInput
          label={t("current")}
          autoComplete="current-password"
          data-autofocus
          {...form.getInputProps("current_password")}
        />
        <PasswordInput
          label={t("new")}
          description={t("newHint")}
          autoComplete="new-password"
          {...form.getInputProps("password")}
        />
        <PasswordInput
          label={t("confirm")}
          autoComplete="new-password"
          {...form.getInputProps("password_confirmation")}
        />
      </Stack>
    </FormModal>
  );
}
