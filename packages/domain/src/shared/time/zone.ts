// Wall-clock time in a lounge's IANA time zone, from the platform's Intl data (no extra libraries).

import { DomainError } from "../errors";
import { floorDiv, floorMod, MS_PER_HOUR } from "./calendar";

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Per zone: UTC hour bucket → the zone's offset in ms for that whole hour, or NaN if it changes inside. */
const offsetCache = new Map<string, Map<number, number>>();
const MAX_CACHED_HOURS_PER_ZONE = 100_000;

function formatterFor(timeZone: unknown): Intl.DateTimeFormat {
  if (typeof timeZone !== "string" || timeZone === "") {
    throw new DomainError("INVALID_TIME_ZONE", "タイムゾーンを指定してください（例: Asia/Tokyo）");
  }
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric",
      });
    } catch {
      throw new DomainError("INVALID_TIME_ZONE", `タイムゾーン「${timeZone}」は使えません`);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Throws a DomainError unless `timeZone` is an IANA zone name the platform knows. */
export function assertTimeZone(timeZone: unknown): asserts timeZone is string {
  formatterFor(timeZone);
}

// en-US numeric output, e.g. "12/3/2024, 21:45:00"; formatToParts is the fallback (4× slower).
const EN_US_WALL = /^(\d+)\/(\d+)\/(\d+),? (\d+):(\d+):(\d+)$/;

function wallFields(formatter: Intl.DateTimeFormat, epochMs: number): number[] {
  const match = EN_US_WALL.exec(formatter.format(epochMs));
  if (match) {
    const [, month, day, year, hour, minute, second] = match.map(Number);
    return [year, month, day, hour, minute, second] as number[];
  }
  const fields: Record<string, number> = {};
  for (const part of formatter.formatToParts(epochMs)) {
    fields[part.type] = Number(part.value);
  }
  return [fields.year, fields.month, fields.day, fields.hour, fields.minute, fields.second].map(
    (value) => value ?? Number.NaN,
  );
}

function computeOffsetMs(formatter: Intl.DateTimeFormat, epochMs: number): number {
  const [year, month, day, hour, minute, second] = wallFields(formatter, epochMs) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  return wallAsUtc - (epochMs - floorMod(epochMs, 1000));
}

/**
 * The zone's UTC offset at an instant, in ms. Offsets are cached per UTC hour: both ends of the hour are
 * asked, and only an hour whose two ends agree is cached as one offset (every zone changes offset at
 * most once in an hour), so the answer is always the platform's.
 */
export function zoneOffsetMs(timeZone: string, epochMs: number): number {
  const formatter = formatterFor(timeZone);
  let hours = offsetCache.get(timeZone);
  if (!hours) {
    hours = new Map();
    offsetCache.set(timeZone, hours);
  }
  const bucket = floorDiv(epochMs, MS_PER_HOUR);
  let offset = hours.get(bucket);
  if (offset === undefined) {
    const atStart = computeOffsetMs(formatter, bucket * MS_PER_HOUR);
    const atEnd = computeOffsetMs(formatter, (bucket + 1) * MS_PER_HOUR - 1);
    offset = atStart === atEnd ? atStart : Number.NaN;
    if (hours.size >= MAX_CACHED_HOURS_PER_ZONE) {
      hours.clear();
    }
    hours.set(bucket, offset);
  }
  return Number.isNaN(offset) ? computeOffsetMs(formatter, epochMs) : offset;
}

/** The wall-clock reading in the zone, expressed as if it were UTC milliseconds. */
export function wallClockMs(timeZone: string, epochMs: number): number {
  return epochMs + zoneOffsetMs(timeZone, epochMs);
}
