// GET /api/v1/staffs?lounge_id=&role=: the sign-in page's account options ({account, role_ja}).
import { ZStaffAccountOption } from "@lounge-office/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";

export const getStaffAccounts = (loungeId: number, roles: string[]) =>
  api("/api/v1/staffs", {
    query: { lounge_id: loungeId, role: roles.join(",") },
    schema: z.array(ZStaffAccountOption),
  });

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
