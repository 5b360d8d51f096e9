// GET /api/v1/seats?lounge_id=: a lounge's seats with their board positions (managers, admins).
import { ZSeat } from "@lounge-office/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";

export const seatsQueryKey = (loungeId: number) => ["seats", loungeId] as const;

export const getSeats = (loungeId: number) =>
  api("/api/v1/seats", { query: { lounge_id: loungeId }, schema: z.array(ZSeat) });

export const seatsQueryOptions = (loungeId: number) =>
  queryOptions({ queryKey: seatsQueryKey(loungeId), queryFn: () => getSeats(loungeId) });

export const useSeats = (loungeId: number) => useQuery(seatsQueryOptions(loungeId));
