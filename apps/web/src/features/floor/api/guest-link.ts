// A group's guest link (issue 17): its state, issuing one (the token comes back only here) and
// revoking it. POST/GET/DELETE /customer_groups/:id/guest_link.
import { guestApi } from "@lounge-office/domain/guest";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const guestLinkKey = (groupId: number) => ["guest-link", groupId] as const;

export const useGuestLinkStatus = (groupId: number, enabled: boolean) =>
  useQuery({
    queryKey: guestLinkKey(groupId),
    queryFn: ({ signal }) => call(guestApi.status, { params: { id: groupId }, signal }),
    enabled,
  });

export function useIssueGuestLink(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(guestApi.issue, { params: { id: groupId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guestLinkKey(groupId) }),
  });
}

export function useRevokeGuestLink(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(guestApi.revoke, { params: { id: groupId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guestLinkKey(groupId) }),
  });
}
