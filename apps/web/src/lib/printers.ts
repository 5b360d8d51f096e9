// GET /printers?lounge_id=: a lounge's receipt printers and customer displays. One query for the two
// features that read it (receipts print to them, printers configures them), so they share one cache
// entry and one shape.
import { printersApi } from "@lounge-office/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "./api-client";

export const printersQueryKey = (loungeId: number) => ["printers", loungeId] as const;

export const getPrinters = (loungeId: number) =>
  call(printersApi.list, { query: { lounge_id: loungeId } }).then(({ printers }) => printers);

export const printersQueryOptions = (loungeId: number) =>
  queryOptions({
    queryKey: printersQueryKey(loungeId),
    queryFn: () => getPrinters(loungeId),
    // Printers change rarely; a tablet need not read them again on every screen.
    staleTime: 60_000,
  });

export const usePrinters = (loungeId: number) => useQuery(printersQueryOptions(loungeId));
