// GET /api/v1/lounges: every lounge as an option ({text, value:{id, roles}}), for sign-in and summaries.
import { sessionApi } from "@lounge-office/domain/session";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "./api-client";

export const getLoungeOptions = () => call(sessionApi.loungeOptions);

export const loungeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ["lounge-options"],
    queryFn: async () => {
      try {
        return await getLoungeOptions();
      } catch (error) {
        console.error("Failed to fetch lounges", error);
        throw error;
      }
    },
  });

export const useLoungeOptions = () => useQuery(loungeOptionsQueryOptions());
