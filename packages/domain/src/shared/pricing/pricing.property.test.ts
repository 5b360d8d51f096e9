// Property tests for priceSettlement (fast-check): integer totals, sums, monotonicity, unit coverage, a reference.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { businessDayOf } from "../time/business-day";
import { dayTypeOf } from "../time/day-type";
import { chargeParts, priceSettlement } from "./pricing";
import { FEE_RULES } from "./pricing.fixtures";
import type { Gender, Interval, PriceCell, PriceSettlementInput } from "./pricing-schema";

/**
 * Each property prices a whole random settlement (up to 4 groups × 40 intervals), ~0.2 ms idle and
 * ten times that on a loaded machine: 2,500 runs keep each test within a few seconds there while
 * still walking every generator branch many times (the cheap money properties in
 * money.property.test.ts keep 10,000). FC_RUNS overrides, e.g. FC_RUNS=100000 for a deep soak.
 */
const RUNS = Number(process.env.FC_RUNS ?? 2_500);
const GENDERS: Gender[] = ["mens", "ladys", "others"];
const ZONES = ["Asia/Tokyo", "Asia/Tokyo", "Asia/Tokyo", "America/New_York", "Asia/Kathmandu"];
/** Instants for the core properties: a few recent years (zone offsets stay cached, so runs are fast). */
const RECENT = { first: Date.UTC(2023, 0, 1), last: Date.UTC(2027, 0, 1) };
/** Instants for the reference comparison: the whole span of the holiday data. */
const ALL_YEARS = { first: Date.UTC(1971, 0, 2), last: Date.UTC(2049, 11, 1) };
type Span = { first: number; last: number };

// The fixtures' rules: two priced by time, one special flat rule.
const TIME_PRICED = new Set(["normal", "vip"]);

/**
 * Prices vary by hour (a saw-tooth with a random phase), by day type, by fee rule and by gender (ladies
 * 0), all non-negative. A few random knobs instead of 864 random cells keep thousands of runs fast.
 */
const arbPriceTable = fc
  .record({
    shareBase: fc.nat({ max: 3000 }),
    soloBase: fc.nat({ max: 1000 }),
    hourStep: fc.nat({ max: 300 }),
    phase: fc.nat({ max: 23 }),
    weekendExtra: fc.nat({ max: 500 }),
  })
  .map(({ shareBase, soloBase, hourStep, phase, weekendExtra }) => {
    const cells: PriceCell[] = [];
    for (const feeRule of ["normal", "vip", "special"]) {
      for (const [genderIndex, gender] of GENDERS.entries()) {
        for (const dayType of ["weekday", "weekend"] as const) {
          for (let hour = 0; hour < 24; hour += 1) {
            const extra =
              (dayType === "weekend" ? weekendExtra : 0) + ((hour + phase) % 6) * hourStep;
            const factor = genderIndex === 1 ? 0 : feeRule === "vip" ? 2 : 1;
            const share = (shareBase + extra) * factor;
            const solo = (soloBase + extra) * factor;
            cells.push({ feeRule, gender, dayType, hour, share, solo });
          }
        }
      }
    }
    return cells;
  });

/** A visit: consecutive, non-overlapping stretches from a start instant, given in any order. */
const arbIntervals = (span: Span) =>
  fc
    .record({
      startMs: fc.integer({ min: span.first, max: span.last }),
      stretches: fc.array(
        fc.record({
          status: fc.constantFrom("share" as const, "solo" as const),
          gapSeconds: fc.nat({ max: 1800 }),
          seconds: fc.nat({ max: 7200 }),
        }),
        { maxLength: 8 },
      ),
      reversed: fc.boolean(),
    })
    .map(({ startMs, stretches, reversed }) => {
      let cursor = startMs;
      const intervals: Interval[] = stretches.map(({ status, gapSeconds, seconds }) => {
        const start = cursor + gapSeconds * 1000;
        cursor = start + seconds * 1000;
        return {
          status,
          start_at: new Date(start).toISOString(),
          end_at: new Date(cursor).toISOString(),
        };
      });
      return reversed ? intervals.reverse() : intervals;
    });

const arbGroup = (span: Span) =>
  fc.record({
    gender: fc.constantFrom(...GENDERS),
    num: fc.integer({ min: 1, max: 15 }),
    feeRule: fc.constantFrom("normal", "vip", "special"),
    intervals: arbIntervals(span),
    orders: fc.array(
      fc.record({
        name: fc.constant("注文"),
        price: fc.nat({ max: 20_000 }),
        num: fc.integer({ min: 1, max: 5 }),
      }),
      { maxLength: 3 },
    ),
    extra_charge: fc.nat({ max: 5000 }),
  });

const arbSpecialDate = (span: Span) =>
  fc
    .record({
      fromMs: fc.integer({ min: span.first, max: span.last }),
      days: fc.nat({ max: 10 }),
      pricePerPerson: fc.nat({ max: 3000 }),
    })
    .map(({ fromMs, days, pricePerPerson }) => ({
      from: new Date(fromMs).toISOString().slice(0, 10),
      to: new Date(fromMs + days * 86_400_000).toISOString().slice(0, 10),
      pricePerPerson,
    }));

const arbSettlement = (span: Span): fc.Arbitrary<PriceSettlementInput> =>
  fc
    .record({
      timeZone: fc.constantFrom(...ZONES),
      cutoffMinutes: fc.integer({ min: 0, max: 1439 }),
      unitMinutes: fc.integer({ min: 1, max: 30 }),
      specialDates: fc.array(arbSpecialDate(span), { maxLength: 2 }),
      priceTable: arbPriceTable,
      groups: fc.array(arbGroup(span), { minLength: 1, maxLength: 4 }),
      discountPercent: fc.constantFrom(null, 50 as const, 30 as const, 20 as const),
    })
    .map(
      ({
        timeZone,
        cutoffMinutes,
        unitMinutes,
        specialDates,
        priceTable,
        groups,
        discountPercent,
      }) => ({
        lounge: {
          timeZone,
          cutoff: `${String(Math.floor(cutoffMinutes / 60)).padStart(2, "0")}:${String(cutoffMinutes % 60).padStart(2, "0")}`,
          unitMinutes,
          specialDates,
        },
        feeRules: FEE_RULES,
        priceTable,
        groups: groups.map((group, index) => ({ id: index + 1, ...group })),
        discountPercent,
      }),
    );

const arbInput = arbSettlement(RECENT);

const isYen = (value: number) => Number.isSafeInteger(value) && value >= 0;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** A plain assertion: inside thousands of runs, expect() would cost more than pricing itself. */
function check(condition: boolean, what: string, detail?: unknown): void {
  if (!condition) {
    throw new Error(`${what}: ${JSON.stringify(detail)}`);
  }
}

describe("priceSettlement properties", () => {
  it("produces only whole, non-negative yen that add up", () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const result = priceSettlement(input);
        for (const group of result.groups) {
          const { charge_price, solo_price, special_price, order_price, extra_charge } = group;
          const parts = [charge_price, solo_price, special_price, order_price, extra_charge];
          check(parts.every(isYen), "group amounts are whole yen ≥ 0", group);
          check(group.total_price === sum(parts), "group total is the sum of its parts", group);
          // Read back without the rule, the charge is a time charge exactly for time-priced rules.
          const rule = input.groups.find((g) => g.id === group.customer_group_id)?.feeRule ?? "";
          const { time_charge, flat_price } = chargeParts({
            charge_price,
            share_hour_lines: group.share_hours.length,
          });
          check(time_charge + flat_price === charge_price, "charge parts add up", group);
          check(
            TIME_PRICED.has(rule) ? flat_price === 0 : time_charge === 0,
            "a time-priced rule's charge is time, a special rule's flat",
            { rule, group },
          );
          for (const line of [...group.share_hours, ...group.solo_hours]) {
            check(isYen(line.price), "line amounts are whole yen ≥ 0", line);
            check(
              line.price === line.unit_price * line.time_count * line.num,
              "line = unit × count × num",
              line,
            );
          }
        }
        const { subtotal, discount, groups_total_price, consumption_tax, tax_discount } = result;
        const totals = [subtotal, discount, groups_total_price, consumption_tax, tax_discount];
        check(totals.every(isYen), "settlement amounts are whole yen ≥ 0", totals);
        check(
          subtotal === sum(result.groups.map((group) => group.total_price)),
          "subtotal",
          result,
        );
      }),
      { numRuns: RUNS },
    );
  });

  it("groups_total_price = subtotal − discount, with the discount floored and tax per the original system", () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const result = priceSettlement(input);
        const percent = BigInt(input.discountPercent ?? 0);
        const tax = (amount: number) => (BigInt(amount) * 10n + 10n) / 11n / 10n;
        check(result.groups_total_price === result.subtotal - result.discount, "total", result);
        check(
          BigInt(result.discount) === (BigInt(result.subtotal) * percent) / 100n,
          "discount",
          result,
        );
        check(BigInt(result.consumption_tax) === tax(result.groups_total_price), "tax", result);
        check(BigInt(result.tax_discount) === tax(result.discount), "tax on the discount", result);
      }),
      { numRuns: RUNS },
    );
  });

  it("never lowers a group's charge when its last interval is extended by a minute", () => {
    fc.assert(
      fc.property(arbInput, fc.nat(), (input, pick) => {
        const groupIndex = pick % input.groups.length;
        const intervals = input.groups[groupIndex]?.intervals ?? [];
        fc.pre(intervals.length > 0);
        // The last interval in time order: latest start, then latest end (as priceSettlement sorts them).
        const order = (interval: Interval) => [
          Date.parse(interval.start_at),
          Date.parse(interval.end_at),
        ];
        const last = intervals.reduce((latest, interval) => {
          const [start = 0, end = 0] = order(interval);
          const [latestStart = 0, latestEnd = 0] = order(latest);
          return start > latestStart || (start === latestStart && end >= latestEnd)
            ? interval
            : latest;
        });
        const oneMinuteLater = (at: string) => new Date(Date.parse(at) + 60_000).toISOString();
        const extended = intervals.map((interval) =>
          interval === last ? { ...interval, end_at: oneMinuteLater(interval.end_at) } : interval,
        );
        const longer: PriceSettlementInput = {
          ...input,
          groups: input.groups.map((group, index) =>
            index === groupIndex ? { ...group, intervals: extended } : group,
          ),
        };
        const before = priceSettlement(input).groups[groupIndex];
        const after = priceSettlement(longer).groups[groupIndex];
        check(before !== undefined && after !== undefined, "both priced");
        if (!before || !after) return;
        check(after.charge_price >= before.charge_price, "charge_price", { before, after });
        check(after.solo_price >= before.solo_price, "solo_price", { before, after });
        check(after.total_price >= before.total_price, "total_price", { before, after });
      }),
      { numRuns: RUNS },
    );
  });

  it("bills units that cover the minutes: Σ time_count × unit ≥ minutes, by less than one unit", () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const result = priceSettlement(input);
        const unit = input.lounge.unitMinutes;
        result.groups.forEach((group, index) => {
          if (!TIME_PRICED.has(input.groups[index]?.feeRule ?? "")) {
            check(
              group.share_hours.length + group.solo_hours.length === 0,
              "flat: no lines",
              group,
            );
            check(group.fee_rule_type === "charge", "flat: charge", group);
            return;
          }
          const shareUnits = sum(group.share_hours.map((line) => line.time_count));
          const soloUnits = sum(group.solo_hours.map((line) => line.time_count));
          check(shareUnits * unit >= group.share_minutes, "share units cover the minutes", group);
          check(shareUnits === Math.ceil(group.share_minutes / unit), "no extra share unit", group);
          check(soloUnits === Math.ceil(group.solo_minutes / unit), "solo units", group);
          check(
            group.charge_price === sum(group.share_hours.map((line) => line.price)),
            "Σ share lines",
            group,
          );
          check(
            group.solo_price === sum(group.solo_hours.map((line) => line.price)),
            "Σ solo lines",
            group,
          );
          check(
            group.fee_rule_type === (group.share_minutes > 0 ? "charge" : "solo"),
            "type",
            group,
          );
        });
      }),
      { numRuns: RUNS },
    );
  });
});

describe("priceSettlement against a minute-by-minute reference", () => {
  const hourIn = (timeZone: string, epochMs: number) =>
    Number(
      new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(
        epochMs,
      ),
    );

  /** Walks the share timeline one minute at a time and prices every unit-th minute, using only public functions. */
  function referenceCharge(input: PriceSettlementInput, groupIndex: number): number {
    const group = input.groups[groupIndex];
    if (!group) return 0;
    const { timeZone, cutoff, unitMinutes } = input.lounge;
    const minutes: number[] = [];
    const share = group.intervals
      .filter((interval) => interval.status === "share")
      .sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at));
    for (const interval of share) {
      const start = Date.parse(interval.start_at);
      const whole = Math.floor((Date.parse(interval.end_at) - start) / 60_000);
      for (let minute = 0; minute < whole; minute += 1) minutes.push(start + minute * 60_000);
    }
    let charge = 0;
    for (let index = 0; index < minutes.length; index += unitMinutes) {
      const at = minutes[index] ?? 0;
      const dayType = dayTypeOf(businessDayOf(new Date(at).toISOString(), { timeZone, cutoff }));
      const hour = hourIn(timeZone, at);
      const cell = input.priceTable.find(
        (candidate) =>
          candidate.feeRule === group.feeRule &&
          candidate.gender === group.gender &&
          candidate.dayType === dayType &&
          candidate.hour === hour,
      );
      charge += (cell?.share ?? Number.NaN) * group.num;
    }
    return charge;
  }

  it("charges every time-priced group what the reference charges, 1971 to 2049", () => {
    fc.assert(
      fc.property(arbSettlement(ALL_YEARS), (input) => {
        const result = priceSettlement(input);
        input.groups.forEach((group, index) => {
          if (TIME_PRICED.has(group.feeRule)) {
            expect(result.groups[index]?.charge_price).toBe(referenceCharge(input, index));
          }
        });
      }),
      { numRuns: Math.min(RUNS, 300) },
    );
  });
});
