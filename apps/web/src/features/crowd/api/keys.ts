// Query keys of the crowd widget: the counts now and the history, per lounge. (A 404 — the lounge
// publishes nothing — is not retried: the query client's default retries only 5xx and network.)

export const crowdKeys = {
  now: (loungeId: number) => ["crowd", loungeId] as const,
  history: (loungeId: number) => ["crowd", "history", loungeId] as const,
};
