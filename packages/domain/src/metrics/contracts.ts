// The metrics calls as contracts: the CPU dashboard's series and Prometheus' text for operators.
import { defineContract } from "../shared/api/contract";
import { ZCpuUtilization, ZCpuUtilizationQuery } from "./schemas";

export const metricsApi = {
  cpuUtilization: defineContract({
    method: "GET",
    path: "/metrics/cpu_utilization/fetch_data",
    access: { action: "metrics.view" },
    summary: "Webサーバーとデータベースの CPU 使用率 (既定は直近3時間、最長14日)",
    tags: ["metrics"],
    query: ZCpuUtilizationQuery,
    response: ZCpuUtilization,
  }),
  /**
   * Prometheus text exposition for operators: a bearer token (`METRICS_TOKEN`) or a loopback
   * client; no session.
   */
  prometheus: defineContract({
    method: "GET",
    path: "/metrics",
    access: { operator: true },
    summary: "Prometheus メトリクス (運用者向け: Bearer トークンまたはローカルホストから)",
    tags: ["metrics"],
    response: null,
  }),
};
