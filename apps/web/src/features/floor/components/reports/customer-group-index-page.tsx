// Screen 14: the groups present in the current lounge with their running totals (refreshed every 60 s) and comments.
import { type BoardGroup, floorApi, type IndexviewRow } from "@lounge-office/domain/floor";
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
import { t as common, genderName } from "../../../../lib/common-messages";
import { contractQuery } from "../../../../lib/contract-query";
import { accountingHref } from "../../../../lib/page-links";
import { useSession } from "../../../../lib/session";
import stacked from "../../../../lib/stacked-table.module.css";
import { useIndexview } from "../../api/get-indexview";
import { GroupCommentDialog } from "../group-comment-dialog";
import { eventLogsPath, formatTime, formatYen } from "./format";
import { t } from "./messages";

/** The groups present, oldest first, read every 60 s (besides after every write of the floor). */
const CUSTOMER_GROUPS_POLL_MS = 60_000;

// The columns' names, looked up once: every row repeats them as its cells' card labels.
const COL = {
  seat: t("seat"),
  gender: t("col.gender"),
  people: t("col.people"),
  total: t("total"),
  comment: t("col.comment"),
  stayLog: t("stayLog"),
  settle: t("col.settle"),
  feeRule: t("col.feeRule"),
  arrival: t("col.arrival"),
  solo: t("status.solo"),
  share: t("status.share"),
  fee: t("col.fee"),
  orders: t("col.orders"),
  id: "ID",
};
const NO_PRICE_TABLE = t("groups.noPriceTable");
const NO_COMMENT = t("noComment");
const EDIT_COMMENT = t("groups.editComment");

// What staff act on (合計, コメント, 滞在記録, 会計) comes first; the figures behind the total follow.
// Narrower than the table (a tablet either way up) each group is a card with every column in it.
const HEADERS = [
  COL.seat,
  COL.gender,
  COL.people,
  COL.total,
  COL.comment,
  COL.stayLog,
  COL.settle,
  COL.feeRule,
  COL.arrival,
  COL.solo,
  COL.share,
  COL.fee,
  COL.orders,
  COL.id,
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
      <Table.Td data-label={COL.seat} fw={700}>
        {group.last_seat_name}
      </Table.Td>
      <Table.Td data-label={COL.gender}>
        <Badge color={group.gender === "ladys" ? "pink" : "blue"} variant="light">
          {genderName(group.gender)}
        </Badge>
      </Table.Td>
      <Table.Td data-label={COL.people} ta="right">
        {group.num}
      </Table.Td>
      <Table.Td
        data-label={COL.total}
        ta="right"
        fw={700}
        style={{ whiteSpace: "nowrap" }}
        data-col="calc_total"
        title={totals?.calc_error ?? undefined}
      >
        {totals?.calc_error ? (
          <Text span c="red" size="sm">
            {NO_PRICE_TABLE}
          </Text>
        ) : (
          money(totals?.calc_total)
        )}
      </Table.Td>
      <Table.Td data-label={COL.comment} data-wide miw={180}>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" data-col="comment" c={group.comment ? undefined : "dimmed"} lineClamp={2}>
            {group.comment || NO_COMMENT}
          </Text>
          <Tooltip label={EDIT_COMMENT}>
            <ActionIcon
              variant="subtle"
              aria-label={t("groups.editCommentOf", { id: group.id })}
              onClick={onComment}
            >
              <IconMessage size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
      <Table.Td data-label={COL.stayLog}>
        <Anchor component={Link} to={eventLogsPath(group.id)} size="sm">
          <Group gap={4} wrap="nowrap">
            <IconTimeline size={16} />
            {COL.stayLog}
          </Group>
        </Anchor>
      </Table.Td>
      <Table.Td data-label={COL.settle}>
        <Anchor component={Link} to={accountingHref([group.id])} size="sm">
          <Group gap={4} wrap="nowrap">
            <IconReceipt size={16} />
            {COL.settle}
          </Group>
        </Anchor>
      </Table.Td>
      <Table.Td data-label={COL.feeRule}>
        {group.gender === "ladys" ? "—" : (group.fee_rule ?? "—")}
      </Table.Td>
      <Table.Td data-label={COL.arrival}>{formatTime(group.service_start_at, timeZone)}</Table.Td>
      <Table.Td data-label={COL.solo} ta="right" data-col="solo_min">
        {totals ? t("minutes", { minutes: totals.solo_min }) : "—"}
      </Table.Td>
      <Table.Td data-label={COL.share} ta="right" data-col="share_min">
        {totals ? t("minutes", { minutes: totals.share_min }) : "—"}
      </Table.Td>
      <Table.Td data-label={COL.fee} ta="right" data-col="calc_rule">
        {money(totals?.calc_rule)}
      </Table.Td>
      <Table.Td data-label={COL.orders} ta="right" data-col="calc_order">
        {money(totals?.calc_order)}
      </Table.Td>
      <Table.Td data-label={COL.id}>{group.id}</Table.Td>
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
        <Title order={2}>
          {common("loungeTitle", { title: t("groups.title"), lounge: session.lounge.name })}
        </Title>
        <Text c="dimmed" size="sm">
          {groups.data ? t("groups.count", { groups: groups.data.length, people }) : ""}
          {indexview.isFetching && <Loader size="xs" ml="xs" aria-label={t("groups.updating")} />}
        </Text>
      </Group>
      <Text c="dimmed" size="sm">
        {t("groups.hint")}
      </Text>
      {groups.isError && <Alert color="red">{errorMessage(groups.error)}</Alert>}
      {indexview.isError && (
        <Alert color="orange" title={t("groups.calcFailed")} data-testid="indexview-error">
          {errorMessage(indexview.error)}
        </Alert>
      )}
      <div className={stacked.wrap} data-testid="customer-groups-scroller">
        <Table
          striped
          highlightOnHover
          verticalSpacing="sm"
          aria-label={t("groups.title")}
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
                    {t("groups.empty")}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {groups.isPending && (
              <Table.Tr>
                <Table.Td colSpan={HEADERS.length} ta="center">
                  <Loader size="sm" aria-label={t("loading")} />
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
