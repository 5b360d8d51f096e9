// The audit of a member's month: every log added, changed or voided by a manager, with when, who,
// what it was before and after (type and `MM/DD HH:mm`) and why.
import type { AttendanceChange } from "@lounge-office/domain/attendance";
import { Badge, Table, Text } from "@mantine/core";
import { formatDateTime } from "../../../lib/format";
import { logTypeName, t } from "../messages";
import { formatDayTime } from "./attendance-format";

export const CHANGE_KIND_LABELS: Record<
  AttendanceChange["kind"],
  { label: string; color: string }
> = {
  add: { label: t("change.add"), color: "green" },
  update: { label: t("change.update"), color: "blue" },
  void: { label: t("change.void"), color: "red" },
};

/** A log's type and time, or what stands in for none: nothing before an addition, 取消 after a void. */
const factsOf = (facts: AttendanceChange["before"], timeZone: string, none: string) =>
  facts ? `${logTypeName(facts.log_type)} ${formatDayTime(facts.logged_at, timeZone)}` : none;

const NO_WRAP = { whiteSpace: "nowrap" } as const;

// Looked up once: every change of the month is a row with these words.
const NOTHING = t("history.nothing");
const VOIDED = t("history.voided");

type Props = { changes: AttendanceChange[]; timeZone: string };

export function AttendanceChangeHistory({ changes, timeZone }: Props) {
  if (changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("history.none")}
      </Text>
    );
  }
  const sorted = [...changes].sort(
    (a, b) => Date.parse(a.changed_at) - Date.parse(b.changed_at) || a.id - b.id,
  );
  return (
    <Table striped aria-label={t("history")} verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("history.when")}</Table.Th>
          <Table.Th>{t("history.by")}</Table.Th>
          <Table.Th>{t("history.kind")}</Table.Th>
          <Table.Th>{t("history.beforeAfter")}</Table.Th>
          <Table.Th>{t("reason")}</Table.Th>
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
              {factsOf(change.before, timeZone, NOTHING)} →{" "}
              {factsOf(change.after, timeZone, change.kind === "void" ? VOIDED : NOTHING)}
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
