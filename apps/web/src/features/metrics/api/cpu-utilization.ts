// GET /metrics/cpu_utilization/fetch_data?hours= (admins): every instance's CPU series for the last
// `hours` hours, web servers (`ec2`) and databases (`rds`); polled every 60 s, the sampler's pace.
import { CPU_FETCH_ERROR_LOG, metricsApi } from "@lounge-office/domain/metrics";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

/** The sampler writes once a minute: asking more often would only redraw the same points. */
export const CPU_POLL_MS = 60_000;

export const cpuUtilizationQueryKey = (hours: number) =>
  ["metrics", "cpu_utilization", hours] as const;

/** The seed logs a failed fetch to the console (seed-spec §8); the page shows the Japanese message. */
export async function getCpuUtilization(hours: number) {
  try {
    return await call(metricsApi.cpuUtilization, { query: { hours } });
  } catch (error) {
    console.error(CPU_FETCH_ERROR_LOG, error);
    throw error;
  }
}

export const cpuUtilizationQueryOptions = (hours: number) =>
  queryOptions({
    queryKey: cpuUtilizationQueryKey(hours),
    queryFn: () => getCpuUtilization(hours),
    refetchInterval: CPU_POLL_MS,
  });

export const useCpuUtilization = (hours: number) => useQuery(cpuUtilizationQueryOptions(hours));
