// POST /api/v1/staff_members/{id}/password: set a new password (signs the member out everywhere).
import { ZOk } from "@lounge-office/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const resetPassword = ({ id, password }: { id: number; password: string }) =>
  api(`/api/v1/staff_members/${id}/password`, { method: "POST", body: { password }, schema: ZOk });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
