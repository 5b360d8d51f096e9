// A floor dialog's write, honest on a flaky network: one Idempotency-Key per action, 送信中… with
// 取りやめる (aborts the fetch), and after an abort the board read again to say whether the server
// recorded it; a 409 becomes the dialog's conflict notice instead of a toast that closes it.
import { type UseMutationResult, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, errorMessage, isAbort } from "../../../../lib/api-client";
import {
  type RecordedCheck,
  readBoardNow,
  useWriteRequests,
  type WriteRequest,
} from "../../api/write-request";
import { t } from "./messages";

export type WriteState =
  | { kind: "idle" }
  | { kind: "conflict" }
  | { kind: "failed"; message: string }
  | { kind: "checking" }
  | { kind: "cancelled"; message: string };

type SendOptions<R> = {
  onSuccess: (result: R) => void;
  /** Also told of an answered failure (e.g. to put field messages on their fields). */
  onError?: (error: Error) => void;
  /**
   * What the action is, in words (入店, 移動, 入店取消…; "the arrival" in English), for the message
   * after an abort.
   */
  action: string;
  /** Judged on the refreshed board after an abort: what was recorded, in words, or null. */
  recorded: RecordedCheck;
};

type Mutation<V, R> = Pick<
  UseMutationResult<R, Error, V & { request?: WriteRequest | undefined }>,
  "mutate" | "isPending"
>;

export function useGuardedWrite<V, R>(mutation: Mutation<V, R>, loungeId: number) {
  const queryClient = useQueryClient();
  const requests = useWriteRequests();
  const [state, setState] = useState<WriteState>({ kind: "idle" });

  const send = (input: V, options: SendOptions<R>) => {
    setState({ kind: "idle" });
    const request = requests.start(input);
    mutation.mutate(
      { ...input, request },
      {
        onSuccess: (result) => {
          requests.answered();
          options.onSuccess(result);
        },
        onError: async (error) => {
          if (isAbort(error)) {
            // The request may have reached the server before the abort: ask the board.
            setState({ kind: "checking" });
            const board = await readBoardNow(queryClient, loungeId);
            const recorded = board ? options.recorded(board) : undefined;
            setState({
              kind: "cancelled",
              message:
                recorded === undefined
                  ? t("write.unknown", { action: options.action })
                  : recorded === null
                    ? t("write.notRecorded", { action: options.action })
                    : t("write.recorded", { action: options.action, recorded }),
            });
            if (recorded) requests.answered();
            return;
          }
          // A refusal changed nothing: the next press is a new action with a new key. After a
          // network failure, a timeout or a 5xx the outcome is unknown: the same input reuses it.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
            requests.answered();
          }
          options.onError?.(error);
          if (error instanceof ApiError && error.status === 409) setState({ kind: "conflict" });
          else setState({ kind: "failed", message: errorMessage(error) });
        },
      },
    );
  };

  return {
    send,
    state,
    pending: mutation.isPending || state.kind === "checking",
    /** 取りやめる: aborts the request in flight. */
    cancel: () => requests.cancel(),
    /** Clears the notice (after reopening on the newest state). */
    reset: () => setState({ kind: "idle" }),
  };
}
