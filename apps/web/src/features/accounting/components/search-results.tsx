// Screen 11's results: the totals row (件数, 売上, 現金, クレジット, 電子マネー) and the rows, with 取消
// marked, copy buttons on the settlement number and group id (screen 19), a comment button (screen 17)
// and a link to each settlement's page. Narrower than the table, each row is a card with every column.
import type { AccountingLog, AccountingSearch } from "@lounge-office/domain/accounting";
import { GENDER_LABELS } from "@lounge-office/domain/shared";
import { ActionIcon, Anchor, Badge, Group, Table, Text } from "@mantine/core";
import { IconMessage } from "@tabler/icons-react";
import { Link } from "react-router";
import { CopyableValue } from "../../../lib/copy-button";
import stacked from "../../../lib/stacked-table.module.css";
import { formatDateTime, formatYen } from "./format";

export function SearchTotals({ totals }: { totals: AccountingSearch["totals"] }) {
  return (
    <Table withTableBorder aria-label="合計" data-testid="search-totals">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>件数</Table.Th>
          <Table.Th ta="right">売上</Table.Th>
          <Table.Th ta="right">現金</Table.Th>
          <Table.Th ta="right">クレジット</Table.Th>
          <Table.Th ta="right">電子マネー</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr fw={700}>
          <Table.Td>{totals.count.toLocaleString("ja-JP")}件</Table.Td>
          <Table.Td ta="right">{formatYen(totals.takings)}</Table.Td>
          <Table.Td ta="right">{formatYen(totals.cash)}</Table.Td>
          <Table.Td ta="right">{formatYen(totals.credit)}</Table.Td>
          <Table.Td ta="right">{formatYen(totals.e_money)}</Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

const HEADERS = [
  "会計日時",
  "会計番号",
  "組ID",
  "性別",
  "人数",
  "組の合計",
  "会計合計",
  "現金",
  "クレジット",
  "電子マネー",
  "担当",
  "コメント",
  "",
];

type Props = {
  rows: AccountingLog[];
  timeZone: string;
  onComment: (row: AccountingLog) => void;
};

export function SearchResults({ rows, timeZone, onComment }: Props) {
  return (
    <div className={stacked.wrap}>
      <Table
        striped
        highlightOnHover
        aria-label="会計履歴"
        className={stacked.table}
        // Cards drop the table's own semantics in Chromium and Safari: the role keeps it a table.
        role="table"
      >
        <Table.Thead>
          <Table.Tr>
            {HEADERS.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr
              key={r.id}
              data-row-id={r.id}
              data-group-id={r.customer_group_id}
              c={r.voided_at ? "dimmed" : undefined}
            >
              <Table.Td data-label="会計日時">
                {formatDateTime(r.accounted_at, timeZone)}
                {r.voided_at && (
                  <Badge ml={4} color="red" size="xs">
                    取消
                  </Badge>
                )}
              </Table.Td>
              <Table.Td data-label="会計番号">
                <CopyableValue value={r.settlement_id} label="会計番号">
                  #{r.settlement_id}
                </CopyableValue>
              </Table.Td>
              <Table.Td data-label="組ID">
                <CopyableValue value={r.customer_group_id} label="組ID" />
              </Table.Td>
              <Table.Td data-label="性別">{GENDER_LABELS[r.gender]}</Table.Td>
              <Table.Td data-label="人数" ta="right">
                {r.num}
              </Table.Td>
              <Table.Td data-label="組の合計" ta="right">
                {formatYen(r.total_price)}
              </Table.Td>
              <Table.Td data-label="会計合計" ta="right">
                {formatYen(r.groups_total_price)}
              </Table.Td>
              <Table.Td data-label="現金" ta="right">
                {formatYen(r.cash)}
              </Table.Td>
              <Table.Td data-label="クレジット" ta="right">
                {formatYen(r.credit)}
              </Table.Td>
              <Table.Td data-label="電子マネー" ta="right">
                {formatYen(r.e_money)}
              </Table.Td>
              <Table.Td data-label="担当">{r.staff_name}</Table.Td>
              <Table.Td data-label="コメント" data-wide>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" lineClamp={2} maw={160}>
                    {r.comment}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`会計 #${r.id} のコメントを編集`}
                    onClick={() => onComment(r)}
                  >
                    <IconMessage size={18} />
                  </ActionIcon>
                </Group>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/accounting_logs/${r.id}/edit`} size="sm">
                  詳細
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={HEADERS.length}>
                <Text c="dimmed" ta="center">
                  該当する会計はありません
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}
