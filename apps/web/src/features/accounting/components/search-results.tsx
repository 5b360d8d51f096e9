// Screen 11's results: the totals row (件数, 売上, 現金, クレジット, 電子マネー) and the rows, with 取消
// marked, copy buttons on the settlement number and group id (screen 19), a comment button (screen 17)
// and a link to each settlement's page. Narrower than the table, each row is a card with every column.
import type { AccountingLog, AccountingSearch } from "@lounge-office/domain/accounting";
import { ActionIcon, Anchor, Badge, Group, Table, Text } from "@mantine/core";
import { IconMessage } from "@tabler/icons-react";
import { Link } from "react-router";
import { genderName, paymentName } from "../../../lib/common-messages";
import { CopyableValue } from "../../../lib/copy-button";
import stacked from "../../../lib/stacked-table.module.css";
import { t } from "../messages";
import { formatDateTime, formatYen } from "./format";

// Looked up once: every row's cells carry their column's name (data-label) for the card layout.
const COL = {
  accountedAt: t("col.accountedAt"),
  settlementNo: t("col.settlementNo"),
  groupId: t("groupId"),
  gender: t("gender"),
  headcount: t("headcount"),
  groupTotal: t("groupTotal"),
  billTotal: t("col.billTotal"),
  cash: paymentName("cash"),
  credit: paymentName("credit"),
  e_money: paymentName("e_money"),
  staff: t("staff"),
  comment: t("comment"),
};
const SETTLEMENT_NO = t("settlementNo");
const VOIDED = t("void");
const DETAILS = t("details");

export function SearchTotals({ totals }: { totals: AccountingSearch["totals"] }) {
  return (
    <Table withTableBorder aria-label={t("totals")} data-testid="search-totals">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("totals.count")}</Table.Th>
          <Table.Th ta="right">{t("totals.takings")}</Table.Th>
          <Table.Th ta="right">{COL.cash}</Table.Th>
          <Table.Th ta="right">{COL.credit}</Table.Th>
          <Table.Th ta="right">{COL.e_money}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr fw={700}>
          <Table.Td>
            {t("totals.countValue", { count: totals.count.toLocaleString("ja-JP") })}
          </Table.Td>
          <Table.Td ta="right">{formatYen(totals.takings)}</Table.Td>
          <Table.Td ta="right">{formatYen(totals.cash)}</Table.Td>
          <Table.Td ta="right">{formatYen(totals.credit)}</Table.Td>
          <Table.Td ta="right">{formatYen(totals.e_money)}</Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

const HEADERS = [...Object.values(COL), ""];

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
        aria-label={t("history")}
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
              <Table.Td data-label={COL.accountedAt}>
                {formatDateTime(r.accounted_at, timeZone)}
                {r.voided_at && (
                  <Badge ml={4} color="red" size="xs">
                    {VOIDED}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td data-label={COL.settlementNo}>
                <CopyableValue value={r.settlement_id} label={SETTLEMENT_NO}>
                  #{r.settlement_id}
                </CopyableValue>
              </Table.Td>
              <Table.Td data-label={COL.groupId}>
                <CopyableValue value={r.customer_group_id} label={COL.groupId} />
              </Table.Td>
              <Table.Td data-label={COL.gender}>{genderName(r.gender)}</Table.Td>
              <Table.Td data-label={COL.headcount} ta="right">
                {r.num}
              </Table.Td>
              <Table.Td data-label={COL.groupTotal} ta="right">
                {formatYen(r.total_price)}
              </Table.Td>
              <Table.Td data-label={COL.billTotal} ta="right">
                {formatYen(r.groups_total_price)}
              </Table.Td>
              <Table.Td data-label={COL.cash} ta="right">
                {formatYen(r.cash)}
              </Table.Td>
              <Table.Td data-label={COL.credit} ta="right">
                {formatYen(r.credit)}
              </Table.Td>
              <Table.Td data-label={COL.e_money} ta="right">
                {formatYen(r.e_money)}
              </Table.Td>
              <Table.Td data-label={COL.staff}>{r.staff_name}</Table.Td>
              <Table.Td data-label={COL.comment} data-wide>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" lineClamp={2} maw={160}>
                    {r.comment}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t("editComment", { id: r.id })}
                    onClick={() => onComment(r)}
                  >
                    <IconMessage size={18} />
                  </ActionIcon>
                </Group>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/accounting_logs/${r.id}/edit`} size="sm">
                  {DETAILS}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={HEADERS.length}>
                <Text c="dimmed" ta="center">
                  {t("noResults")}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}
