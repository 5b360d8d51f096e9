// The audit of a settlement: every correction, comment and void with when, who, why, before → after.
import type { AccountingLogDetail } from "@lounge-office/domain/accounting";
import { Badge, Table, Text } from "@mantine/core";
import { paymentName } from "../../../lib/common-messages";
import { t } from "../messages";
import { formatDateTime } from "./format";

type Change = AccountingLogDetail["changes"][number];

const KIND_LABELS: Record<Change["kind"], { label: string; color: string }> = {
  update: { label: t("kind.update"), color: "blue" },
  comment: { label: t("kind.comment"), color: "gray" },
  void: { label: t("kind.void"), color: "red" },
};

const FIELD_LABELS: Record<string, string> = {
  cash: paymentName("cash"),
  cash_tendered: t("tendered"),
  change: t("change"),
  credit: paymentName("credit"),
  e_money: paymentName("e_money"),
  staff_id: t("staff"),
  staff_name: t("staff"),
  comment: t("comment"),
  voided_at: t("void"),
};

const NONE = t("changes.empty");

const show = (value: unknown) =>
  value === null || value === undefined || value === "" ? NONE : String(value);

function Diff({ before, after }: Pick<Change, "before" | "after">) {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return (
    <>
      {keys.map((key) => (
        <Text key={key} size="xs">
          {FIELD_LABELS[key] ?? key}: {show(before[key])} → {show(after[key])}
        </Text>
      ))}
    </>
  );
}

export function ChangeHistory({ changes, timeZone }: { changes: Change[]; timeZone: string }) {
  if (changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("changes.none")}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label={t("log.changes")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("changes.when")}</Table.Th>
            <Table.Th>{t("staff")}</Table.Th>
            <Table.Th>{t("changes.kind")}</Table.Th>
            <Table.Th>{t("reason")}</Table.Th>
            <Table.Th>{t("changes.diff")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>{formatDateTime(c.changed_at, timeZone)}</Table.Td>
              <Table.Td>{c.staff_name}</Table.Td>
              <Table.Td>
                <Badge color={KIND_LABELS[c.kind].color} variant="light">
                  {KIND_LABELS[c.kind].label}
                </Badge>
              </Table.Td>
              <Table.Td>{c.reason || "—"}</Table.Td>
              <Table.Td>
                <Diff before={c.before} after={c.after} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
