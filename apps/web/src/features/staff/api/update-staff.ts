// PATCH /api/v1/staff_members/{id}: edit, deactivate or reactivate a staff account.
import { type StaffUpdate, staffApi } from "@lounge-office/domain/staff";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { STAFF_QUERY_KEY } from "./search-staff";

export const updateStaff = ({ id, ...input }: StaffUpdate & { id: number }) =>
  call(staffApi.update, { params: { id }, body: input });

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_QUERY_KEY }),
  });
}
