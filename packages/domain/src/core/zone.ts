// Wall-clock time in a lounge's IANA time zone, from the platform's Intl data (no extra libraries).
import { floorDiv, floorMod, MS_PER_HOUR } from "./calendar";
import { DomainError } from "./errors";

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

function computeOffsetMs(formatter: Intl.DateTimeFormat, epochMs: number): number {
  const fields: Record<string, number> = {};
  for (const part of formatter.formatToParts(epochMs)) {
    if (part.type !== "literal") {
      fields[part.type] = Number(part.value);
    }
  }
  const wallAsUtc = Date.UTC(
    fields.year ?? Number.NaN,
    (fields.month ?? Number.NaN) - 1,
    fields.day,
    fields.hour,
    fields.minute,
    fields.second,
  );
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
