// Formats the report pages share: yen with thousands separators and times in the lounge's zone.
import { dayjs } from "../../../../lib/dayjs";

const yen = new Intl.NumberFormat("ja-JP");

/** `¥12,345` (integer yen). */
export const formatYen = (amount: number) => `¥${yen.format(amount)}`;

/** `HH:mm` in the lounge's time zone. */
export const formatTime = (instant: string, timeZone: string) =>
  dayjs(instant).tz(timeZone).format("HH:mm");
