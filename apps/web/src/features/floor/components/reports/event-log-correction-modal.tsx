// The correction dialog of one event log (managers): new start, new end (the open log stays 在席中)
// and a required reason. A refusal shows the server's message and keeps what was typed.
import {
  EVENT_LOG_GROUP_PARAM,
  type EventLog,
  type EventLogCorrectionInput,
  floorApi,
  ZEventLogCorrectionInput,
} from "@lounge-office/domain/floor";
import { Text, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { contractKey, contractQuery, useContractMutation } from "../../../../lib/contract-query";
import { FormModal, showServerErrors, useSchemaForm } from "../../../../lib/form";
import { formatDateTime } from "../../../../lib/format";
import { InstantPicker } from "../../../../lib/instant-picker";
import { t } from "./messages";

export const OPEN_LOG_LABEL = t("correct.open");

/** GET /event_logs?q[customer_group_id_eq]=: one group's timeline (seat, solo/share, start, end, stay). */
export const eventLogsQuery = (groupId: number) =>
  contractQuery(floorApi.eventLogs, { query: { [EVENT_LOG_GROUP_PARAM]: groupId } });

/** GET /event_logs/corrections?customer_group_id=: the group's audited corrections, newest first. */
export const eventLogCorrectionsQuery = (groupId: number) =>
  contractQuery(floorApi.eventLogCorrections, { query: { customer_group_id: groupId } });

/**
 * PUT /event_logs/:id: a manager corrects a stay's start and end with a reason; the answer (the
 * group's logs and its corrections) replaces both caches, so the table and the history follow.
 */
function useCorrectEventLog(groupId: number) {
  return useContractMutation(floorApi.correctEventLog, {
    input: ({ id, ...event_log }: EventLogCorrectionInput["event_log"] & { id: number }) => ({
      params: { id },
      body: { event_log },
    }),
    onSuccess: ({ event_logs, corrections }, _sent, _r, { client }) => {
      client.setQueryData(eventLogsQuery(groupId).queryKey, event_logs);
      client.setQueryData(eventLogCorrectionsQuery(groupId).queryKey, corrections);
      // Running totals elsewhere (group index, bills) derive from the logs: read them again.
      void client.invalidateQueries({ queryKey: contractKey(floorApi.indexview) });
    },
  });
}

type Props = {
  log: EventLog;
  timeZone: string;
  onClose: () => void;
};

export function EventLogCorrectionModal({ log, timeZone, onClose }: Props) {
  const form = useSchemaForm(ZEventLogCorrectionInput, {
    event_log: { start_at: log.start_at, end_at: log.end_at, reason: "" },
  });
  const correct = useCorrectEventLog(log.customer_group_id);
  const open = log.end_at === null;

  const onSubmit = form.onSubmit(({ event_log }) => {
    correct.mutate(
      { id: log.id, ...event_log },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: t("correct.done") });
          onClose();
        },
        onError: showServerErrors(form),
      },
    );
  });
  const current = t("span", {
    start: formatDateTime(log.start_at, timeZone),
    end: log.end_at ? formatDateTime(log.end_at, timeZone) : OPEN_LOG_LABEL,
  });

  return (
    <FormModal
      title={t("correct.title", { seat: log.seat_name })}
      onClose={onClose}
      onSubmit={onSubmit}
      error={correct.error}
      pending={correct.isPending}
      submitLabel={t("correct.submit")}
    >
      <Text size="sm" data-testid="current-times">
        {t("correct.current", { span: current })}
      </Text>
      <InstantPicker
        label={t("start")}
        withAsterisk
        timeZone={timeZone}
        value={form.values.event_log.start_at}
        error={form.errors["event_log.start_at"]}
        onChange={(instant) => form.setFieldValue("event_log.start_at", instant ?? "")}
      />
      {open ? (
        <TextInput label={t("end")} value={OPEN_LOG_LABEL} disabled readOnly />
      ) : (
        <InstantPicker
          label={t("end")}
          withAsterisk
          timeZone={timeZone}
          value={form.values.event_log.end_at}
          error={form.errors["event_log.end_at"]}
          onChange={(instant) => form.setFieldValue("event_log.end_at", instant)}
        />
      )}
      <Textarea
        label={t("reason")}
        withAsterisk
        rows={3}
        maxLength={500}
        placeholder={t("correct.reasonExample")}
        data-autofocus
        {...form.getInputProps("event_log.reason")}
      />
    </FormModal>
  );
}
