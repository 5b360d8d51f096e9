// Sets a new password for a staff member (validated by the same schema as the server).
import { type StaffMember, staffApi, ZPasswordReset } from "@lounge-office/domain/staff";
import { PasswordInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useContractMutation } from "../../../lib/contract-query";
import { FormModal, showServerErrors, useSchemaForm } from "../../../lib/form";
import { t } from "../messages";

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
            message: t("passwordChanged", { name: member.name }),
          });
          onClose();
        },
        onError: showServerErrors(form),
      },
    ),
  );
  return (
    <FormModal
      title={t("resetTitle", { name: member.name })}
      onClose={onClose}
      onSubmit={onSubmit}
      error={reset.error}
      pending={reset.isPending}
      submitLabel={t("resetDo")}
    >
      <PasswordInput
        label={t("newPassword")}
        description={t("resetHint")}
        autoComplete="new-password"
        data-autofocus
        {...form.getInputProps("password")}
      />
    </FormModal>
  );
}
