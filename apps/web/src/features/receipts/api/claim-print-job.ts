// POST /print_jobs/:id/claim: this tablet takes the job (pending or failed → printing). A 409 means
// it was printed already or another tablet is printing it: the caller shows it, never forces it.
import { receiptsApi } from "@lounge-office/domain/receipts";
import { call } from "../../../lib/api-client";

export const claimPrintJob = (id: number) => call(receiptsApi.claimJob, { params: { id } });
