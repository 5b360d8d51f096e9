// Head office's day and month across the lounges the user may see: per lounge its sales, guests,
// 客単価, average stays, payment types, whether the day is closed and its 過不足, with a chart per
// lounge (the month: sales by day, days not closed apart; the day: guests present by hour), CSV,
// and the closed days' journal (仕訳) as freee's, マネーフォワード's or 弥生's import file.
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
import { contractQuery } from "../../../lib/contract-query";
import { useSession } from "../../../lib/session";
import { type Period, periodOf } from "./overview-period";

const STATE_BADGES = {
  closed: { label: "締め済み", color: "green" },
  open: { label: "未締め", color: "orange" },
  not_opened: { label: "未開店", color: "gray" },
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
        締め済み {total.closed_days}日
        {total.open_days > 0 && (
          <Text span c="orange" fw={700}>
            {" "}
            ・ 未締め {total.open_days}日
          </Text>
        )}
      </Text>
    );
  };
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped withTableBorder aria-label="店舗ごとの実績" style={{ whiteSpace: "nowrap" }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>店舗</Table.Th>
            <Table.Th>状態</Table.Th>
            <Table.Th ta="right">売上（税込）</Table.Th>
            <Table.Th ta="right">客数（男/女/他）</Table.Th>
            <Table.Th ta="right">客単価</Table.Th>
            <Table.Th ta="right">平均滞在（相席/ひとり）</Table.Th>
            <Table.Th ta="right">現金</Table.Th>
            <Table.Th ta="right">クレジット</Table.Th>
            <Table.Th ta="right">電子マネー</Table.Th>
            <Table.Th ta="right">過不足</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.totals.map((t) => (
            <Table.Tr key={t.lounge_id} data-lounge-id={t.lounge_id}>
              <Table.Td fw={700}>{nameOf.get(t.lounge_id)}</Table.Td>
              <Table.Td>{stateCell(t)}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {formatYen(t.sales)}
              </Table.Td>
              <Table.Td ta="right">
                {guestsOf(t)}名（{t.guests.mens}/{t.guests.ladys}/{t.guests.others}）
              </Table.Td>
              <Table.Td ta="right">{formatYen(t.per_guest)}</Table.Td>
              <Table.Td ta="right">
                {t.average_share_minutes}分 / {t.average_solo_minutes}分
              </Table.Td>
              <Table.Td ta="right">{formatYen(t.cash_sales)}</Table.Td>
              <Table.Td ta="right">{formatYen(t.credit_sales)}</Table.Td>
              <Table.Td ta="right">{formatYen(t.e_money_sales)}</Table.Td>
              <Table.Td ta="right" c={t.difference ? "red.8" : undefined}>
                {signed(t.difference)}
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
    締め済み: d.state === "closed" ? d.sales : 0,
    未締め: d.state === "closed" ? 0 : d.sales,
  }));
  return (
    <Paper withBorder p="md" component="section" aria-label={`${name}の日別売上`}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {name}：日別売上
        </Title>
        <BarChart
          h={200}
          data={data}
          dataKey="day"
          type="stacked"
          series={[
            { name: "締め済み", color: "indigo.6" },
            { name: "未締め", color: "orange.5" },
          ]}
          valueFormatter={formatYen}
          withLegend
          tickLine="none"
        />
        {open.length > 0 && (
          <Text size="sm" c="orange">
            未締めの日: {open.map((d) => shortDate(d.date)).join("、")}
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
    hour: `${h.hour}時`,
    男性: h.mens,
    女性: h.ladys,
    その他: h.others,
  }));
  return (
    <Paper withBorder p="md" component="section" aria-label={`${name}の時間帯別客数`}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {name}：時間帯別の客数
        </Title>
        {hourly.isError ? (
          <Text c="red" size="sm">
            {errorMessage(hourly.error)}
          </Text>
        ) : hourly.isPending ? (
          <Loader size="sm" aria-label="読み込み中" />
        ) : (
          <BarChart
            h={200}
            data={data}
            dataKey="hour"
            type="stacked"
            series={[
              { name: "男性", color: "blue.6" },
              { name: "女性", color: "pink.6" },
              { name: "その他", color: "teal.6" },
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
        <Title order={2}>日次・月次レポート</Title>
        <Group gap="md">
          <Anchor href={csv} download>
            CSVをダウンロード
          </Anchor>
          <Menu position="bottom-end">
            <Menu.Target>
              <Button
                variant="light"
                leftSection={<IconFileExport size={18} />}
                rightSection={<IconChevronDown size={16} />}
              >
                仕訳を出力
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>締めた営業日の仕訳（会計ソフトの取込形式）</Menu.Label>
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
          aria-label="表示"
          value={period.kind}
          onChange={(v) => set({ view: v })}
          data={[
            { value: "day", label: "日次" },
            { value: "month", label: "月次" },
          ]}
          size="md"
        />
        {period.kind === "day" ? (
          <TextInput
            type="date"
            label="営業日"
            value={period.date}
            max={today}
            onChange={(e) => e.currentTarget.value && set({ date: e.currentTarget.value })}
            size="md"
          />
        ) : (
          <TextInput
            type="month"
            label="月"
            value={period.month}
            onChange={(e) => e.currentTarget.value && set({ month: e.currentTarget.value })}
            size="md"
          />
        )}
      </Group>
      {summary.isError && <Alert color="red">{errorMessage(summary.error)}</Alert>}
      {summary.isPending && <Loader aria-label="読み込み中" />}
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
