// Screen 12, the attendance form: a lounge (one of the user's), a staff member of that lounge (from
// GET /attendance_logs/staff_list; staff get themselves only), a log type (none at first: submit waits
// for it), a comment, and for managers a time with its reason (a forgotten log, recorded later). From a
// 退勤漏れ？ row it opens on that member's clock-out and asks for its time and reason: a live step in a
// stale shift is refused.
import {
  ATTENDANCE_LOG_TYPES,
  type AttendanceLogType,
  attendanceApi,
  STALE_SHIFT_HOURS,
  ZAttendanceLogCreate,
} from "@lounge-office/domain/attendance";
import type { Session } from "@lounge-office/domain/session";
import { roleHolds, zIntFromDigits } from "@lounge-office/domain/shared";
import { staffApi } from "@lounge-office/domain/staff";
import {
  Alert,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { contractQuery, useContractMutation } from "../../../lib/contract-query";
import { FormModal, showServerErrors, useSchemaForm } from "../../../lib/form";
import { InstantPicker } from "../../../lib/instant-picker";
import { useLoungeTitle } from "../../../lib/lounge-title";
import { loungeSelectData, usableLounges } from "../../../lib/usable-lounges";
import { LOG_CHANGED } from "../api/lounge-attendance";
import { logTypeName, t } from "../messages";
import { recordedMessage } from "./attendance-format";

const fields = ZAttendanceLogCreate.shape.attendance_log.shape;

/**
 * The form's values checked by the call's own fields, and turned into its payload. Selects hold
 * strings, nothing is chosen at first, and the reason (optional on the call) is required here
 * whenever a time is given.
 */
export const ZAttendanceForm = z
  .object({
    // The select's value: the lounge id as text (the call takes it as a number).
    lounge_id: zIntFromDigits(fields.lounge_id),
    // An option's value: a staff id, or "" while none is chosen.
    staff_id: z
      .string()
      .min(1, { error: t("form.staffRequired") })
      .transform(Number),
    // None is chosen at first: null is the call's own "choose a type" refusal.
    log_type: fields.log_type.nullable().pipe(fields.log_type),
    comment: fields.comment,
    logged_at: fields.logged_at.nullable(),
    reason: z.string(),
  })
  .superRefine((values, ctx) => {
    if (!values.logged_at) return;
    const reason = fields.reason.safeParse(values.reason);
    if (!reason.success) {
      ctx.addIssue({
        code: "custom",
        path: ["reason"],
        message: reason.error.issues[0]?.message ?? t("form.reasonRequired"),
      });
    }
  })
  .transform(({ staff_id, lounge_id, log_type, comment, logged_at, reason }) => ({
    staff_id,
    lounge_id,
    log_type,
    ...(comment?.trim() ? { comment } : {}),
    ...(logged_at ? { logged_at, reason: reason.trim() } : {}),
  }));

/** A forgotten clock-out: its time is what is missing (now would be refused), so it is required. */
const ZClockOutForm = ZAttendanceForm.superRefine((attendance_log, ctx) => {
  if (!attendance_log.logged_at) {
    ctx.addIssue({ code: "custom", path: ["logged_at"], message: t("form.clockOutRequired") });
  }
});

type Props = {
  session: Session;
  /** A 退勤漏れ？ row's member (managers): the form opens on their clock-out and asks for its time. */
  clockOutFor?: { staff_id: number; name: string };
  onClose: () => void;
};

export function AttendanceFormModal({ session, clockOutFor, onClose }: Props) {
  const manages = roleHolds(session.staff.role, "attendance.manage");
  const self = session.staff;
  const form = useSchemaForm(clockOutFor ? ZClockOutForm : ZAttendanceForm, {
    lounge_id: String(session.lounge.id),
    // Staff record their own attendance only: themselves, chosen already.
    staff_id: clockOutFor ? String(clockOutFor.staff_id) : manages ? "" : String(self.id),
    log_type: clockOutFor ? "clock_out" : null,
    comment: "",
    logged_at: null,
    reason: "",
  });
  const values = form.getValues();
  const loungeId = Number(values.lounge_id);
  const lounge = session.lounges.find((l) => l.id === loungeId) ?? session.lounge;
  const titled = useLoungeTitle(loungeId);
  const staff = useQuery({
    ...contractQuery(staffApi.staffList, { query: { lounge_id: loungeId } }),
    enabled: manages,
  });
  const record = useContractMutation(attendanceApi.create, LOG_CHANGED);

  const staffOptions = manages
    ? [
        {
          value: "",
          label: staff.isPending ? t("form.loadingStaff") : t("form.choose"),
          disabled: true,
        },
        ...(staff.data?.staffs ?? []).map((s) => ({ value: String(s.id), label: s.name })),
      ]
    : [{ value: String(self.id), label: self.name }];

  // Another lounge has other staff: the one chosen may not work there.
  const onLounge = (value: string) => {
    form.setFieldValue("lounge_id", value);
    if (manages) form.setFieldValue("staff_id", "");
  };
  const onTime = (instant: string | null) => {
    form.setFieldValue("logged_at", instant);
    if (!instant && !clockOutFor) form.setFieldValue("reason", "");
  };

  const onSubmit = form.onSubmit((attendance_log) =>
    record.mutate(
      { body: { attendance_log } },
      {
        onSuccess: (log) => {
          notifications.show({ color: "green", message: recordedMessage(log) });
          onClose();
        },
        onError: showServerErrors(form),
      },
    ),
  );

  return (
    <FormModal
      title={titled(t("record"))}
      size="lg"
      onClose={onClose}
      onSubmit={onSubmit}
      error={record.error}
      pending={record.isPending}
      submitLabel={t("submit.record")}
      submitDisabled={!values.log_type}
    >
      {clockOutFor && (
        <Alert color="red" data-testid="missing-clock-out">
          {t("form.stale", { name: clockOutFor.name, hours: STALE_SHIFT_HOURS })}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NativeSelect
          label={t("form.lounge")}
          size="md"
          data={loungeSelectData(usableLounges(session, "attendance.own"))}
          value={values.lounge_id}
          error={form.errors.lounge_id}
          onChange={(event) => onLounge(event.currentTarget.value)}
        />
        <NativeSelect
          label={t("form.staff")}
          size="md"
          required
          disabled={!manages}
          data={staffOptions}
          {...form.getInputProps("staff_id")}
        />
      </SimpleGrid>
      <Radio.Group
        label={t("form.type")}
        required
        value={values.log_type}
        error={form.errors.log_type}
        onChange={(value) => form.setFieldValue("log_type", value as AttendanceLogType)}
      >
        <SimpleGrid cols={{ base: 2, xs: 4 }} mt={4}>
          {ATTENDANCE_LOG_TYPES.map((type) => (
            <Radio.Card key={type} value={type} p="sm" mih={44} radius="md">
              <Group gap="xs" wrap="nowrap">
                <Radio.Indicator />
                <Text>{logTypeName(type)}</Text>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <TextInput label={t("form.comment")} size="md" {...form.getInputProps("comment")} />
      {manages && (
        <>
          <InstantPicker
            label={t("form.time")}
            description={clockOutFor ? t("form.time.clockOut") : t("form.time.later")}
            required={Boolean(clockOutFor)}
            data-autofocus={clockOutFor ? true : undefined}
            size="md"
            clearable
            timeZone={lounge.time_zone}
            value={values.logged_at ?? null}
            onChange={onTime}
            error={form.errors.logged_at}
          />
          {(values.logged_at || clockOutFor) && (
            <Textarea
              label={t("form.reason")}
              required
              rows={2}
              {...form.getInputProps("reason")}
            />
          )}
        </>
      )}
    </FormModal>
  );
}
