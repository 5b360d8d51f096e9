// GET /invalid_data?lounge_id=: inconsistencies found in a lounge's event logs (screen 5).
import { ZInvalidDatum } from "@lounge-office/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";

export type InvalidDatum = z.infer<typeof ZInvalidDatum>;

export const invalidDataQueryKey = (loungeId: number) => ["invalid-data", loungeId] as const;

export const getInvalidData = (loungeId: number) =>
  api("/invalid_data", { query: { lounge_id: loungeId }, schema: z.array(ZInvalidDatum) });

export const invalidDataQueryOptions = (loungeId: number) =>
  queryOptions({
    queryKey: invalidDataQueryKey(loungeId),
    queryFn: () => getInvalidData(loungeId),
  });

export const useInvalidData = (loungeId: number) => useQuery(invalidDataQueryOptions(loungeId));
