// GET /api/v1/account_lounges?account=: the lounges whose sign-in list shows a sign-in link's account.
import { sessionApi } from "@lounge-office/domain/session";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const getAccountLounges = (account: string) =>
  call(sessionApi.accountLounges, { query: { account } });

export const accountLoungesQueryOptions = (account: string | null) =>
  queryOptions({
    queryKey: ["account-lounges", account],
    enabled: account !== null && account.trim() !== "",
    queryFn: () => getAccountLounges(account ?? ""),
  });

export const useAccountLounges = (account: string | null) =>
  useQuery(accountLoungesQueryOptions(account));
