// GET /api/v1/seats?lounge_id=: a lounge's seats with their board positions (managers, admins).
import { seatsApi } from "@lounge-office/domain/seats";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const seatsQueryKey = (loungeId: number) => ["seats", loungeId] as const;

export const getSeats = (loungeId: number) =>
  call(seatsApi.list, { query: { lounge_id: loungeId } });

export const seatsQueryOptions = (loungeId: number) =>
  queryOptions({ queryKey: seatsQueryKey(loungeId), queryFn: () => getSeats(loungeId) });

export const useSeats = (loungeId: number) => useQuery(seatsQueryOptions(loungeId));
