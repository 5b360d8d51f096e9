// Query keys of the crowd widget: the counts now and the history, per lounge.
import { ApiError } from "../../../lib/api-client";

export const crowdKeys = {
  now: (loungeId: number) => ["crowd", loungeId] as const,
  history: (loungeId: number) => ["crowd", "history", loungeId] as const,
};

/** A 404 (the lounge publishes nothing) is an answer, not a failure to retry. */
export const retryUnlessRefused = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 2;
