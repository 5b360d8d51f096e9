// GET /api/v1/lounge_settings: every lounge's settings (admin).
import { ZLounge } from "@lounge-office/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";

export const LOUNGE_SETTINGS_QUERY_KEY = ["lounge-settings"] as const;

export const getLoungeSettings = () => api("/api/v1/lounge_settings", { schema: z.array(ZLounge) });

export const loungeSettingsQueryOptions = () =>
  queryOptions({ queryKey: LOUNGE_SETTINGS_QUERY_KEY, queryFn: getLoungeSettings });

export const useLoungeSettings = () => useQuery(loungeSettingsQueryOptions());
