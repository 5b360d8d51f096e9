// GET /customer_groups/changes?lounge_id=&date=: a business day's floor corrections (audit list).
import { floorApi } from "@lounge-office/domain/floor";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const groupChangesQueryKey = (loungeId: number, date?: string) =>
  date === undefined
    ? (["group-changes", loungeId] as const)
    : (["group-changes", loungeId, date] as const);

export const getGroupChanges = (loungeId: number, date?: string) =>
  call(floorApi.groupChanges, { query: { lounge_id: loungeId, date } });

export const groupChangesQueryOptions = (loungeId: number, date?: string) =>
  queryOptions({
    queryKey: groupChangesQueryKey(loungeId, date),
    queryFn: () => getGroupChanges(loungeId, date),
  });

/** Waits for the session's lounge (undefined until then). */
export const useGroupChanges = (loungeId: number | undefined, date?: string) =>
  useQuery({ ...groupChangesQueryOptions(loungeId ?? 0, date), enabled: loungeId !== undefined });
