// GET /api/v1/staff_members: staff search (screen 13).
import type { CallInput } from "@lounge-office/domain/shared";
import { staffApi } from "@lounge-office/domain/staff";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export type StaffSearch = NonNullable<CallInput<typeof staffApi.search>["query"]>;

export const STAFF_QUERY_KEY = ["staff-members"] as const;

export const searchStaff = (query: StaffSearch) => call(staffApi.search, { query });

export const staffSearchQueryOptions = (search: StaffSearch) =>
  queryOptions({ queryKey: [...STAFF_QUERY_KEY, search], queryFn: () => searchStaff(search) });

export const useStaffSearch = (search: StaffSearch) =>
  useQuery({ ...staffSearchQueryOptions(search), placeholderData: keepPreviousData });
