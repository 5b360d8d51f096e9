// GET /api/v1/special_dates?lounge_id=: a lounge's special dates (year-end surcharges), earliest first.
import { priceTablesApi } from "@lounge-office/domain/price-tables";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const specialDatesQueryKey = (loungeId: number) => ["special-dates", loungeId] as const;

export const getSpecialDates = (loungeId: number) =>
  call(priceTablesApi.specialDates, { query: { lounge_id: loungeId } });

export const specialDatesQueryOptions = (loungeId: number) =>
  queryOptions({
    queryKey: specialDatesQueryKey(loungeId),
    queryFn: () => getSpecialDates(loungeId),
  });

export const useSpecialDates = (loungeId: number) => useQuery(specialDatesQueryOptions(loungeId));
