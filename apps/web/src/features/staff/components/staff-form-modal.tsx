// Create or edit a staff account; managers may only grant the staff role and their own lounges.
import type { Session } from "@lounge-office/domain/session";
import { ROLES } from "@lounge-office/domain/shared";
import {
  type StaffCreate,
  type StaffMember,
  staffApi,
  ZStaffCreate,
  ZStaffUpdate,
} from "@lounge-office/domain/staff";
import { Checkbox, Group, NativeSelect, PasswordInput, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { roleName } from "../../../lib/common-messages";
import { useContractMutation } from "../../../lib/contract-query";
import { FormModal, showServerErrors, useSchemaForm } from "../../../lib/form";
import { usableLounges } from "../../../lib/usable-lounges";
import { t } from "../messages";

type Props = { member: StaffMember | null; session: Session; onClose: () => void };

/** The fields of both forms; the update schema ignores the account and password. */
type Fields = {
  name: string;
  account: string;
  role: StaffMember["role"];
  lounge_ids: number[];
  password: string;
};

export function StaffFormModal({ member, session, onClose }: Props) {
  const isAdmin = session.staff.role === "admin";
  const schema = member ? ZStaffUpdate : ZStaffCreate;
  const form = useSchemaForm(schema, {
    name: member?.name ?? "",
    account: member?.account ?? "",
    role: member?.role ?? "staff",
    // A new member's lounges are chosen, never assumed from the lounge the admin happens to be in.
    lounge_ids: member?.lounge_ids ?? [],
    password: "",
  } satisfies Fields);
  const values = form.getValues() as Fields;
  const create = useContractMutation(staffApi.create, { invalidate: [staffApi.search] });
  const update = useContractMutation(staffApi.update, { invalidate: [staffApi.search] });
  const mutation = member ? update : create;
  const roles = isAdmin ? ROLES : (["staff"] as const);

  const done = {
    onSuccess: (saved: StaffMember) => {
      notifications.show({ color: "green", message: t("saved", { name: saved.name }) });
      onClose();
    },
    onError: showServerErrors(form),
  };
  const onSubmit = form.onSubmit((parsed) => {
    if (member) update.mutate({ params: { id: member.id }, body: parsed }, done);
    // Without a member the form's schema is ZStaffCreate: `parsed` is already its output.
    else create.mutate({ body: parsed as StaffCreate }, done);
  });

  return (
    <FormModal
      title={member ? t("editTitle") : t("addTitle")}
      size="lg"
      onClose={onClose}
      onSubmit={onSubmit}
      error={mutation.error}
      pending={mutation.isPending}
    >
      <TextInput label={t("col.name")} required data-autofocus {...form.getInputProps("name")} />
      <TextInput
        label={t("col.account")}
        description={t("accountHint")}
        required
        disabled={member !== null}
        {...form.getInputProps("account")}
      />
      <NativeSelect
        label={t("col.role")}
        disabled={member?.id === session.staff.id}
        data={roles.map((r) => ({ value: r, label: roleName(r) }))}
        {...form.getInputProps("role")}
      />
      <Checkbox.Group
        label={t("col.lounges")}
        required
        value={values.lounge_ids.map(String)}
        onChange={(ids) => form.setFieldValue("lounge_ids", ids.map(Number))}
        error={form.errors.lounge_ids}
      >
        <Group mt={6}>
          {usableLounges(session, "staff.manage").map((l) => (
            <Checkbox key={l.id} value={String(l.id)} label={l.name} />
          ))}
        </Group>
      </Checkbox.Group>
      {!member && (
        <PasswordInput
          label={t("initialPassword")}
          description={t("passwordHint")}
          required
          autoComplete="new-password"
          {...form.getInputProps("password")}
        />
      )}
    </FormModal>
  );
}
