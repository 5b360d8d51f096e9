// Permission rows for metrics (joined into MATRIX by route-matrix.ts): the CPU dashboard is head
// office's (`metrics.view`), refused to staff and managers alike.
import type { MatrixCase } from "./route-matrix";

const adminOnly = { staff: "none", manager: "none", admin: "all" } as const;

export const METRICS_MATRIX: readonly MatrixCase[] = [
  {
    route: "GET /metrics/cpu_utilization/fetch_data",
    scope: "none",
    allowed: adminOnly,
    request: () => ({ path: "/metrics/cpu_utilization/fetch_data?hours=3" }),
  },
];
