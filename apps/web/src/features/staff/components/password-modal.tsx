// Sets a new password for a staff member (validated by the same schema as the server).
import { type StaffMember, ZPasswordReset } from "@lounge-office/domain";
import { Alert, Button, Group, Modal, PasswordInput, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { fieldErrors } from "../../../lib/form-errors";
import { useResetPassword } from "../api/reset-password";

export function PasswordModal({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const reset = useResetPassword();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZPasswordReset.safeParse({ password });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).password);
      return;
    }
    reset.mutate(
      { id: member.id, password },
      {
        onSuccess: () => {
          notifications.show({
            color: "green",
            message: `「${member.name}」のパスワードを変更しました`,
          });
          onClose();
        },
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={`パスワード再設定: ${member.name}`}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {reset.isError && <Alert color="red">{errorMessage(reset.error)}</Alert>}
          <PasswordInput
            label="新しいパスワード"
            description="8文字以上。変更すると、この方はすべての端末でサインアウトされます。"
            autoComplete="new-password"
            value={password}
            error={error}
            onChange={(e) => setPassword(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              キャンセル
            </Button>
            <Button type="submit" loading={reset.isPending}>
              変更する
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
