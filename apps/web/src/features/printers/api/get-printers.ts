// GET /printers?lounge_id=: a lounge's receipt printers and customer displays (every tablet reads them).
import { printersApi } from "@lounge-office/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const printersQueryKey = (loungeId: number) => ["printers", loungeId] as const;

export const getPrinters = (loungeId: number) =>
  call(printersApi.list, { query: { lounge_id: loungeId } }).then(({ printers }) => printers);

export const printersQueryOptions = (loungeId: number) =>
  queryOptions({ queryKey: printersQueryKey(loungeId), queryFn: () => getPrinters(loungeId) });

export const usePrinters = (loungeId: number) => useQuery(printersQueryOptions(loungeId));
