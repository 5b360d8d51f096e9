// The CPU dashboard's data: the window asked for and each instance's series.
import { z } from "zod";
import { zIntFromDigits } from "../shared/api/common";
import { CPU_DEFAULT_WINDOW_HOURS, CPU_MAX_WINDOW_HOURS } from "./rules";

// ---- CPU utilization ----

/** The window: the last `hours` hours (default 3, at most 14 days, the samples kept). */
export const ZCpuUtilizationQuery = z.object({
  hours: zIntFromDigits(
    z
      .number({ error: "期間は時間数で指定してください" })
      .int({ error: "期間は整数の時間数で指定してください" })
      .min(1, { error: "期間は1時間以上で指定してください" })
      .max(CPU_MAX_WINDOW_HOURS, {
        error: `期間は${CPU_MAX_WINDOW_HOURS}時間（14日）以内で指定してください`,
      }),
  ).default(CPU_DEFAULT_WINDOW_HOURS),
});

/** One sample: the minute it was taken (ISO 8601) and the CPU in percent (0–100, one decimal). */
export const ZCpuPoint = z.object({ time: z.string(), value: z.number() });

/**
 * One instance's series. `cpu_data` holds measured samples only; `unavailable` says the instance's
 * latest sample in the window could not be measured (a database on another host), never invented.
 */
export const ZCpuSeries = z.object({
  name: z.string(),
  cpu_data: z.array(ZCpuPoint),
  unavailable: z.boolean(),
});

/** The original system's shape: web servers (`ec2`) and databases (`rds`), one series per instance. */
export const ZCpuUtilization = z.object({
  ec2: z.array(ZCpuSeries),
  rds: z.array(ZCpuSeries),
});
export type CpuUtilization = z.infer<typeof ZCpuUtilization>;
export type CpuSeries = z.infer<typeof ZCpuSeries>;
