// POST /print_jobs with an Idempotency-Key: one job per paper, the ePOS envelope built once on the
// server. The same key sent again (a retry after a lost answer) returns the same jobs.
import { type PrintJobCreate, receiptsApi } from "@lounge-office/domain/receipts";
import { call } from "../../../lib/api-client";

export type CreatePrintJobsInput = { body: PrintJobCreate; idempotencyKey: string };

export const createPrintJobs = ({ body, idempotencyKey }: CreatePrintJobsInput) =>
  call(receiptsApi.createJobs, { body, headers: { "Idempotency-Key": idempotencyKey } });
