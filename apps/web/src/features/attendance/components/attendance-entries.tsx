// One staff member's month under the sheet: their logs by business day (the day the shift began), each
// with its comment (screen 17) and, for managers, 修正 and 取消; 記録を追加 for a forgotten log; the
// change history below.
import {
  type AttendanceLog,
  attendanceApi,
  compareAttendanceEntries,
} from "@lounge-office/domain/attendance";
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconBan, IconMessage, IconPencil, IconPlus, IconX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { contractQuery } from "../../../lib/contract-query";
import { logTypeName, t } from "../messages";
import { AttendanceChangeHistory } from "./attendance-change-history";
import { AttendanceCommentDialog } from "./attendance-comment-dialog";
import { AttendanceAddDialog, AttendanceCorrectionDialog } from "./attendance-correction-dialog";
import { formatBusinessDay, formatDayTime, formatLogTime, formatMonth } from "./attendance-format";
import { AttendanceVoidDialog } from "./attendance-void-dialog";

const TOUCH = { minHeight: 44 } as const;

// Looked up once: every log of the month is a row with these words.
const CORRECTED = t("corrected");
const VOIDED = t("voided");
const COMMENT = t("action.comment");
const CORRECT = t("action.correct");
const VOID = t("action.void");

type Dialog = { kind: "comment" | "correct" | "void"; log: AttendanceLog } | { kind: "add" } | null;

type Props = {
  loungeId: number;
  month: string;
  member: { id: number; name: string };
  timeZone: string;
  /** `attendance.manage` (managers, admins): 修正, 取消 and 記録を追加. */
  canManage: boolean;
  /** The signed-in staff member: staff comment on their own logs only. */
  ownStaffId: number;
  onClose: () => void;
};

/** The logs by business day, each day's in the order they happened (time, then id). */
function byBusinessDay(logs: readonly AttendanceLog[]): [string, AttendanceLog[]][] {
  const order = (log: AttendanceLog) => ({
    id: log.id,
    log_type: log.log_type,
    at: Date.parse(log.logged_at),
  });
  const sorted = [...logs].sort((a, b) => compareAttendanceEntries(order(a), order(b)));
  const days = new Map<string, AttendanceLog[]>();
  for (const log of sorted) days.set(log.shift_day, [...(days.get(log.shift_day) ?? []), log]);
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b));
}

export function AttendanceEntries({
  loungeId,
  month,
  member,
  timeZone,
  canManage,
  ownStaffId,
  onClose,
}: Props) {
  // The member's logs of the month (voided ones too, marked) and the corrections made to them.
  const entries = useQuery(
    contractQuery(attendanceApi.entries, {
      query: { lounge_id: loungeId, month, staff_id: member.id },
    }),
  );
  const [dialog, setDialog] = useState<Dialog>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened below the table: bring it into view and move the keyboard there.
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: "start", behavior: "smooth" });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const close = () => setDialog(null);
  const days = entries.data ? byBusinessDay(entries.data.logs) : [];

  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-label={t("entries.region", { name: member.name })}
    >
      <Stack>
        <Group justify="space-between" align="center">
          <Title order={3} size="h4" ref={heading} tabIndex={-1}>
            {t("entries.heading", { name: member.name, month: formatMonth(month) })}
          </Title>
          <Group gap="xs">
            {canManage && (
              <Button
                style={TOUCH}
                leftSection={<IconPlus size={18} />}
                onClick={() => setDialog({ kind: "add" })}
              >
                {t("entries.add")}
              </Button>
            )}
            <Button
              variant="default"
              style={TOUCH}
              leftSection={<IconX size={18} />}
              onClick={onClose}
            >
              {t("close")}
            </Button>
          </Group>
        </Group>
        {entries.isError && (
          <Alert color="red" role="alert">
            {errorMessage(entries.error)}
          </Alert>
        )}
        {entries.isPending && <Loader aria-label={t("loading")} />}
        {entries.data && days.length === 0 && (
          <Text c="dimmed" size="sm">
            {t("entries.none")}
          </Text>
        )}
        {days.map(([day, logs]) => (
          <Stack key={day} gap={4} data-business-day={day}>
            <Text fw={700}>{formatBusinessDay(day)}</Text>
            {logs.map((log) => (
              <LogRow
                key={log.id}
                log={log}
                timeZone={timeZone}
                canComment={canManage || log.staff_id === ownStaffId}
                canManage={canManage}
                onDialog={setDialog}
              />
            ))}
          </Stack>
        ))}
        {entries.data && (
          <>
            <Title order={4} size="h5">
              {t("history")}
            </Title>
            <AttendanceChangeHistory changes={entries.data.changes} timeZone={timeZone} />
          </>
        )}
      </Stack>
      {dialog?.kind === "comment" && (
        <AttendanceCommentDialog log={dialog.log} timeZone={timeZone} onClose={close} />
      )}
      {dialog?.kind === "correct" && (
        <AttendanceCorrectionDialog log={dialog.log} timeZone={timeZone} onClose={close} />
      )}
      {dialog?.kind === "void" && (
        <AttendanceVoidDialog log={dialog.log} timeZone={timeZone} onClose={close} />
      )}
      {dialog?.kind === "add" && (
        <AttendanceAddDialog
          loungeId={loungeId}
          member={member}
          timeZone={timeZone}
          onClose={close}
        />
      )}
    </Paper>
  );
}

type LogRowProps = {
  log: AttendanceLog;
  timeZone: string;
  canComment: boolean;
  canManage: boolean;
  onDialog: (dialog: Dialog) => void;
};

function LogRow({ log, timeZone, canComment, canManage, onDialog }: LogRowProps) {
  const voided = log.voided_at !== null;
  // Screen readers hear which log a button acts on; the visible word leads the name.
  const which = `${formatDayTime(log.logged_at, timeZone)} ${logTypeName(log.log_type)}`;
  return (
    <Paper
      withBorder
      px="sm"
      py={6}
      data-log-id={log.id}
      c={voided ? "dimmed" : undefined}
      bg={voided ? "var(--mantine-color-gray-light)" : undefined}
    >
      <Group justify="space-between" gap="xs">
        <Group gap="sm" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} td={voided ? "line-through" : undefined} miw={48}>
            {formatLogTime(log, timeZone)}
          </Text>
          <Text td={voided ? "line-through" : undefined}>{logTypeName(log.log_type)}</Text>
          {log.corrected && (
            <Badge color="yellow" variant="light">
              {CORRECTED}
            </Badge>
          )}
          {voided && (
            <Badge color="red" variant="light">
              {VOIDED}
            </Badge>
          )}
          {log.comment && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }} data-testid="comment">
              {log.comment}
            </Text>
          )}
        </Group>
        {!voided && (
          <Group gap="xs">
            {canComment && (
              <Button
                size="sm"
                variant="light"
                style={TOUCH}
                aria-label={t("action.comment.aria", { log: which })}
                leftSection={<IconMessage size={16} />}
                onClick={() => onDialog({ kind: "comment", log })}
              >
                {COMMENT}
              </Button>
            )}
            {canManage && (
              <>
                <Button
                  size="sm"
                  variant="light"
                  style={TOUCH}
                  aria-label={t("action.correct.aria", { log: which })}
                  leftSection={<IconPencil size={16} />}
                  onClick={() => onDialog({ kind: "correct", log })}
                >
                  {CORRECT}
                </Button>
                <Button
                  size="sm"
                  variant="light"
                  color="red"
                  style={TOUCH}
                  aria-label={t("action.void.aria", { log: which })}
                  leftSection={<IconBan size={16} />}
                  onClick={() => onDialog({ kind: "void", log })}
                >
                  {VOID}
                </Button>
              </>
            )}
          </Group>
        )}
      </Group>
    </Paper>
  );
}
