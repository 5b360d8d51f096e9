// The monthly attendance sheet: per staff member of the session's lounge the days worked,
// worked and break minutes of a month and a missing clock-out flagged, the total row, the CSV, and a
// member's logs of the month below (comments for everyone on their own logs, corrections for managers).
// The lounge's cable reads it again when any device records or corrects attendance.
import {
  type AttendanceSheetRowOut,
  attendanceApi,
  attendanceTotals,
  MONTH_PATTERN,
  nextMonth,
  previousMonth,
} from "@lounge-office/domain/attendance";
import type { Session } from "@lounge-office/domain/session";
import { roleHolds } from "@lounge-office/domain/shared";
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconChevronLeft, IconChevronRight, IconDownload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../../lib/api-client";
import { contractQuery } from "../../../lib/contract-query";
import { LoungeSwitchOffer, PageLounge, useAskedLounge } from "../../../lib/lounge-context";
import { useSession } from "../../../lib/session";
import { useDownloadAttendanceCsv } from "../api/export-attendance-csv";
import { useAttendanceCable } from "../api/use-attendance-cable";
import { t } from "../messages";
import { AttendanceEntries } from "./attendance-entries";
import { currentBusinessMonth, formatMinutes, formatMonth } from "./attendance-format";

/** Touch targets of at least 44 px (the theme's `md` controls are 42 px). */
const TOUCH = { minHeight: 44 } as const;

export function AttendanceSheetPage() {
  const session = useSession().data;
  // A switch of lounge in the header starts the screen afresh (no member of the other lounge open).
  return session ? <SheetScreen key={session.lounge.id} session={session} /> : null;
}

/** The month in the address (`?month=2026-11`), else the lounge's current business month. */
function useMonth(lounge: Session["lounge"]) {
  const [params, setParams] = useSearchParams();
  const asked = params.get("month");
  const month = asked && MONTH_PATTERN.test(asked) ? asked : currentBusinessMonth(lounge);
  const setMonth = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("month", next);
        return updated;
      },
      { replace: true },
    );
  return [month, setMonth] as const;
}

function SheetScreen({ session }: { session: Session }) {
  const lounge = session.lounge;
  const asked = useAskedLounge();
  const [month, setMonth] = useMonth(lounge);
  const [member, setMember] = useState<{ id: number; name: string } | null>(null);
  // One row per staff member (staff get their own row only).
  const sheet = useQuery(
    contractQuery(attendanceApi.sheet, { query: { lounge_id: lounge.id, month } }),
  );
  const download = useDownloadAttendanceCsv();
  useAttendanceCable(lounge.id);
  const canManage = roleHolds(session.staff.role, "attendance.manage");

  const onDownload = () =>
    download.mutate(
      { loungeId: lounge.id, month },
      {
        onError: (error) =>
          notifications.show({
            color: "red",
            title: t("csvFailed"),
            message: errorMessage(error),
          }),
      },
    );

  return (
    <Stack>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Group gap="sm">
            <Title order={2}>{t("monthly")}</Title>
            <PageLounge session={session} />
          </Group>
          <Button component={Link} to="/attendance_logs" variant="subtle" style={TOUCH}>
            {t("title")}
          </Button>
        </Group>
        <LoungeSwitchOffer session={session} asked={asked} />
      </Stack>
      <Group justify="space-between" align="flex-end" gap="sm">
        <MonthSelector month={month} onChange={setMonth} />
        <Button
          variant="light"
          style={TOUCH}
          leftSection={<IconDownload size={18} />}
          loading={download.isPending}
          onClick={onDownload}
        >
          {t("csv")}
        </Button>
      </Group>
      {sheet.isError && (
        <Alert color="red" role="alert">
          {errorMessage(sheet.error)}
        </Alert>
      )}
      {sheet.isPending && <Loader aria-label={t("loading")} />}
      {sheet.data && (
        <SheetTable
          month={month}
          rows={sheet.data.rows}
          selected={member?.id ?? null}
          onOpen={setMember}
        />
      )}
      {member && (
        <AttendanceEntries
          key={member.id}
          loungeId={lounge.id}
          month={month}
          member={member}
          timeZone={lounge.time_zone}
          canManage={canManage}
          ownStaffId={session.staff.id}
          onClose={() => setMember(null)}
        />
      )}
    </Stack>
  );
}

type MonthSelectorProps = { month: string; onChange: (month: string) => void };

/** ‹ 前月 / 翌月 › and a month input; a half-typed month (a browser without a month picker) waits. */
function MonthSelector({ month, onChange }: MonthSelectorProps) {
  const [draft, setDraft] = useState(month);
  const [shown, setShown] = useState(month);
  if (shown !== month) {
    setShown(month);
    setDraft(month);
  }
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Button
        variant="default"
        style={TOUCH}
        px="sm"
        aria-label={t("month.previous")}
        leftSection={<IconChevronLeft size={18} />}
        onClick={() => onChange(previousMonth(month))}
      >
        {t("month.previous")}
      </Button>
      <TextInput
        type="month"
        label={t("month.target")}
        w={170}
        styles={{ input: TOUCH }}
        value={draft}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setDraft(value);
          if (MONTH_PATTERN.test(value)) onChange(value);
        }}
      />
      <Button
        variant="default"
        style={TOUCH}
        px="sm"
        aria-label={t("month.next")}
        rightSection={<IconChevronRight size={18} />}
        onClick={() => onChange(nextMonth(month))}
      >
        {t("month.next")}
      </Button>
    </Group>
  );
}

const OPEN_SHIFT_LABEL = t("openShift");

/** Figures stay on one line (`179:47（10,787分）`); a long name wraps instead. */
const FIGURE = { whiteSpace: "nowrap" } as const;

type SheetTableProps = {
  month: string;
  rows: AttendanceSheetRowOut[];
  selected: number | null;
  onOpen: (member: { id: number; name: string }) => void;
};

function SheetTable({ month, rows, selected, onOpen }: SheetTableProps) {
  if (rows.length === 0) {
    return (
      <Text c="dimmed" data-testid="sheet-empty">
        {t("sheet.empty", { month: formatMonth(month) })}
      </Text>
    );
  }
  const total = attendanceTotals(rows);
  return (
    <Stack gap="xs">
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t("monthly")}>
        <Table.Caption>{t("sheet.caption", { month: formatMonth(month) })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("col.name")}</Table.Th>
            <Table.Th ta="right" style={FIGURE}>
              {t("sheet.days")}
            </Table.Th>
            <Table.Th ta="right" style={FIGURE}>
              {t("sheet.worked")}
            </Table.Th>
            <Table.Th ta="right" style={FIGURE}>
              {t("sheet.breaks")}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.staff_id}
              data-staff-id={row.staff_id}
              data-selected={row.staff_id === selected || undefined}
              bg={row.staff_id === selected ? "var(--mantine-primary-color-light)" : undefined}
              style={{ cursor: "pointer" }}
              onClick={() => onOpen({ id: row.staff_id, name: row.name })}
            >
              <Table.Td>
                <Group gap={6}>
                  <Button
                    variant="subtle"
                    px={4}
                    style={TOUCH}
                    aria-expanded={row.staff_id === selected}
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen({ id: row.staff_id, name: row.name });
                    }}
                  >
                    {row.name}
                  </Button>
                  {row.open_shift && (
                    <Badge color="red" variant="filled" data-testid="open-shift">
                      {OPEN_SHIFT_LABEL}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td ta="right" style={FIGURE}>
                {t("days", { count: row.days })}
              </Table.Td>
              <Table.Td ta="right" style={FIGURE}>
                {formatMinutes(row.worked_minutes)}
              </Table.Td>
              <Table.Td ta="right" style={FIGURE}>
                {formatMinutes(row.break_minutes)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700} data-testid="sheet-total">
            <Table.Td>
              <Group gap={6}>
                {t("total")}
                {total.open_shifts > 0 && (
                  <Badge color="red" variant="light">
                    {t("total.openShifts", { count: total.open_shifts })}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td ta="right" style={FIGURE}>
              {t("days", { count: total.days })}
            </Table.Td>
            <Table.Td ta="right" style={FIGURE}>
              {formatMinutes(total.worked_minutes)}
            </Table.Td>
            <Table.Td ta="right" style={FIGURE}>
              {formatMinutes(total.break_minutes)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      {total.open_shift && (
        <Text size="sm" c="dimmed">
          {t("openShift.note", { label: OPEN_SHIFT_LABEL })}
        </Text>
      )}
    </Stack>
  );
}
