// Head office's day and month across the lounges the user may see: per lounge its sales, guests,
// 客単価, average stays, payment types, whether the day is closed and its 過不足, with a chart per
// lounge (the month: sales by day, days not closed apart; the day: guests present by hour), CSV,
// and the closed days' journal (仕訳) as freee's, マネーフォワード's or 弥生's import file (named by
// their products' names in every language: the files are the products').
import "@mantine/charts/styles.css";
import {
  businessDaysApi,
  JOURNAL_FORMAT_LABELS,
  JOURNAL_FORMATS,
  type Summary,
  type SummaryDay,
  type SummaryTotal,
} from "@lounge-office/domain/business-days";
import { businessDayOf, formatYen } from "@lounge-office/domain/shared";
import { BarChart } from "@mantine/charts";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Menu,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconChevronDown, IconFileExport } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { errorMessage } from "../../../lib/api-client";
import { genderName, paymentName } from "../../../lib/common-messages";
import { contractQuery } from "../../../lib/contract-query";
import { useSession } from "../../../lib/session";
import { stateName, t } from "../messages";
import { type Period, periodOf } from "./overview-period";

const STATE_BADGES = {
  closed: { label: stateName("closed"), color: "green" },
  open: { label: t("state.notClosed"), color: "orange" },
  not_opened: { label: stateName("not_opened"), color: "gray" },
} as const;

const signed = (yen: number | null) =>
  yen === null
    ? "—"
    : yen === 0
      ? formatYen(0)
      : `${yen > 0 ? "+" : "-"}${formatYen(Math.abs(yen))}`;
const guestsOf = (d: Pick<SummaryDay, "guests">) =>
  d.guests.mens + d.guests.ladys + d.guests.others;
const shortDate = (date: string) => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;

function TotalsTable({ summary, period }: { summary: Summary; period: Period }) {
  const nameOf = new Map(summary.lounges.map((l) => [l.id, l.name]));
  const stateCell = (total: SummaryTotal) => {
    if (period.kind === "day") {
      const day = summary.days.find((d) => d.lounge_id === total.lounge_id);
      const badge = STATE_BADGES[day?.state ?? "not_opened"];
      // A visible label: a table squeezed on a portrait tablet must not shrink it to a dot.
      return (
        <Badge color={badge.color} styles={{ label: { overflow: "visible" } }}>
          {badge.label}
        </Badge>
      );
    }
    return (
      <Text size="sm">
        {t("overview.closedDays", { count: total.closed_days })}
        {total.open_days > 0 && (
          <Text span c="orange" fw={700}>
            {" "}
            {t("overview.openDays", { count: total.open_days })}
          </Text>
        )}
      </Text>
    );
  };
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table
        striped
        withTableBorder
        aria-label={t("overview.table")}
        style={{ whiteSpace: "nowrap" }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("overview.col.lounge")}</Table.Th>
            <Table.Th>{t("overview.col.state")}</Table.Th>
            <Table.Th ta="right">{t("figure.sales")}</Table.Th>
            <Table.Th ta="right">{t("overview.col.guests")}</Table.Th>
            <Table.Th ta="right">{t("figure.perGuest")}</Table.Th>
            <Table.Th ta="right">{t("overview.col.stay")}</Table.Th>
            <Table.Th ta="right">{paymentName("cash")}</Table.Th>
            <Table.Th ta="right">{paymentName("credit")}</Table.Th>
            <Table.Th ta="right">{paymentName("e_money")}</Table.Th>
            <Table.Th ta="right">{t("difference")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.totals.map((row) => (
            <Table.Tr key={row.lounge_id} data-lounge-id={row.lounge_id}>
              <Table.Td fw={700}>{nameOf.get(row.lounge_id)}</Table.Td>
              <Table.Td>{stateCell(row)}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {formatYen(row.sales)}
              </Table.Td>
              <Table.Td ta="right">
                {t("overview.guests", {
                  total: guestsOf(row),
                  mens: row.guests.mens,
                  ladys: row.guests.ladys,
                  others: row.guests.others,
                })}
              </Table.Td>
              <Table.Td ta="right">{formatYen(row.per_guest)}</Table.Td>
              <Table.Td ta="right">
                {t("overview.stays", {
                  share: row.average_share_minutes,
                  solo: row.average_solo_minutes,
                })}
              </Table.Td>
              <Table.Td ta="right">{formatYen(row.cash_sales)}</Table.Td>
              <Table.Td ta="right">{formatYen(row.credit_sales)}</Table.Td>
              <Table.Td ta="right">{formatYen(row.e_money_sales)}</Table.Td>
              <Table.Td ta="right" c={row.difference ? "red.8" : undefined}>
                {signed(row.difference)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The month: one bar per day, closed days' sales and days not yet closed in another colour. */
function MonthChart({ name, days }: { name: string; days: SummaryDay[] }) {
  const open = days.filter((d) => d.state === "open");
  const data = days.map((d) => ({
    day: shortDate(d.date),
    closed: d.state === "closed" ? d.sales : 0,
    open: d.state === "closed" ? 0 : d.sales,
  }));
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-label={t("overview.dailySalesLabel", { name })}
    >
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t("overview.dailySales", { name })}
        </Title>
        <BarChart
          h={200}
          data={data}
          dataKey="day"
          type="stacked"
          series={[
            { name: "closed", label: stateName("closed"), color: "indigo.6" },
            { name: "open", label: t("state.notClosed"), color: "orange.5" },
          ]}
          valueFormatter={formatYen}
          withLegend
          tickLine="none"
        />
        {open.length > 0 && (
          <Text size="sm" c="orange">
            {t("overview.openDates", {
              dates: open.map((d) => shortDate(d.date)).join(t("listSeparator")),
            })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The day: guests present by hour of the business day, by gender. */
function HourChart({ name, loungeId, date }: { name: string; loungeId: number; date: string }) {
  const hourly = useQuery(
    contractQuery(businessDaysApi.hourly, { params: { lounge_id: loungeId, date } }),
  );
  const data = (hourly.data?.hours ?? []).map((h) => ({
    hour: t("overview.hour", { hour: h.hour }),
    mens: h.mens,
    ladys: h.ladys,
    others: h.others,
  }));
  return (
    <Paper withBorder p="md" component="section" aria-label={t("overview.hourlyLabel", { name })}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t("overview.hourly", { name })}
        </Title>
        {hourly.isError ? (
          <Text c="red" size="sm">
            {errorMessage(hourly.error)}
          </Text>
        ) : hourly.isPending ? (
          <Loader size="sm" aria-label={t("loading")} />
        ) : (
          <BarChart
            h={200}
            data={data}
            dataKey="hour"
            type="stacked"
            series={[
              { name: "mens", label: genderName("mens"), color: "blue.6" },
              { name: "ladys", label: genderName("ladys"), color: "pink.6" },
              { name: "others", label: genderName("others"), color: "teal.6" },
            ]}
            withLegend
            tickLine="none"
          />
        )}
      </Stack>
    </Paper>
  );
}

export function BusinessDaysOverviewPage() {
  const session = useSession().data;
  const [params, setParams] = useSearchParams();
  const lounge = session?.lounge;
  const today = lounge
    ? businessDayOf(new Date().toISOString(), {
        timeZone: lounge.time_zone,
        cutoff: lounge.business_day_cutoff,
      })
    : "";
  const period = periodOf(params.get("view"), params.get("date"), params.get("month"), today);
  const query = { first_day: period.firstDay, last_day: period.lastDay };
  const summary = useQuery({
    ...contractQuery(businessDaysApi.summary, { query }),
    enabled: today !== "",
  });
  const csv = `/business_days/summary.csv?first_day=${period.firstDay}&last_day=${period.lastDay}`;
  const set = (changes: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [k, v] of Object.entries(changes)) next.set(k, v);
      return next;
    });
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t("overview.title")}</Title>
        <Group gap="md">
          <Anchor href={csv} download>
            {t("overview.csv")}
          </Anchor>
          <Menu position="bottom-end">
            <Menu.Target>
              <Button
                variant="light"
                leftSection={<IconFileExport size={18} />}
                rightSection={<IconChevronDown size={16} />}
              >
                {t("overview.journal")}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{t("overview.journalNote")}</Menu.Label>
              {JOURNAL_FORMATS.map((format) => (
                <Menu.Item
                  key={format}
                  component="a"
                  href={`/business_days/journal.csv?format=${format}&first_day=${period.firstDay}&last_day=${period.lastDay}`}
                  download
                  mih={44}
                >
                  {JOURNAL_FORMAT_LABELS[format]}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      <Group align="flex-end">
        <SegmentedControl
          aria-label={t("overview.view")}
          value={period.kind}
          onChange={(v) => set({ view: v })}
          data={[
            { value: "day", label: t("overview.day") },
            { value: "month", label: t("overview.month") },
          ]}
          size="md"
        />
        {period.kind === "day" ? (
          <TextInput
            type="date"
            label={t("businessDay")}
            value={period.date}
            max={today}
            onChange={(e) => e.currentTarget.value && set({ date: e.currentTarget.value })}
            size="md"
          />
        ) : (
          <TextInput
            type="month"
            label={t("overview.monthLabel")}
            value={period.month}
            onChange={(e) => e.currentTarget.value && set({ month: e.currentTarget.value })}
            size="md"
          />
        )}
      </Group>
      {summary.isError && <Alert color="red">{errorMessage(summary.error)}</Alert>}
      {summary.isPending && <Loader aria-label={t("loading")} />}
      {summary.data && (
        <>
          <TotalsTable summary={summary.data} period={period} />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {summary.data.lounges.map((l) =>
              period.kind === "day" ? (
                <HourChart key={l.id} name={l.name} loungeId={l.id} date={period.date} />
              ) : (
                <MonthChart
                  key={l.id}
                  name={l.name}
                  days={summary.data.days.filter((d) => d.lounge_id === l.id)}
                />
              ),
            )}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
