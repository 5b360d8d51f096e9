// The audit of a member's month: every log added, changed or voided by a manager, with when, who,
// what it was before and after (type and `MM/DD HH:mm`) and why.
import {
  ATTENDANCE_LOG_TYPE_LABELS,
  type AttendanceChange,
} from "@lounge-office/domain/attendance";
import { Badge, Table, Text } from "@mantine/core";
import { formatDateTime } from "../../../lib/format";
import { formatDayTime } from "./attendance-format";

export const CHANGE_KIND_LABELS: Record<
  AttendanceChange["kind"],
  { label: string; color: string }
> = {
  add: { label: "追加", color: "green" },
  update: { label: "修正", color: "blue" },
  void: { label: "取消", color: "red" },
};

/** A log's type and time, or what stands in for none: nothing before an addition, 取消 after a void. */
const factsOf = (facts: AttendanceChange["before"], timeZone: string, none: string) =>
  facts
    ? `${ATTENDANCE_LOG_TYPE_LABELS[facts.log_type]} ${formatDayTime(facts.logged_at, timeZone)}`
    : none;

const NO_WRAP = { whiteSpace: "nowrap" } as const;

type Props = { changes: AttendanceChange[]; timeZone: string };

export function AttendanceChangeHistory({ changes, timeZone }: Props) {
  if (changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        変更はありません
      </Text>
    );
  }
  const sorted = [...changes].sort(
    (a, b) => Date.parse(a.changed_at) - Date.parse(b.changed_at) || a.id - b.id,
  );
  return (
    <Table striped aria-label="変更履歴" verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>日時</Table.Th>
          <Table.Th>担当</Table.Th>
          <Table.Th>種類</Table.Th>
          <Table.Th>変更前 → 変更後</Table.Th>
          <Table.Th>理由</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sorted.map((change) => (
          <Table.Tr key={change.id} data-change-id={change.id}>
            <Table.Td style={NO_WRAP}>{formatDateTime(change.changed_at, timeZone)}</Table.Td>
            <Table.Td style={NO_WRAP}>{change.changed_by_name}</Table.Td>
            <Table.Td style={NO_WRAP}>
              <Badge
                color={CHANGE_KIND_LABELS[change.kind].color}
                variant="light"
                miw="max-content"
              >
                {CHANGE_KIND_LABELS[change.kind].label}
              </Badge>
            </Table.Td>
            <Table.Td>
              {factsOf(change.before, timeZone, "（なし）")} →{" "}
              {factsOf(change.after, timeZone, change.kind === "void" ? "（取消）" : "（なし）")}
            </Table.Td>
            <Table.Td style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {change.reason || "—"}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
