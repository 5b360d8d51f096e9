// Micro-benchmark: prices a settlement of 4 groups × 40 intervals; run `node --import tsx bench/pricing.ts`.

import {
  type FeeRule,
  type Interval,
  type PriceCell,
  type PriceSettlementInput,
  priceSettlement,
} from "@lounge-office/domain/shared";
import { FEE_RULES as FIXTURE_FEE_RULES } from "../packages/domain/src/shared/pricing/pricing.fixtures";

const GROUPS = 4;
const INTERVALS_PER_GROUP = 40;
const WARMUP = 2_000;
const SAMPLES = 20_000;
const FRESH_DATE_SAMPLES = 2_000;

// The test fixtures' rules plus an executive one, so every label priority is exercised.
const FEE_RULES: FeeRule[] = [
  ...FIXTURE_FEE_RULES,
  {
    key: "executive",
    label: "エグゼクティブ",
    other_flag: false,
    executive: true,
    vip: false,
    flatPricePerPerson: null,
  },
];

/** A full price table, as a lounge would have: 4 rules × 3 genders × 2 day types × 24 hours = 576 cells. */
function priceTable(): PriceCell[] {
  const cells: PriceCell[] = [];
  for (const rule of FEE_RULES) {
    for (const gender of ["mens", "ladys", "others"] as const) {
      for (const dayType of ["weekday", "weekend"] as const) {
        for (let hour = 0; hour < 24; hour += 1) {
          const late = hour >= 22 || hour < 6 ? 100 : 0;
          const share = gender === "ladys" ? 0 : (dayType === "weekend" ? 700 : 500) + late;
          cells.push({
            feeRule: rule.key,
            gender,
            dayType,
            hour,
            share,
            solo: gender === "ladys" ? 0 : 100,
          });
        }
      }
    }
  }
  return cells;
}

/** 40 alternating stretches of 4 to 9 minutes (share, solo, share …) from 21:00, crossing midnight. */
function intervals(dayOffset: number, groupIndex: number): Interval[] {
  const result: Interval[] = [];
  let cursor = Date.UTC(2024, 11, 3, 12, groupIndex * 3) + dayOffset * 86_400_000; // 21:0x in Tokyo
  for (let index = 0; index < INTERVALS_PER_GROUP; index += 1) {
    const seconds = 240 + ((index * 97 + groupIndex * 31) % 300);
    const end = cursor + seconds * 1000;
    result.push({
      status: index % 4 === 3 ? "solo" : "share",
      start_at: new Date(cursor).toISOString(),
      end_at: new Date(end).toISOString(),
    });
    cursor = end;
  }
  return result;
}

function settlement(dayOffset: number): PriceSettlementInput {
  const rules = ["normal", "vip", "executive", "normal"];
  return {
    lounge: {
      timeZone: "Asia/Tokyo",
      cutoff: "06:00",
      unitMinutes: 10,
      specialDates: [{ from: "2024-12-26", to: "2025-01-03", pricePerPerson: 1000 }],
    },
    feeRules: FEE_RULES,
    priceTable: priceTable(),
    groups: Array.from({ length: GROUPS }, (_, index) => ({
      id: index + 1,
      gender: index === 3 ? ("ladys" as const) : ("mens" as const),
      num: 2,
      feeRule: rules[index] ?? "normal",
      intervals: intervals(dayOffset, index),
      orders: [{ name: "生ビール", price: 700, num: 2 }],
      extra_charge: 0,
    })),
    discountPercent: 20,
  };
}

/** The baseline: the least any pricing must do, reading every interval and summing its whole minutes. */
function sumMinutes(input: PriceSettlementInput): number {
  let minutes = 0;
  for (const group of input.groups) {
    for (const interval of group.intervals) {
      minutes += Math.floor((Date.parse(interval.end_at) - Date.parse(interval.start_at)) / 60_000);
    }
  }
  return minutes;
}

type Stats = { mean: number; p50: number; p95: number };

function measure(
  inputs: readonly PriceSettlementInput[],
  samples: number,
  run: (input: PriceSettlementInput) => unknown,
): Stats {
  const times = new Float64Array(samples);
  let sink = 0;
  for (let index = 0; index < samples; index += 1) {
    const input = inputs[index % inputs.length] as PriceSettlementInput;
    const start = process.hrtime.bigint();
    const result = run(input);
    times[index] = Number(process.hrtime.bigint() - start) / 1000; // µs
    sink += result ? 1 : 0;
  }
  if (sink < 0) console.log(sink); // keeps the results observable so nothing is optimised away
  times.sort();
  const mean = times.reduce((sum, time) => sum + time, 0) / samples;
  const at = (quantile: number) =>
    times[Math.min(samples - 1, Math.floor(quantile * samples))] ?? 0;
  return { mean, p50: at(0.5), p95: at(0.95) };
}

const format = ({ mean, p50, p95 }: Stats) =>
  `mean ${mean.toFixed(1)} µs, p50 ${p50.toFixed(1)} µs, p95 ${p95.toFixed(1)} µs`;

const input = settlement(0);
const firstStart = process.hrtime.bigint();
const first = priceSettlement(input);
const firstCall = Number(process.hrtime.bigint() - firstStart) / 1000;
const units = first.groups.reduce(
  (sum, group) =>
    sum +
    [...group.share_hours, ...group.solo_hours].reduce((count, line) => count + line.time_count, 0),
  0,
);

measure([input], WARMUP, priceSettlement);
measure([input], WARMUP, sumMinutes);
const pricing = measure([input], SAMPLES, priceSettlement);
const baseline = measure([input], SAMPLES, sumMinutes);
// Each settlement on a different day, so the zone-offset cache starts cold for every one of them.
const freshDates = Array.from({ length: FRESH_DATE_SAMPLES }, (_, day) => settlement(day + 1));
const fresh = measure(freshDates, FRESH_DATE_SAMPLES, priceSettlement);

console.log(
  `priceSettlement: ${GROUPS} groups × ${INTERVALS_PER_GROUP} intervals, ${units} priced units, 576-cell price table`,
);
console.log(`  first call (cold process):  ${firstCall.toFixed(1)} µs`);
console.log(`  per settlement (${SAMPLES} runs): ${format(pricing)}`);
console.log(`  per settlement, a new day each time (${FRESH_DATE_SAMPLES} runs): ${format(fresh)}`);
console.log(`baseline (sum the same intervals' minutes): ${format(baseline)}`);
console.log(
  `ratio priceSettlement / baseline (mean): ${(pricing.mean / baseline.mean).toFixed(1)}×`,
);
console.log(
  `groups_total_price ${first.groups_total_price} yen, consumption_tax ${first.consumption_tax} yen`,
);
console.log(
  `summary\tpricing\tpriceSettlement per settlement, mean (vs summing its minutes)\t${pricing.mean.toFixed(1)} µs (${(pricing.mean / baseline.mean).toFixed(1)}×)\t—\t`,
);
