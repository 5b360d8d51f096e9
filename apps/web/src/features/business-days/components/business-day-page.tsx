// 営業日・レジ締め (route /business_day): the signed-in lounge's business day, today's by default or
// the one in `?date=`: its state (未開店 / 営業中 / 締め済み), 開店 with the float, the day's paid-in and
// paid-out, and the guided close (managers and admins; staff see the figures), or for a closed day
// its figures as closed, the count, the changes after the close and an admin's 再開. Every figure
// is the server's; the lounge's /cable keeps every open page current.

import { businessDaysApi } from "@lounge-office/domain/business-days";
import type { Session } from "@lounge-office/domain/session";
import { roleHolds } from "@lounge-office/domain/shared";
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import {
  IconChevronLeft,
  IconChevronRight,
  IconDownload,
  IconFileText,
  IconPlugConnected,
  IconPlugConnectedX,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { errorMessage, hrefOf } from "../../../lib/api-client";
import { dayjs } from "../../../lib/dayjs";
import { PageLounge } from "../../../lib/lounge-context";
import { useSession } from "../../../lib/session";
import { type DayRef, dayQuery } from "../api/business-day-queries";
import { useBusinessDayCable } from "../api/use-business-day-cable";
import { stateName, t } from "../messages";
import { CashMovementsSection } from "./cash-movements-section";
import { CloseFlow } from "./close-flow";
import { ClosedDay } from "./closed-day";
import { formatDate, formatWhen, formatYen, reportHref, STATE_COLORS, todayOf } from "./day-format";
import { OpenDayForm } from "./open-day-form";

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TOUCH = { minHeight: 44 } as const;

/** What the app composes in: printing the day's report (the receipts feature's). */
type Slots = { printSlot?: (day: DayRef) => ReactNode };

export function BusinessDayPage({ printSlot }: Slots = {}) {
  const session = useSession().data;
  if (!session) return null;
  return <DayScreen key={session.lounge.id} session={session} printSlot={printSlot} />;
}

function DayScreen({ session, printSlot }: { session: Session } & Slots) {
  const [params, setParams] = useSearchParams();
  const today = todayOf(session.lounge);
  const asked = params.get("date") ?? "";
  const date = DATE_PATTERN.test(asked) ? asked : today;
  const day: DayRef = { loungeId: session.lounge.id, date };
  const cable = useBusinessDayCable(day.loungeId);
  const role = session.staff.role;
  const setDate = (next: string) =>
    setParams(next === today ? {} : { date: next }, { replace: false });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="sm">
          <Title order={2}>{t("title")}</Title>
          <PageLounge session={session} />
          <Badge
            color={cable.connected ? "green" : "orange"}
            variant="light"
            leftSection={
              cable.connected ? <IconPlugConnected size={14} /> : <IconPlugConnectedX size={14} />
            }
            role="status"
          >
            {cable.connected ? t("connected") : t("reconnecting")}
          </Badge>
        </Group>
        <Group gap="xs">
          <Button
            component={Link}
            to={reportHref(date)}
            variant="light"
            size="md"
            leftSection={<IconFileText size={18} />}
          >
            {t("reportA4")}
          </Button>
          <Button
            component="a"
            href={hrefOf(businessDaysApi.reportCsv, {
              params: { lounge_id: day.loungeId, date },
            })}
            download
            variant="light"
            size="md"
            leftSection={<IconDownload size={18} />}
          >
            CSV
          </Button>
        </Group>
      </Group>
      <DateSelector date={date} today={today} onChange={setDate} />
      <DayBody
        key={date}
        day={day}
        isToday={date === today}
        canOperate={roleHolds(role, "business_days.operate")}
        canClose={roleHolds(role, "business_days.close")}
        canReopen={roleHolds(role, "business_days.reopen")}
      />
      {printSlot?.(day)}
    </Stack>
  );
}

const shift = (date: string, days: number) => dayjs(date).add(days, "day").format("YYYY-MM-DD");

/** ‹ 前日 / 翌日 ›, a date input and 今日; no day after today (it has not begun). */
function DateSelector({
  date,
  today,
  onChange,
}: {
  date: string;
  today: string;
  onChange: (date: string) => void;
}) {
  const [draft, setDraft] = useState(date);
  const [shown, setShown] = useState(date);
  if (shown !== date) {
    setShown(date);
    setDraft(date);
  }
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Button
        variant="default"
        style={TOUCH}
        leftSection={<IconChevronLeft size={18} />}
        onClick={() => onChange(shift(date, -1))}
      >
        {t("previousDay")}
      </Button>
      <TextInput
        type="date"
        label={t("businessDay")}
        w={180}
        styles={{ input: TOUCH }}
        value={draft}
        max={today}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setDraft(value);
          if (DATE_PATTERN.test(value) && value <= today) onChange(value);
        }}
      />
      <Button
        variant="default"
        style={TOUCH}
        rightSection={<IconChevronRight size={18} />}
        disabled={date >= today}
        onClick={() => onChange(shift(date, 1))}
      >
        {t("nextDay")}
      </Button>
      <Button
        variant="subtle"
        style={TOUCH}
        disabled={date === today}
        onClick={() => onChange(today)}
      >
        {t("today")}
      </Button>
    </Group>
  );
}

type BodyProps = {
  day: DayRef;
  isToday: boolean;
  canOperate: boolean;
  canClose: boolean;
  canReopen: boolean;
};

function DayBody({ day, isToday, canOperate, canClose, canReopen }: BodyProps) {
  const shown = useQuery(dayQuery(day));
  const [recounting, setRecounting] = useState(false);
  if (shown.isPending) {
    return (
      <Center mih={200}>
        <Loader aria-label={t("loading")} />
      </Center>
    );
  }
  if (shown.isError) {
    return (
      <Alert color="red" role="alert" title={t("dayLoadFailed")}>
        {errorMessage(shown.error)}
      </Alert>
    );
  }
  const data = shown.data;
  const closed = data.state === "closed";
  const tz = data.time_zone;
  return (
    <Stack gap="md">
      <Paper withBorder p="md" data-testid="day-state" data-state={data.state}>
        <Stack gap="xs">
          <Group gap="md" align="center">
            <Text size="lg" fw={700}>
              {formatDate(data.date)}
            </Text>
            <Badge size="xl" color={STATE_COLORS[data.state]} variant="filled">
              {stateName(data.state)}
            </Badge>
            {data.state !== "not_opened" && (
              <Text size="lg">{t("floatAmount", { amount: formatYen(data.float) })}</Text>
            )}
          </Group>
          {data.opened_at && (
            <Text size="sm" c="dimmed">
              {t("openedAt", { when: formatWhen(data.opened_at, tz) })}
              {data.opened_by_name ? ` ${data.opened_by_name}` : ""}
            </Text>
          )}
          {closed && data.closed_at && (
            <Text fw={600} data-testid="closed-by">
              {t("closedAt", {
                when: formatWhen(data.closed_at, tz),
                name: data.closed_by_name ?? "",
              })}
            </Text>
          )}
          {data.state === "open" && data.opened_automatically && (
            <Alert color="yellow" data-testid="opened-automatically">
              <Stack gap="xs">
                <Text>{t("openedAutomatically", { amount: formatYen(data.float) })}</Text>
                {canOperate && !recounting && (
                  <Group>
                    <Button size="md" variant="light" onClick={() => setRecounting(true)}>
                      {t("enterCountedFloat")}
                    </Button>
                  </Group>
                )}
                {recounting && (
                  <OpenDayForm
                    day={day}
                    defaultFloat={data.float}
                    recount
                    onDone={() => setRecounting(false)}
                  />
                )}
              </Stack>
            </Alert>
          )}
        </Stack>
      </Paper>
      {data.state === "not_opened" && canOperate && (
        <Paper withBorder p="md" component="section" aria-labelledby="open-title">
          <Stack gap="sm">
            <Title order={3} id="open-title">
              {t("openTitle")}
            </Title>
            <OpenDayForm day={day} defaultFloat={data.default_float} />
          </Stack>
        </Paper>
      )}
      <CashMovementsSection
        day={day}
        timeZone={tz}
        recordable={!closed && canOperate}
        manages={!closed && canClose}
      />
      {closed && <ClosedDay day={day} data={data} canReopen={canReopen} />}
      {/* Today's day not opened yet is opened first; an earlier one nobody opened (a quiet night) can still be closed. */}
      {!closed && (data.state === "open" || !isToday) && (
        <CloseFlow day={day} data={data} canClose={canClose} />
      )}
    </Stack>
  );
}
