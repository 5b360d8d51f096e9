// Managers' corrections of a member's attendance: 修正 (a log's type or time, PATCH) and 記録を追加 (a
// forgotten log, POST with `logged_at`), both with a required reason. The server replays the member's
// whole sequence; a 422 (e.g. 「この修正では記録の順序が成り立ちません（…）」) shows here, the input kept.
import {
  ATTENDANCE_LOG_TYPES,
  type AttendanceLog,
  type AttendanceLogType,
  attendanceApi,
  ZAttendanceCorrection,
  ZAttendanceLogCreate,
} from "@lounge-office/domain/attendance";
import { NativeSelect, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useContractMutation } from "../../../lib/contract-query";
import { dayjs } from "../../../lib/dayjs";
import { FormModal, type SchemaForm, showServerErrors, useSchemaForm } from "../../../lib/form";
import { InstantPicker } from "../../../lib/instant-picker";
import { useLoungeTitle } from "../../../lib/lounge-title";
import { LOG_CHANGED } from "../api/lounge-attendance";
import { logTypeName, t } from "../messages";
import { describeLog } from "./attendance-format";

const TOUCH_INPUT = { input: { minHeight: 44 } } as const;

const TYPE_OPTIONS = [
  { value: "", label: t("correct.choose"), disabled: true },
  ...ATTENDANCE_LOG_TYPES.map((type) => ({ value: type, label: logTypeName(type) })),
];

/** The fields both dialogs share: 種類, 日時 (the lounge's clock) and 理由. */
function LogFields({
  form,
  timeZone,
}: {
  form: SchemaForm<typeof ZAttendanceCorrection> | SchemaForm<typeof ZAddForm>;
  timeZone: string;
}) {
  // Both forms hold `attendance_log.{log_type, logged_at, reason}`; Mantine's path helpers are typed per form.
  const fields = form as unknown as SchemaForm<typeof ZAttendanceCorrection>;
  return (
    <>
      <NativeSelect
        label={t("form.type")}
        withAsterisk
        data={TYPE_OPTIONS}
        styles={TOUCH_INPUT}
        {...fields.getInputProps("attendance_log.log_type")}
      />
      <InstantPicker
        label={t("correct.when")}
        withAsterisk
        timeZone={timeZone}
        styles={TOUCH_INPUT}
        value={fields.values.attendance_log.logged_at ?? null}
        error={fields.errors["attendance_log.logged_at"]}
        onChange={(instant) =>
          fields.setFieldValue("attendance_log.logged_at", instant ?? undefined)
        }
      />
      <Textarea
        label={t("reason")}
        withAsterisk
        rows={3}
        maxLength={200}
        placeholder={t("correct.placeholder")}
        {...fields.getInputProps("attendance_log.reason")}
      />
    </>
  );
}

type CorrectionProps = { log: AttendanceLog; timeZone: string; onClose: () => void };

/** 修正: sends the reason and only what changed (type, time), so the audit says exactly what moved. */
export function AttendanceCorrectionDialog({ log, timeZone, onClose }: CorrectionProps) {
  const form = useSchemaForm(ZAttendanceCorrection, {
    attendance_log: { log_type: log.log_type, logged_at: log.logged_at, reason: "" },
  });
  // The server replays the whole sequence and refuses (422) a correction it cannot.
  const correct = useContractMutation(attendanceApi.correct, LOG_CHANGED);
  const titled = useLoungeTitle(log.lounge_id);
  const values = form.values.attendance_log;
  const typeChanged = values.log_type !== log.log_type;
  const timeChanged =
    values.logged_at !== undefined && Date.parse(values.logged_at) !== Date.parse(log.logged_at);

  const onSubmit = form.onSubmit(({ attendance_log: { log_type, logged_at, reason } }) =>
    correct.mutate(
      {
        params: { id: log.id },
        body: {
          attendance_log: {
            ...(typeChanged && { log_type }),
            ...(timeChanged && { logged_at }),
            reason,
          },
        },
      },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: t("correct.done") });
          onClose();
        },
        onError: showServerErrors(form),
      },
    ),
  );

  return (
    <FormModal
      title={titled(t("correct.title", { name: log.staff_name }))}
      onClose={onClose}
      onSubmit={onSubmit}
      error={correct.error}
      pending={correct.isPending}
      submitLabel={t("correct.submit")}
      submitDisabled={!typeChanged && !timeChanged}
    >
      <Text size="sm" data-testid="current-log">
        {t("correct.current", { log: describeLog(log, timeZone) })}
      </Text>
      <LogFields form={form} timeZone={timeZone} />
      {!typeChanged && !timeChanged && (
        <Text size="sm" c="dimmed">
          {t("correct.unchanged")}
        </Text>
      )}
    </FormModal>
  );
}

/** The call's body with what this form always asks for: the time and the reason. */
const ZAddForm = ZAttendanceLogCreate.superRefine(({ attendance_log }, ctx) => {
  if (!attendance_log.logged_at) {
    ctx.addIssue({
      code: "custom",
      message: t("add.timeRequired"),
      path: ["attendance_log", "logged_at"],
    });
  }
  if (!attendance_log.reason?.trim()) {
    ctx.addIssue({
      code: "custom",
      message: t("add.reasonRequired"),
      path: ["attendance_log", "reason"],
    });
  }
});

type AddProps = {
  loungeId: number;
  member: { id: number; name: string };
  timeZone: string;
  onClose: () => void;
};

/** 記録を追加: a forgotten log at a given time, for the member at the lounge, with the reason. */
export function AttendanceAddDialog({ loungeId, member, timeZone, onClose }: AddProps) {
  const titled = useLoungeTitle(loungeId);
  const form = useSchemaForm(ZAddForm, {
    attendance_log: {
      staff_id: member.id,
      lounge_id: loungeId,
      // Nothing chosen yet: the schema asks for a type.
      log_type: "" as AttendanceLogType,
      logged_at: dayjs().tz(timeZone).second(0).millisecond(0).format(),
      reason: "",
    },
  });
  const record = useContractMutation(attendanceApi.create, LOG_CHANGED);

  const onSubmit = form.onSubmit(({ attendance_log }) =>
    record.mutate(
      { body: { attendance_log } },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: t("add.done") });
          onClose();
        },
        onError: showServerErrors(form),
      },
    ),
  );

  return (
    <FormModal
      title={titled(t("add.title", { name: member.name }))}
      onClose={onClose}
      onSubmit={onSubmit}
      error={record.error}
      pending={record.isPending}
      submitLabel={t("add.submit")}
    >
      <Text size="sm">{t("add.hint")}</Text>
      <LogFields form={form} timeZone={timeZone} />
    </FormModal>
  );
}
