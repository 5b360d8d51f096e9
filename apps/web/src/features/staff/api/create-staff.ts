// POST /api/v1/staff_members: add a staff account.
import { type StaffCreate, staffApi } from "@lounge-office/domain/staff";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { STAFF_QUERY_KEY } from "./search-staff";

export const createStaff = (body: StaffCreate) => call(staffApi.create, { body });

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_QUERY_KEY }),
  });
}
