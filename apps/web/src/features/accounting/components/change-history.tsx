// The audit of a settlement: every correction, comment and void with when, who, why, before → after.
import type { AccountingLogDetail } from "@lounge-office/domain/accounting";
import { Badge, Table, Text } from "@mantine/core";
import { formatDateTime } from "./format";

type Change = AccountingLogDetail["changes"][number];

const KIND_LABELS: Record<Change["kind"], { label: string; color: string }> = {
  update: { label: "訂正", color: "blue" },
  comment: { label: "コメント", color: "gray" },
  void: { label: "取消", color: "red" },
};

const FIELD_LABELS: Record<string, string> = {
  cash: "現金",
  cash_tendered: "お預かり",
  change: "お釣り",
  credit: "クレジット",
  e_money: "電子マネー",
  staff_id: "担当",
  staff_name: "担当",
  comment: "コメント",
  voided_at: "取消",
};

const show = (value: unknown) =>
  value === null || value === undefined || value === "" ? "（なし）" : String(value);

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
        変更はありません
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label="変更履歴">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>日時</Table.Th>
            <Table.Th>担当</Table.Th>
            <Table.Th>種類</Table.Th>
            <Table.Th>理由</Table.Th>
            <Table.Th>変更</Table.Th>
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
