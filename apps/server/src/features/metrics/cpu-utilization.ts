// The dashboard's CPU series (screen 15): every instance's samples of the last `hours` hours, web
// servers (`ec2`) and databases (`rds`) apart, one series per name.
import {
  type CpuSeries,
  type CpuUtilization,
  cpuBucketMinutes,
  peakPerBucket,
} from "@lounge-office/domain/metrics";
import { asc, gte } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { cpuSamples } from "../../db/schema";

const HOUR_MS = 60 * 60 * 1000;

type SampleRow = { kind: "ec2" | "rds"; name: string; sampled_at: Date; value: number | null };

/**
 * Series sorted by name, points ascending in time. Only measured samples become points; a series
 * whose latest sample in the window is NULL says `unavailable` (nothing drawn in its place). Windows
 * over 6 hours are thinned to each bucket's peak (`peakPerBucket`): at most 360 points per series.
 */
export async function cpuUtilization(
  db: Executor,
  hours: number,
  now: Date,
): Promise<CpuUtilization> {
  const since = new Date(now.getTime() - hours * HOUR_MS);
  const rows: SampleRow[] = await db
    .select({
      kind: cpuSamples.kind,
      name: cpuSamples.name,
      sampled_at: cpuSamples.sampled_at,
      value: cpuSamples.value,
    })
    .from(cpuSamples)
    .where(gte(cpuSamples.sampled_at, since))
    .orderBy(asc(cpuSamples.sampled_at));
  const bucket = cpuBucketMinutes(hours);
  const thin = (series: CpuSeries[]) =>
    series.map((one) => ({ ...one, cpu_data: peakPerBucket(one.cpu_data, bucket) }));
  return {
    ec2: thin(seriesOf(rows.filter((row) => row.kind === "ec2"))),
    rds: thin(seriesOf(rows.filter((row) => row.kind === "rds"))),
  };
}

/** Rows of one kind, in time order, grouped by name. */
function seriesOf(rows: readonly SampleRow[]): CpuSeries[] {
  const byName = new Map<string, CpuSeries>();
  for (const row of rows) {
    let series = byName.get(row.name);
    if (!series) {
      series = { name: row.name, cpu_data: [], unavailable: false };
      byName.set(row.name, series);
    }
    // Rows come in time order: the last one seen decides.
    series.unavailable = row.value === null;
    if (row.value !== null) {
      // `real` is single precision: the one decimal the sampler wrote, not 12.300000190734863.
      series.cpu_data.push({
        time: row.sampled_at.toISOString(),
        value: Math.round(row.value * 10) / 10,
      });
    }
  }
  // Code-point order: the same on PGlite and on any PostgreSQL collation.
  return [...byName.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
