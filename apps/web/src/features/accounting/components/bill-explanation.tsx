// The explainable part of a group's bill: a timeline of its stays and the charged hour lines, each
// of which opens on a tap to show every unit's price cell (start, hour, day type, fee rule, price × people).
import type { BillGroup } from "@lounge-office/domain/accounting";
import { Badge, Group, Progress, Stack, Table, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import { useState } from "react";
import { dayTypeName } from "../../../lib/common-messages";
import { statusName, t } from "../messages";
import { formatTime, formatYen } from "./format";

const STATUS_COLORS = { share: "grape", solo: "teal" } as const;

// Looked up once: every stay, hour line and unit of every group shows them.
const STAYS = t("stays");
const NO_HOUR_LINES = t("hourLines.none");

type Interval = BillGroup["intervals"][number];
type Unit = BillGroup["units"][number];

export function StayTimeline({
  intervals,
  pricedAt,
  timeZone,
  live,
}: {
  intervals: Interval[];
  pricedAt: string;
  timeZone: string;
  /** The group is still present: an open stay is priced up to now (滞在中). */
  live: boolean;
}) {
  const total = intervals.reduce((sum, i) => sum + i.minutes, 0);
  return (
    <Stack gap={4}>
      {total > 0 && (
        <Progress.Root size="lg" aria-hidden>
          {intervals.map((i) => (
            <Progress.Section
              key={i.id}
              value={(i.minutes / total) * 100}
              color={STATUS_COLORS[i.status]}
            />
          ))}
        </Progress.Root>
      )}
      <Table withRowBorders={false} verticalSpacing={2} aria-label={STAYS}>
        <Table.Tbody>
          {intervals.map((i) => (
            <Table.Tr key={i.id} data-interval-id={i.id}>
              <Table.Td>
                <Badge color={STATUS_COLORS[i.status]} variant="light">
                  {statusName(i.status)}
                </Badge>
              </Table.Td>
              <Table.Td>{i.seat_name}</Table.Td>
              <Table.Td>
                {t("stay.span", {
                  start: formatTime(i.start_at, timeZone),
                  end: i.end_at
                    ? formatTime(i.end_at, timeZone)
                    : live
                      ? t("stay.live", { time: formatTime(pricedAt, timeZone) })
                      : formatTime(pricedAt, timeZone),
                })}
              </Table.Td>
              <Table.Td ta="right">{t("minutes", { minutes: i.minutes })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

type HourLine = {
  key: string;
  status: "share" | "solo";
  hour: number;
  fee_rule: string;
  time_count: number;
  num: number;
  unit_price: number;
  price: number;
};

/** The share lines then the solo lines, in one shape. */
function hourLinesOf(group: BillGroup): HourLine[] {
  return [
    ...group.share_hours.map((l, n) => ({
      ...l,
      key: `share-${n}`,
      status: "share" as const,
      hour: l.share_hour,
    })),
    ...group.solo_hours.map((l, n) => ({
      ...l,
      key: `solo-${n}`,
      status: "solo" as const,
      hour: l.solo_hour,
    })),
  ];
}

const unitsOfLine = (units: Unit[], line: HourLine) =>
  units.filter(
    (u) =>
      u.status === line.status &&
      u.hour === line.hour &&
      u.unit_price === line.unit_price &&
      u.fee_rule === line.fee_rule,
  );

function UnitCells({ units, timeZone }: { units: Unit[]; timeZone: string }) {
  return (
    <Stack gap={2} pl="lg" pb={4} data-testid="unit-cells">
      {units.map((u) => (
        <Text key={u.start_at} size="xs" c="dimmed">
          {t("unitCell", {
            start: formatTime(u.start_at, timeZone),
            hour: u.hour,
            dayType: dayTypeName(u.day_type),
            feeRule: u.fee_rule,
            unitPrice: formatYen(u.unit_price),
            count: u.num,
            price: formatYen(u.price),
          })}
        </Text>
      ))}
    </Stack>
  );
}

export function HourLines({ group, timeZone }: { group: BillGroup; timeZone: string }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((keys) => {
      const next = new Set(keys);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const lines = hourLinesOf(group);
  if (lines.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {NO_HOUR_LINES}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      {lines.map((line) => {
        const expanded = open.has(line.key);
        return (
          <div key={line.key}>
            {/* Named by what it shows (a screen reader hears the line; aria-expanded says open or
                shut), and a finger's height tall. */}
            <UnstyledButton
              w="100%"
              mih={44}
              py={4}
              onClick={() => toggle(line.key)}
              aria-expanded={expanded}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap={6} wrap="nowrap">
                  {expanded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
                  <Text size="sm">
                    {t("hourLine", {
                      status: statusName(line.status),
                      hour: line.hour,
                      feeRule: line.fee_rule,
                    })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t("hourLine.units", {
                      unitPrice: formatYen(line.unit_price),
                      units: line.time_count,
                      count: line.num,
                    })}
                  </Text>
                </Group>
                <Text size="sm">{formatYen(line.price)}</Text>
              </Group>
            </UnstyledButton>
            {expanded && <UnitCells units={unitsOfLine(group.units, line)} timeZone={timeZone} />}
          </div>
        );
      })}
    </Stack>
  );
}
