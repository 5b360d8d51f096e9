// Time charges: cut a group's share (or solo) timeline into started units and price each where it starts.

import { addYen, mulYen } from "../money";
import { businessDayNumberOfWall, hourOfWall } from "../time/business-day";
import { MS_PER_MINUTE } from "../time/calendar";
import { type DayType, dayTypeOfDayNumber } from "../time/day-type";
import { wallClockMs } from "../time/zone";

/** One stretch of a group's visit in one status, with its whole minutes already floored. */
export type TimedInterval = { startMs: number; minutes: number };

export type HourCharge = {
  hour: number;
  time_count: number;
  unit_price: number;
  price: number;
};

export type TimelineCharge = {
  minutes: number;
  amount: number;
  lines: HourCharge[];
};

export type TimelineContext = {
  timeZone: string;
  cutoffMs: number;
  unitMinutes: number;
  num: number;
  /** Per-call memo of day types by business-day number (the holiday lookup is the same for every unit). */
  dayTypes: Map<number, DayType>;
  /** Price per unit per person at a day type and clock hour; throws when the price table has no cell. */
  unitPriceAt: (dayType: DayType, hour: number) => number;
  /** Told of every charged unit, in order (the bill's explanation); omitted when only totals matter. */
  onUnit?: (unit: ChargedUnit) => void;
};

/** One charged unit: where its first minute lies, the price cell it used and its amount. */
export type ChargedUnit = {
  startMs: number;
  hour: number;
  dayType: DayType;
  unitPrice: number;
  amount: number;
};

/**
 * Prices one timeline. The intervals, in time order, are laid end to end (each contributing its floored
 * whole minutes) and cut into units of `unitMinutes`; a started unit counts. A unit is priced where its
 * first minute lies on the real clock: the clock hour and the business day's day type at that instant.
 * Units are aggregated into lines per (clock hour, unit price), in the order the lines first occur.
 */
export function chargeTimeline(
  intervals: readonly TimedInterval[],
  context: TimelineContext,
): TimelineCharge {
  let minutes = 0;
  for (const interval of intervals) {
    minutes += interval.minutes;
  }
  const unitCount = Math.ceil(minutes / context.unitMinutes);
  const lines = new Map<string, HourCharge>();
  let amount = 0;
  let index = 0;
  let minutesBeforeInterval = 0;
  for (let unit = 0; unit < unitCount; unit += 1) {
    const timelineMinute = unit * context.unitMinutes;
    let interval = intervals[index];
    // Skip intervals that end before this unit's first minute (including zero-minute ones).
    while (interval && timelineMinute >= minutesBeforeInterval + interval.minutes) {
      minutesBeforeInterval += interval.minutes;
      index += 1;
      interval = intervals[index];
    }
    if (!interval) {
      break; // unreachable: unitCount × unitMinutes never starts past the timeline's end
    }
    const startMs = interval.startMs + (timelineMinute - minutesBeforeInterval) * MS_PER_MINUTE;
    const wallMs = wallClockMs(context.timeZone, startMs);
    const hour = hourOfWall(wallMs);
    const businessDay = businessDayNumberOfWall(wallMs, context.cutoffMs);
    let dayType = context.dayTypes.get(businessDay);
    if (dayType === undefined) {
      dayType = dayTypeOfDayNumber(businessDay);
      context.dayTypes.set(businessDay, dayType);
    }
    const unitPrice = context.unitPriceAt(dayType, hour);
    const unitAmount = mulYen(unitPrice, context.num);
    context.onUnit?.({ startMs, hour, dayType, unitPrice, amount: unitAmount });
    const key = `${hour}:${unitPrice}`;
    const line = lines.get(key);
    if (line) {
      line.time_count += 1;
      line.price = addYen(line.price, unitAmount);
    } else {
      lines.set(key, { hour, time_count: 1, unit_price: unitPrice, price: unitAmount });
    }
    amount = addYen(amount, unitAmount);
  }
  return { minutes, amount, lines: [...lines.values()] };
}
