// GET /invalid_data?lounge_id=: inconsistencies found in a lounge's event logs (screen 5).
import { floorApi } from "@lounge-office/domain/floor";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export type { InvalidDatum } from "@lounge-office/domain/floor";

export const invalidDataQueryKey = (loungeId: number) => ["invalid-data", loungeId] as const;

export const getInvalidData = (loungeId: number) =>
  call(floorApi.invalidData, { query: { lounge_id: loungeId } });

export const invalidDataQueryOptions = (loungeId: number) =>
  queryOptions({
    queryKey: invalidDataQueryKey(loungeId),
    queryFn: () => getInvalidData(loungeId),
  });

export const useInvalidData = (loungeId: number) => useQuery(invalidDataQueryOptions(loungeId));
