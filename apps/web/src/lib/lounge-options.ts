// GET /api/v1/lounges: every lounge as an option ({text, value:{id, roles}}), for sign-in and summaries.
import { sessionApi } from "@lounge-office/domain/session";
import { useQuery } from "@tanstack/react-query";
import { contractQuery } from "./contract-query";

export const useLoungeOptions = () =>
  useQuery(contractQuery(sessionApi.loungeOptions, {}, { logFailure: "Failed to fetch lounges" }));
