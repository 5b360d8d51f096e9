// dayjs set up once: Japanese locale, UTC and time-zone plugins; times are shown in the lounge's zone.
import dayjs from "dayjs";
import "dayjs/locale/ja";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale("ja");

export { dayjs };

/** The original system's clock format `M/D (曜) HH:mm` in a lounge's time zone. */
export function formatClock(instant: Date | string, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format("M/D (dd) HH:mm");
}

export function formatDateTime(instant: Date | string, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format("YYYY/MM/DD HH:mm");
}
