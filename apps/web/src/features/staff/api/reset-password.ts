// POST /api/v1/staff_members/{id}/password: set a new password (signs the member out everywhere).
import type { CallInput } from "@lounge-office/domain/shared";
import { staffApi } from "@lounge-office/domain/staff";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

type ResetPassword = CallInput<typeof staffApi.resetPassword>;

export const resetPassword = ({ id, ...body }: ResetPassword["params"] & ResetPassword["body"]) =>
  call(staffApi.resetPassword, { params: { id }, body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
