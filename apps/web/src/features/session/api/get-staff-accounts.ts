// GET /api/v1/staffs?lounge_id=&role=: the sign-in page's account options ({account, role_ja}).
import { sessionApi } from "@lounge-office/domain/session";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

/** `roles` are the lounge option's roles, sent comma-separated as the seed's `role` parameter. */
export const getStaffAccounts = (loungeId: number, roles: string[]) =>
  call(sessionApi.staffAccounts, { query: { lounge_id: loungeId, role: roles.join(",") } });

export const staffAccountsQueryOptions = (loungeId: number | null, roles: string[]) =>
  queryOptions({
    queryKey: ["staff-accounts", loungeId, roles.join(",")],
    enabled: loungeId !== null,
    queryFn: async () => {
      try {
        return await getStaffAccounts(loungeId ?? 0, roles);
      } catch (error) {
        console.error("Failed to fetch staffs", error);
        throw error;
      }
    },
  });

export const useStaffAccounts = (loungeId: number | null, roles: string[]) =>
  useQuery(staffAccountsQueryOptions(loungeId, roles));
