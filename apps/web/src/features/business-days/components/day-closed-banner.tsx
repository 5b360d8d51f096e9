// Above the board: when today's business day is closed, a banner saying so, when and by whom, and
// that settling and paid-in/out are refused. Read again when the lounge's /cable says a day was
// opened, closed or reopened (on any tablet) and on every (re)connect; today is the lounge's business
// day, so the banner goes at the next day's start.
import type { SessionLounge } from "@lounge-office/domain/session";
import { Alert, Anchor } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useCableMessages } from "../../../lib/cable";
import { dayQuery } from "../api/business-day-queries";
import { t } from "../messages";
import { BUSINESS_DAY_PATH, formatTime, todayOf } from "./day-format";

/** How often "today" is worked out again (a board left open across the cut-off). */
const TODAY_TICK_MS = 60_000;

function useToday(lounge: Pick<SessionLounge, "time_zone" | "business_day_cutoff">) {
  const [today, setToday] = useState(() => todayOf(lounge));
  useEffect(() => {
    const id = setInterval(() => setToday(todayOf(lounge)), TODAY_TICK_MS);
    return () => clearInterval(id);
  }, [lounge]);
  return today;
}

/** The banner text: 「本日の営業は締め済みです（23:45 青木 健）。会計・入出金はできません」. */
export const dayClosedText = (time: string, name: string) => t("dayClosedBanner", { time, name });

export function DayClosedBanner({ lounge }: { lounge: SessionLounge }) {
  const today = useToday(lounge);
  const query = dayQuery({ loungeId: lounge.id, date: today });
  const day = useQuery(query).data;
  const queryClient = useQueryClient();
  useCableMessages(lounge.id, (message) => {
    if (message.type === "business_day" || message.type === "welcome") {
      void queryClient.invalidateQueries({ queryKey: query.queryKey });
    }
  });
  if (day?.state !== "closed" || day.date !== today) return null;
  return (
    <Alert
      color="red"
      variant="filled"
      icon={<IconLock size={22} />}
      role="alert"
      data-testid="day-closed-banner"
      styles={{ message: { fontSize: "var(--mantine-font-size-lg)", fontWeight: 700 } }}
    >
      {dayClosedText(
        day.closed_at ? formatTime(day.closed_at, day.time_zone) : "",
        day.closed_by_name ?? "",
      )}
      {"　"}
      <Anchor component={Link} to={BUSINESS_DAY_PATH} c="white" underline="always">
        {t("openDayPage")}
      </Anchor>
    </Alert>
  );
}
