// Metrics calls: the CPU dashboard's data for head office. Prometheus `/metrics` is
// registered elsewhere (operators, not sessions).
import { metricsApi } from "@lounge-office/domain/metrics";
import type { Router } from "../../http/route";
import { cpuUtilization } from "./cpu-utilization";

export function metricsRoutes({ route }: Router) {
  route(metricsApi.cpuUtilization, ({ db, query }) => cpuUtilization(db, query.hours, new Date()));
}
