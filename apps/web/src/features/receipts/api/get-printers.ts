// GET /printers?lounge_id=: the lounge's receipt printers and customer displays (every tablet reads
// them to print; managers configure them on the printers page).
import { printersApi } from "@lounge-office/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const printersQueryKey = (loungeId: number) => ["printers", loungeId] as const;

export const getPrinters = (loungeId: number) =>
  call(printersApi.list, { query: { lounge_id: loungeId } });

export const printersQueryOptions = (loungeId: number) =>
  queryOptions({
    queryKey: printersQueryKey(loungeId),
    queryFn: () => getPrinters(loungeId),
    // Printers change rarely; a tablet need not read them again on every screen.
    staleTime: 60_000,
  });

export const usePrinters = (loungeId: number) => useQuery(printersQueryOptions(loungeId));
