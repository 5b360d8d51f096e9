// Create or edit a staff account; managers may only grant the staff role and their own lounges.
import {
  ROLE_JA,
  ROLES,
  type Role,
  type Session,
  type StaffMember,
  ZStaffCreate,
  ZStaffUpdate,
} from "@lounge-office/domain";
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  PasswordInput,
  Stack,
  TextInput,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { fieldErrors } from "../../../lib/form-errors";
import { useCreateStaff } from "../api/create-staff";
import { useUpdateStaff } from "../api/update-staff";

type Props = { member: StaffMember | null; session: Session; onClose: () => void };

export function StaffFormModal({ member, session, onClose }: Props) {
  const isAdmin = session.staff.role === "admin";
  const [name, setName] = useState(member?.name ?? "");
  const [account, setAccount] = useState(member?.account ?? "");
  const [role, setRole] = useState<Role>(member?.role ?? "staff");
  const [loungeIds, setLoungeIds] = useState<string[]>(
    (member?.lounge_ids ?? [session.lounge.id]).map(String),
  );
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const mutation = member ? update : create;
  const roles = isAdmin ? ROLES : (["staff"] as const);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const lounge_ids = loungeIds.map(Number);
    const done = {
      onSuccess: (saved: StaffMember) => {
        notifications.show({ color: "green", message: `「${saved.name}」を保存しました` });
        onClose();
      },
      onError: (error: Error) => {
        if (error instanceof ApiError) setErrors(error.fields);
      },
    };
    if (member) {
      const parsed = ZStaffUpdate.safeParse({ name, role, lounge_ids });
      if (!parsed.success) return setErrors(fieldErrors(parsed.error));
      setErrors({});
      update.mutate({ id: member.id, ...parsed.data }, done);
    } else {
      const parsed = ZStaffCreate.safeParse({ name, account, role, lounge_ids, password });
      if (!parsed.success) return setErrors(fieldErrors(parsed.error));
      setErrors({});
      create.mutate(parsed.data, done);
    }
  };

  return (
    <Modal opened onClose={onClose} title={member ? "スタッフの編集" : "スタッフの追加"} size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {mutation.isError && <Alert color="red">{errorMessage(mutation.error)}</Alert>}
          <TextInput
            label="名前"
            required
            value={name}
            error={errors.name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
          />
          <TextInput
            label="アカウント"
            description="サインインに使います（半角英小文字・数字・「.」「_」「-」）"
            required
            disabled={member !== null}
            value={account}
            error={errors.account}
            onChange={(e) => setAccount(e.currentTarget.value)}
          />
          <NativeSelect
            label="役割"
            value={role}
            disabled={member?.id === session.staff.id}
            onChange={(e) => setRole(e.currentTarget.value as Role)}
            data={roles.map((r) => ({ value: r, label: ROLE_JA[r] }))}
            error={errors.role}
          />
          <Checkbox.Group
            label="所属店舗"
            value={loungeIds}
            onChange={setLoungeIds}
            error={errors.lounge_ids}
            required
          >
            <Group mt={6}>
              {session.lounges.map((l) => (
                <Checkbox key={l.id} value={String(l.id)} label={l.name} />
              ))}
            </Group>
          </Checkbox.Group>
          {!member && (
            <PasswordInput
              label="初期パスワード"
              description="8文字以上"
              required
              autoComplete="new-password"
              value={password}
              error={errors.password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              キャンセル
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              保存
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
