// GET /api/v1/staff_members: staff search (screen 13).
import { ZStaffMember } from "@lounge-office/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";

export type StaffSearch = {
  lounge_id?: number | undefined;
  staff_id?: number | undefined;
  include_inactive: boolean;
};

export const STAFF_QUERY_KEY = ["staff-members"] as const;

export const searchStaff = (search: StaffSearch) =>
  api("/api/v1/staff_members", {
    query: { ...search, include_inactive: search.include_inactive ? "true" : undefined },
    schema: z.array(ZStaffMember),
  });

export const staffSearchQueryOptions = (search: StaffSearch) =>
  queryOptions({ queryKey: [...STAFF_QUERY_KEY, search], queryFn: () => searchStaff(search) });

export const useStaffSearch = (search: StaffSearch) =>
  useQuery({ ...staffSearchQueryOptions(search), placeholderData: keepPreviousData });
