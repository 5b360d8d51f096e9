// POST /accounting_logs/bill_session: the accounting screen has its groups open, so every device
// shows them 会計中. Sent on opening and again before the server's hold runs out; leaving (closing
// the screen, 会計をやめる) sends POST /accounting_logs/release, settling ends it on the server.
import { accountingApi } from "@lounge-office/domain/accounting";
import { ACCOUNTING_HOLD_MINUTES } from "@lounge-office/domain/floor";
import { useCallback, useEffect, useRef } from "react";
import { call } from "../../../lib/api-client";

/** A third of the hold: two renewals may fail before the mark lapses on the boards. */
export const BILL_SESSION_RENEW_MS = (ACCOUNTING_HOLD_MINUTES * 60_000) / 3;

export const startBillSession = (groupIds: readonly number[]) =>
  call(accountingApi.startBillSession, { body: { customer_group_ids: [...groupIds] } });

const releaseGroups = (groupIds: readonly number[]) =>
  call(accountingApi.release, { body: { customer_group_ids: [...groupIds] } });

/**
 * Holds the groups 会計中 while the screen shows them: started on mount, renewed, released when the
 * screen goes. `end()` says the session ended otherwise (settled, or released by 会計をやめる):
 * nothing more is sent. A failed call only leaves the mark to its expiry, so it is not reported.
 */
export function useBillSession(groupIds: readonly number[]) {
  const ended = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const key = groupIds.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the groups by value.
  useEffect(() => {
    if (groupIds.length === 0) return;
    ended.current = false;
    const renew = () => void startBillSession(groupIds).catch(() => undefined);
    renew();
    timer.current = window.setInterval(renew, BILL_SESSION_RENEW_MS);
    return () => {
      window.clearInterval(timer.current);
      if (!ended.current) void releaseGroups(groupIds).catch(() => undefined);
    };
  }, [key]);
  const end = useCallback(() => {
    ended.current = true;
    window.clearInterval(timer.current);
  }, []);
  return { end };
}
