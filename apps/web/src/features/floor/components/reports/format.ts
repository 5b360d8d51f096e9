// Formats the report pages share: yen with thousands separators, times in the lounge's zone, and
// the event-log page's link.
import { EVENT_LOG_GROUP_PARAM, floorApi } from "@lounge-office/domain/floor";
import { dayjs } from "../../../../lib/dayjs";

/** The event-log page's link: the page sits at the call's path and reads the same parameter. */
export const eventLogsPath = (groupId: number) =>
  `${floorApi.eventLogs.path}?${EVENT_LOG_GROUP_PARAM}=${groupId}`;

const yen = new Intl.NumberFormat("ja-JP");

/** `¥12,345` (integer yen). */
export const formatYen = (amount: number) => `¥${yen.format(amount)}`;

/** `HH:mm` in the lounge's time zone. */
export const formatTime = (instant: string, timeZone: string) =>
  dayjs(instant).tz(timeZone).format("HH:mm");
