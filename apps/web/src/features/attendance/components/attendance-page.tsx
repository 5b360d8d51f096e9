// The attendance screen (route /attendance_logs): every staff member of the session's lounge with their
// state and since when, and the buttons their state allows (all rows for managers, one's own row for
// staff), each confirmed first. A shift open too long (退勤漏れ？) offers no live step: managers get
// 退勤時刻を記録 (screen 12 with the time), staff are told to ask them. The lounge's cable refreshes
// the rows on every device at once.
import {
  type AttendanceLogType,
  type AttendanceStateRow,
  allowedAttendanceLogTypes,
  attendanceApi,
} from "@lounge-office/domain/attendance";
import type { Session } from "@lounge-office/domain/session";
import { roleHolds } from "@lounge-office/domain/shared";
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import {
  IconCalendarMonth,
  IconClockEdit,
  IconClockPlus,
  IconPlugConnected,
  IconPlugConnectedX,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api-client";
import { contractQuery } from "../../../lib/contract-query";
import { LoungeSwitchOffer, PageLounge, useAskedLounge } from "../../../lib/lounge-context";
import { useSession } from "../../../lib/session";
import { useAttendanceCable } from "../api/use-attendance-cable";
import { logTypeName, stateName, t } from "../messages";
import { AttendanceConfirmModal } from "./attendance-confirm-modal";
import { AttendanceFormModal } from "./attendance-form-modal";
import {
  formatSince,
  lacksClockOut,
  MISSING_CLOCK_OUT_LABEL,
  STATE_COLORS,
} from "./attendance-format";

export const MONTHLY_PATH = "/attendance_logs/monthly";

const NO_WRAP = { whiteSpace: "nowrap" } as const;

/** Buttons a finger hits on a tablet: at least 44 px high. */
const TOUCH = { size: "md", mih: 44 } as const;

/** On a stale row staff get no buttons: the server refuses live steps there (STALE_SHIFT_MESSAGE). */
const ASK_MANAGER = t("askManager");

// Looked up once: the table is drawn again for every row on every tick.
const RECORD_CLOCK_OUT = t("recordClockOut");

/** Today's times and a forgotten clock-out follow the clock on a tablet left open all night. */
const NOW_TICK_MS = 60_000;

function useNow(tickMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(id);
  }, [tickMs]);
  return now;
}

type Dialog =
  | { kind: "confirm"; row: AttendanceStateRow; logType: AttendanceLogType }
  /** Screen 12; from a 退勤漏れ？ row, preset to that member's clock-out with its time. */
  | { kind: "form"; clockOutFor?: AttendanceStateRow }
  | null;

export function AttendancePage() {
  const session = useSession().data;
  if (!session) return null;
  // Keyed by lounge: switching lounges must not carry an open dialog or the old lounge's socket over.
  return <AttendanceBoard key={session.lounge.id} session={session} />;
}

function AttendanceBoard({ session }: { session: Session }) {
  const loungeId = session.lounge.id;
  const asked = useAskedLounge();
  const states = useQuery(contractQuery(attendanceApi.states, { query: { lounge_id: loungeId } }));
  const [dialog, setDialog] = useState<Dialog>(null);
  const now = useNow(NOW_TICK_MS);
  const cable = useAttendanceCable(loungeId);
  const manages = roleHolds(session.staff.role, "attendance.manage");
  const mayRecord = (row: AttendanceStateRow) => manages || row.staff_id === session.staff.id;
  const close = () => setDialog(null);

  return (
    <Stack>
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm">
          <Title order={2}>{t("title")}</Title>
          <PageLounge session={session} />
          <Badge
            color={cable.connected ? "green" : "orange"}
            variant="light"
            leftSection={
              cable.connected ? <IconPlugConnected size={14} /> : <IconPlugConnectedX size={14} />
            }
            data-testid="cable-status"
            role="status"
          >
            {cable.connected ? t("connected") : t("reconnecting")}
          </Badge>
        </Group>
        <Group gap="sm">
          <Button
            {...TOUCH}
            leftSection={<IconClockPlus size={18} />}
            onClick={() => setDialog({ kind: "form" })}
          >
            {t("record")}
          </Button>
          <Button
            {...TOUCH}
            variant="light"
            component={Link}
            to={MONTHLY_PATH}
            leftSection={<IconCalendarMonth size={18} />}
          >
            {t("monthly")}
          </Button>
        </Group>
      </Group>
      <LoungeSwitchOffer session={session} asked={asked} />
      {states.isError && (
        <Alert color="red" role="alert">
          {t("statesFailed", { error: errorMessage(states.error) })}
        </Alert>
      )}
      {states.isPending ? (
        <Center mih={200}>
          <Loader aria-label={t("loading")} />
        </Center>
      ) : (
        <Table verticalSpacing="sm" aria-label={t("states")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("col.name")}</Table.Th>
              <Table.Th w={100}>{t("col.state")}</Table.Th>
              <Table.Th>{t("col.since")}</Table.Th>
              <Table.Th>{t("col.record")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(states.data ?? []).map((row) => (
              <Table.Tr key={row.staff_id} data-testid={`attendance-row-${row.staff_id}`}>
                <Table.Td fw={600}>{row.name}</Table.Td>
                <Table.Td style={NO_WRAP}>
                  <Badge
                    size="lg"
                    variant="light"
                    color={STATE_COLORS[row.state]}
                    miw="max-content"
                  >
                    {stateName(row.state)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <Text>{row.since ? formatSince(row.since, now, session.lounge) : "—"}</Text>
                    {lacksClockOut(row, now) && (
                      <Badge color="red" variant="filled">
                        {MISSING_CLOCK_OUT_LABEL}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {mayRecord(row) && (
                    <RowActions
                      row={row}
                      stale={lacksClockOut(row, now)}
                      manages={manages}
                      onDialog={setDialog}
                    />
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {states.isSuccess && states.data.length === 0 && (
        <Text c="dimmed" size="sm">
          {t("noStaff")}
        </Text>
      )}
      {dialog?.kind === "confirm" && (
        <AttendanceConfirmModal
          loungeId={loungeId}
          staffId={dialog.row.staff_id}
          name={dialog.row.name}
          logType={dialog.logType}
          onClose={close}
        />
      )}
      {dialog?.kind === "form" && (
        <AttendanceFormModal session={session} clockOutFor={dialog.clockOutFor} onClose={close} />
      )}
    </Stack>
  );
}

type RowActionsProps = {
  row: AttendanceStateRow;
  /** 退勤漏れ？: the server refuses live steps in this shift. */
  stale: boolean;
  manages: boolean;
  onDialog: (dialog: Dialog) => void;
};

/** A row one may record for: the steps its state allows, or on a stale shift the way out of it. */
function RowActions({ row, stale, manages, onDialog }: RowActionsProps) {
  if (stale && manages) {
    return (
      <Button
        {...TOUCH}
        variant="outline"
        color="red"
        leftSection={<IconClockEdit size={18} />}
        onClick={() => onDialog({ kind: "form", clockOutFor: row })}
      >
        {RECORD_CLOCK_OUT}
      </Button>
    );
  }
  if (stale) {
    return (
      <Text size="sm" c="dimmed">
        {ASK_MANAGER}
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {allowedAttendanceLogTypes(row.state).map((logType) => (
        <Button
          key={logType}
          {...TOUCH}
          variant={logType === "clock_out" ? "outline" : "filled"}
          onClick={() => onDialog({ kind: "confirm", row, logType })}
        >
          {logTypeName(logType)}
        </Button>
      ))}
    </Group>
  );
}
