// GET /lounges/entries/konishisan_table_datasource: people present by group size (screen 3), polled every 180 s with a 3 s timeout.
import { floorApi, type KonishiTable } from "@lounge-office/domain/floor";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, call } from "../../../lib/api-client";
import { contractKey } from "../../../lib/contract-query";
import { t } from "../components/board/messages";

export const KONISHI_POLL_MS = 180_000;
export const KONISHI_TIMEOUT_MS = 3_000;
export const KONISHI_TIMEOUT_MESSAGE = t("konishiTimeout");

/** The original system's 3 s limit ran out; the page keeps the last table it had. */
export class KonishiTimeoutError extends ApiError {
  constructor() {
    super(0, "network", KONISHI_TIMEOUT_MESSAGE);
  }
}

export const konishiQueryKey = contractKey(floorApi.konishi);

export async function getKonishi(): Promise<KonishiTable> {
  const signal = AbortSignal.timeout(KONISHI_TIMEOUT_MS);
  try {
    return await call(floorApi.konishi, { signal });
  } catch (error) {
    if (signal.aborted) throw new KonishiTimeoutError();
    throw error;
  }
}

export const konishiQueryOptions = () =>
  queryOptions({
    queryKey: konishiQueryKey,
    queryFn: getKonishi,
    refetchInterval: KONISHI_POLL_MS,
    // The next poll is the retry: a slow server should not be asked three times in a row.
    retry: false,
  });

export const useKonishi = () => useQuery(konishiQueryOptions());
