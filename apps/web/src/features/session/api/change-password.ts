// PUT /api/v1/session/password: change one's own password with the current one (ends one's other sessions).
import { type PasswordChange, sessionApi } from "@lounge-office/domain/session";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const changePassword = (body: PasswordChange) => call(sessionApi.changePassword, { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
