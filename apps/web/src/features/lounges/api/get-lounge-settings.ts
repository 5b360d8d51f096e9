// GET /api/v1/lounge_settings: every lounge's settings (admin).
import { loungesApi } from "@lounge-office/domain/lounges";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const LOUNGE_SETTINGS_QUERY_KEY = ["lounge-settings"] as const;

export const getLoungeSettings = () => call(loungesApi.list);

export const loungeSettingsQueryOptions = () =>
  queryOptions({ queryKey: LOUNGE_SETTINGS_QUERY_KEY, queryFn: getLoungeSettings });

export const useLoungeSettings = () => useQuery(loungeSettingsQueryOptions());
