// GET and PUT /api/v1/lounges/{id}/closed_today: whether the lounge is closed for its current
// business day (本日臨時休業), and a manager's switch of it.
import { loungesApi } from "@lounge-office/domain/lounges";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const closedTodayQueryKey = (loungeId: number) => ["lounge-closed-today", loungeId] as const;

export const getClosedToday = (loungeId: number) =>
  call(loungesApi.closure, { params: { id: loungeId } });

export const closedTodayQueryOptions = (loungeId: number) =>
  queryOptions({
    queryKey: closedTodayQueryKey(loungeId),
    queryFn: () => getClosedToday(loungeId),
  });

export const useClosedToday = (loungeId: number) => useQuery(closedTodayQueryOptions(loungeId));

export function useSetClosedToday(loungeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (closed: boolean) =>
      call(loungesApi.setClosure, { params: { id: loungeId }, body: { closed } }),
    onSuccess: (closure) => queryClient.setQueryData(closedTodayQueryKey(loungeId), closure),
  });
}
