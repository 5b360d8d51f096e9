// Screen 14: the groups present in the current lounge with their running totals (refreshed every 60 s) and comments.
import {
  type BoardGroup,
  floorApi,
  type IndexviewRow,
  NO_COMMENT_LABEL,
} from "@lounge-office/domain/floor";
import { GENDER_LABELS } from "@lounge-office/domain/shared";
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from "@mantine/core";
import { IconMessage, IconReceipt, IconTimeline } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../../../lib/api-client";
import { contractQuery } from "../../../../lib/contract-query";
import { accountingHref } from "../../../../lib/page-links";
import { useSession } from "../../../../lib/session";
import stacked from "../../../../lib/stacked-table.module.css";
import { useIndexview } from "../../api/get-indexview";
import { GroupCommentDialog } from "../group-comment-dialog";
import { eventLogsPath, formatTime, formatYen } from "./format";

/** The groups present, oldest first, read every 60 s (besides after every write of the floor). */
const CUSTOMER_GROUPS_POLL_MS = 60_000;

// What staff act on (合計, コメント, 滞在記録, 会計) comes first; the figures behind the total follow.
// Narrower than the table (a tablet either way up) each group is a card with every column in it.
const HEADERS = [
  "席",
  "性別",
  "人数",
  "合計",
  "コメント",
  "滞在記録",
  "会計",
  "料金区分",
  "入店",
  "ソロ",
  "相席",
  "料金",
  "注文",
  "ID",
];

function GroupRow({
  group,
  totals,
  timeZone,
  onComment,
}: {
  group: BoardGroup;
  totals: IndexviewRow | undefined;
  timeZone: string;
  onComment: () => void;
}) {
  const money = (amount: number | null | undefined) => (amount == null ? "—" : formatYen(amount));
  return (
    <Table.Tr data-group-id={group.id}>
      <Table.Td data-label="席" fw={700}>
        {group.last_seat_name}
      </Table.Td>
      <Table.Td data-label="性別">
        <Badge color={group.gender === "ladys" ? "pink" : "blue"} variant="light">
          {GENDER_LABELS[group.gender]}
        </Badge>
      </Table.Td>
      <Table.Td data-label="人数" ta="right">
        {group.num}
      </Table.Td>
      <Table.Td
        data-label="合計"
        ta="right"
        fw={700}
        style={{ whiteSpace: "nowrap" }}
        data-col="calc_total"
        title={totals?.calc_error ?? undefined}
      >
        {totals?.calc_error ? (
          <Text span c="red" size="sm">
            料金表が未設定
          </Text>
        ) : (
          money(totals?.calc_total)
        )}
      </Table.Td>
      <Table.Td data-label="コメント" data-wide miw={180}>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" data-col="comment" c={group.comment ? undefined : "dimmed"} lineClamp={2}>
            {group.comment || NO_COMMENT_LABEL}
          </Text>
          <Tooltip label="コメントを編集">
            <ActionIcon
              variant="subtle"
              aria-label={`グループ ${group.id} のコメントを編集`}
              onClick={onComment}
            >
              <IconMessage size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
      <Table.Td data-label="滞在記録">
        <Anchor component={Link} to={eventLogsPath(group.id)} size="sm">
          <Group gap={4} wrap="nowrap">
            <IconTimeline size={16} />
            滞在記録
          </Group>
        </Anchor>
      </Table.Td>
      <Table.Td data-label="会計">
        <Anchor component={Link} to={accountingHref([group.id])} size="sm">
          <Group gap={4} wrap="nowrap">
            <IconReceipt size={16} />
            会計
          </Group>
        </Anchor>
      </Table.Td>
      <Table.Td data-label="料金区分">
        {group.gender === "ladys" ? "—" : (group.fee_rule ?? "—")}
      </Table.Td>
      <Table.Td data-label="入店">{formatTime(group.service_start_at, timeZone)}</Table.Td>
      <Table.Td data-label="ソロ" ta="right" data-col="solo_min">
        {totals ? `${totals.solo_min}分` : "—"}
      </Table.Td>
      <Table.Td data-label="相席" ta="right" data-col="share_min">
        {totals ? `${totals.share_min}分` : "—"}
      </Table.Td>
      <Table.Td data-label="料金" ta="right" data-col="calc_rule">
        {money(totals?.calc_rule)}
      </Table.Td>
      <Table.Td data-label="注文" ta="right" data-col="calc_order">
        {money(totals?.calc_order)}
      </Table.Td>
      <Table.Td data-label="ID">{group.id}</Table.Td>
    </Table.Tr>
  );
}

export function CustomerGroupIndexPage() {
  const session = useSession().data;
  const loungeId = session?.lounge.id ?? 0;
  const groups = useQuery({
    ...contractQuery(floorApi.customerGroups, { query: { lounge_id: loungeId } }),
    refetchInterval: CUSTOMER_GROUPS_POLL_MS,
  });
  const ids = (groups.data ?? []).map((g) => g.id);
  const indexview = useIndexview(ids);
  const [commentFor, setCommentFor] = useState<number | null>(null);
  if (!session) return null;
  const totals = new Map((indexview.data ?? []).map((row) => [row.id, row]));
  const commentTarget = groups.data?.find((g) => g.id === commentFor);
  const people = (groups.data ?? []).reduce((sum, g) => sum + g.num, 0);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>在席一覧（{session.lounge.name}）</Title>
        <Text c="dimmed" size="sm">
          {groups.data ? `${groups.data.length}組 ${people}名` : ""}
          {indexview.isFetching && <Loader size="xs" ml="xs" aria-label="金額を更新中" />}
        </Text>
      </Group>
      <Text c="dimmed" size="sm">
        滞在分と現在の金額（税込・割引前）は60秒ごとに更新します。
      </Text>
      {groups.isError && <Alert color="red">{errorMessage(groups.error)}</Alert>}
      {indexview.isError && (
        <Alert color="orange" title="金額を計算できませんでした" data-testid="indexview-error">
          {errorMessage(indexview.error)}
        </Alert>
      )}
      <div className={stacked.wrap} data-testid="customer-groups-scroller">
        <Table
          striped
          highlightOnHover
          verticalSpacing="sm"
          aria-label="在席一覧"
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
            {(groups.data ?? []).map((group) => (
              <GroupRow
                key={group.id}
                group={group}
                totals={totals.get(group.id)}
                timeZone={session.lounge.time_zone}
                onComment={() => setCommentFor(group.id)}
              />
            ))}
            {groups.data?.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={HEADERS.length}>
                  <Text c="dimmed" ta="center">
                    在席中のグループはありません
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {groups.isPending && (
              <Table.Tr>
                <Table.Td colSpan={HEADERS.length} ta="center">
                  <Loader size="sm" aria-label="読み込み中" />
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </div>
      {commentTarget && (
        <GroupCommentDialog
          group={commentTarget}
          loungeId={loungeId}
          onClose={() => setCommentFor(null)}
        />
      )}
    </Stack>
  );
}
