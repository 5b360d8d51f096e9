// POST /accounting_logs/release: 会計をやめる — the groups are no longer shown 会計中 on other devices.
import { accountingApi } from "@lounge-office/domain/accounting";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const releaseGroups = (groupIds: readonly number[]) =>
  call(accountingApi.release, { body: { customer_group_ids: [...groupIds] } });

export const useReleaseGroups = () => useMutation({ mutationFn: releaseGroups });
