// The accounting checkbox table: the groups on the floor; ticked ones go to accounting together
// (the link stays disabled until one is ticked). A tap anywhere on a row ticks it.
import type { Board, BoardGroup } from "@lounge-office/domain/floor";
import { Button, Checkbox, Group, Paper, Table, Text, Title } from "@mantine/core";
import { IconReceipt } from "@tabler/icons-react";
import { memo, useCallback, useState } from "react";
import { accountingHref, formatTime, presentGroups } from "./board-view";
import { ENTRY_GENDER_LABEL } from "./entry-gender";
import { groupOf, peopleWord, t } from "./messages";

// Looked up once: the table renders with every board render.
const TITLE = t("settle.title");
const TOGETHER = t("settle.together");
const EMPTY = t("settle.empty");
const TABLE = t("settle.table");
const COLUMNS = {
  select: t("col.select"),
  seat: t("col.seat"),
  gender: t("col.gender"),
  people: t("col.people"),
  feeRule: t("col.feeRule"),
  arrival: t("col.arrival"),
};

type RowProps = {
  group: BoardGroup;
  seatName: string;
  timeZone: string;
  checked: boolean;
  onToggle: (id: number, on: boolean) => void;
};

/**
 * One group's row. Memoised: a realtime patch keeps unchanged groups as the same objects, so only
 * the rows of the changed seat render again, not the 300 checkboxes of a busy night.
 */
const AccountingRow = memo(function AccountingRow({
  group,
  seatName,
  timeZone,
  checked,
  onToggle,
}: RowProps) {
  const gender = ENTRY_GENDER_LABEL[group.gender];
  return (
    // A finger taps the row, not the 20 px box: the whole row ticks it (the box keeps the keyboard).
    <Table.Tr
      data-group-id={group.id}
      data-row-toggle
      h={44}
      style={{ cursor: "pointer" }}
      onClick={() => onToggle(group.id, !checked)}
    >
      <Table.Td>
        <Checkbox
          aria-label={t("settle.select", {
            seat: seatName,
            group: groupOf(group.gender, group.num),
          })}
          checked={checked}
          onChange={(e) => onToggle(group.id, e.currentTarget.checked)}
          // The row would toggle it back.
          onClick={(e) => e.stopPropagation()}
        />
      </Table.Td>
      <Table.Td>{seatName}</Table.Td>
      <Table.Td>{gender}</Table.Td>
      <Table.Td>{peopleWord(group.num)}</Table.Td>
      <Table.Td>{group.fee_rule ?? "—"}</Table.Td>
      <Table.Td>{formatTime(group.service_start_at, timeZone)}</Table.Td>
    </Table.Tr>
  );
});

export function AccountingTable({ board }: { board: Board }) {
  const [ticked, setTicked] = useState<number[]>([]);
  const rows = presentGroups(board);
  // Groups that left (settled elsewhere) drop out of the selection.
  const selected = ticked.filter((id) => rows.some((r) => r.group.id === id));
  // One identity for every render, so the rows' memo holds.
  const toggle = useCallback(
    (id: number, on: boolean) =>
      setTicked((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id))),
    [],
  );

  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {TITLE}
        </Title>
        {selected.length > 0 ? (
          <Button
            component="a"
            href={accountingHref(selected)}
            leftSection={<IconReceipt size={18} />}
          >
            {t("settle.togetherCount", { count: selected.length })}
          </Button>
        ) : (
          <Button disabled leftSection={<IconReceipt size={18} />}>
            {TOGETHER}
          </Button>
        )}
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {EMPTY}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped highlightOnHover aria-label={TABLE}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={48}>{COLUMNS.select}</Table.Th>
                <Table.Th>{COLUMNS.seat}</Table.Th>
                <Table.Th>{COLUMNS.gender}</Table.Th>
                <Table.Th>{COLUMNS.people}</Table.Th>
                <Table.Th>{COLUMNS.feeRule}</Table.Th>
                <Table.Th>{COLUMNS.arrival}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ seat, group }) => (
                <AccountingRow
                  key={group.id}
                  group={group}
                  seatName={seat.name}
                  timeZone={board.lounge.time_zone}
                  checked={selected.includes(group.id)}
                  onToggle={toggle}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
