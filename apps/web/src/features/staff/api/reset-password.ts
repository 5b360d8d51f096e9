// POST /api/v1/staff_members/{id}/password: set a new password (signs the member out everywhere).
import { staffApi } from "@lounge-office/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const resetPassword = ({ id, password }: { id: number; password: string }) =>
  call(staffApi.resetPassword, { params: { id }, body: { password } });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
