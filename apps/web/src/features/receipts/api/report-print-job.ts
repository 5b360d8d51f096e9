// POST /print_jobs/:id/result: the printer's answer (printed, or failed with the device's code).
import { receiptsApi } from "@lounge-office/domain/receipts";
import { call } from "../../../lib/api-client";

export type PrintJobResult = { success: boolean; code: string; status: number };

export const reportPrintJob = (id: number, { success, code, status }: PrintJobResult) =>
  call(receiptsApi.reportJob, {
    params: { id },
    // The status bits go as a digit string: up to 2³²−1 (spooler stopped) must survive JSON.
    body: { print_job: { success, code, status: String(status) } },
  });
