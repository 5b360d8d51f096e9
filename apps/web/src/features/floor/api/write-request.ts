// One user action's request on the floor (enter, move, correct, cancel): its Idempotency-Key (the
// same when the same input is sent again after a failure, so a retry never acts twice), its abort
// (取りやめる), and after an abort the board read again to tell whether the server recorded it.
import type { Board } from "@lounge-office/domain/floor";
import type { QueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { newIdempotencyKey } from "../../../lib/idempotency";
import { boardQuery } from "./board-cache";

export type WriteRequest = { signal: AbortSignal; idempotencyKey: string };

/** The `call` extras of a request: its abort signal and its Idempotency-Key header. */
export const requestExtras = (request: WriteRequest | undefined) =>
  request ? { signal: request.signal, headers: { "Idempotency-Key": request.idempotencyKey } } : {};

/**
 * The requests of one dialog. `start(input)` keeps the key while the input stays the same (the
 * outcome of the last send is unknown, or it never left); `answered()` after the server answered
 * (done or refused: the next press is a new action); `cancel()` aborts the fetch in flight.
 */
export function useWriteRequests() {
  const last = useRef<{ fingerprint: string; key: string } | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  return useRef({
    start(input: unknown): WriteRequest {
      const fingerprint = JSON.stringify(input);
      if (last.current?.fingerprint !== fingerprint) {
        last.current = { fingerprint, key: newIdempotencyKey() };
      }
      inFlight.current = new AbortController();
      return { signal: inFlight.current.signal, idempotencyKey: last.current.key };
    },
    answered() {
      last.current = null;
    },
    cancel() {
      inFlight.current?.abort();
    },
  }).current;
}

/**
 * The board as the server has it now, whatever the browser thinks of the network (a paused query
 * would wait for "online"); it lands in the board's cache too. Null when it cannot be read.
 */
export async function readBoardNow(queryClient: QueryClient, loungeId: number) {
  try {
    return await queryClient.fetchQuery({
      ...boardQuery(loungeId),
      staleTime: 0,
      retry: false,
      networkMode: "always",
    });
  } catch {
    return null;
  }
}

/** Whether an aborted write was recorded: what the refreshed board shows, in words, or null. */
export type RecordedCheck = (board: Board) => string | null;
