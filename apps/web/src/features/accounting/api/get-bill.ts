// GET /accounting_logs/new?customer_group_ids[]=…&discount_percent=&extra_charges=: the bill as the
// server prices it with what staff have chosen so far (the screen shows no figure of its own).
import { accountingApi } from "@lounge-office/domain/accounting";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { contractQuery } from "../../../lib/contract-query";

/** Open stays grow while the screen is open: the bill is read again every minute (a read only). */
export const BILL_REFRESH_MS = 60_000;

export type DiscountPercent = 50 | 30 | 20;

export type BillInput = {
  groupIds: readonly number[];
  discountPercent: DiscountPercent | null;
  /** Extra charge by group id; zero entries are left out. */
  extraCharges: Readonly<Record<number, number>>;
};

/** The original system's `extra_charges` parameter: `12:1000,13:500`. */
export const extraChargesParam = (charges: Readonly<Record<number, number>>) =>
  Object.entries(charges)
    .filter(([, yen]) => yen > 0)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([id, yen]) => `${id}:${yen}`)
    .join(",");

/** The same groups in any order are the same bill (and the same cached read). */
export const billQueryOptions = ({ groupIds, discountPercent, extraCharges }: BillInput) =>
  queryOptions({
    ...contractQuery(accountingApi.bill, {
      query: {
        "customer_group_ids[]": [...groupIds].sort((a, b) => a - b).map(String),
        discount_percent: discountPercent === null ? undefined : (`${discountPercent}` as const),
        extra_charges: extraChargesParam(extraCharges) || undefined,
      },
    }),
    enabled: groupIds.length > 0,
    refetchInterval: BILL_REFRESH_MS,
  });

/** The previous bill stays on screen while a changed discount or extra charge is priced. */
export const useBill = (input: BillInput) =>
  useQuery({ ...billQueryOptions(input), placeholderData: keepPreviousData });
