// POST /api/v1/staff_members: add a staff account.
import { type StaffCreate, ZStaffMember } from "@lounge-office/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { STAFF_QUERY_KEY } from "./search-staff";

export const createStaff = (input: StaffCreate) =>
  api("/api/v1/staff_members", { method: "POST", body: input, schema: ZStaffMember });

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_QUERY_KEY }),
  });
}
