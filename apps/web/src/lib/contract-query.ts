// Queries and mutations straight from the domain's contracts. A read's query key is its call's
// method and path with its input, so a feature names (and invalidates) another feature's cached
// reads through the shared contracts without importing it; answers go through `call` (parsed by the
// contract's response schema, errors as Japanese messages).
import type { CallInput, CallOutput, Contract } from "@lounge-office/domain/shared";
import {
  type QueryClient,
  type QueryKey,
  queryOptions,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { type CallExtras, sendCall } from "./api-client";

/** A call's name in query keys: `GET /customer_groups/:id/orders`. */
export const callName = (contract: Pick<Contract, "method" | "path">) =>
  `${contract.method} ${contract.path}`;

/** Some of a call's input. A key made of it matches every read holding those parts. */
export type PartialInput<C extends Contract> = {
  [K in keyof CallInput<C>]?: Partial<CallInput<C>[K]>;
};

export type ContractKey = readonly [name: string, input?: object];

/**
 * The query key of a call's read: `[name]` for every read of the call, `[name, input]` for one.
 * TanStack matches keys by prefix and objects partially, so `contractKey(c, { query: { lounge_id } })`
 * also matches that lounge's reads whatever their other parameters.
 */
export function contractKey<C extends Contract>(contract: C, input?: PartialInput<C>): ContractKey {
  const parts = input && Object.values(input).some((part) => part !== undefined) ? input : null;
  return parts ? [callName(contract), parts] : [callName(contract)];
}

export type ContractQueryOptions = {
  /** Abort the request when the query is cancelled (nobody shows it any more). */
  abortable?: boolean;
  /** The browser's HTTP cache for the request (`no-cache` for a publicly cached feed). */
  cache?: RequestCache;
  /** Logs each failed request to the console with this text (where the original system logs one). */
  logFailure?: string;
};

type QueryArgs<C extends Contract> =
  Record<never, never> extends CallInput<C>
    ? [input?: CallInput<C>, options?: ContractQueryOptions]
    : [input: CallInput<C>, options?: ContractQueryOptions];

/** A call's read as a query function: the answer parsed by the contract, or a Japanese error. */
export function contractRead<C extends Contract>(contract: C, ...[input, options]: QueryArgs<C>) {
  return async ({ signal }: { signal: AbortSignal }): Promise<CallOutput<C>> => {
    try {
      return (await sendCall(contract, {
        ...input,
        signal: options?.abortable ? signal : undefined,
        cache: options?.cache,
      })) as CallOutput<C>;
    } catch (error) {
      if (options?.logFailure) console.error(options.logFailure, error);
      throw error;
    }
  };
}

/** A read as TanStack `queryOptions`, for `useQuery`, `useSuspenseQuery` or the query client. */
export function contractQuery<C extends Contract>(contract: C, ...args: QueryArgs<C>) {
  return queryOptions<CallOutput<C>, Error, CallOutput<C>, ContractKey>({
    queryKey: contractKey(contract, args[0] as PartialInput<C> | undefined),
    queryFn: contractRead(contract, ...args),
  });
}

/** What a write makes stale: a contract (all its reads) or a query key (a prefix, or one read). */
export type Stale = Contract | QueryKey;
type Invalidate<D, V> = "all" | readonly Stale[] | ((data: D, variables: V) => readonly Stale[]);

const isKey = (stale: Stale): stale is QueryKey => Array.isArray(stale);
const keyOf = (stale: Stale): QueryKey => (isKey(stale) ? stale : contractKey(stale));

/** Marks reads stale (active ones are read again): "all" for every cached read. */
export async function invalidate(queryClient: QueryClient, stale: "all" | readonly Stale[]) {
  if (stale === "all") return queryClient.invalidateQueries();
  await Promise.all(stale.map((s) => queryClient.invalidateQueries({ queryKey: keyOf(s) })));
}

// The variables' type comes from `input` alone (else it is the call's input), never from a callback.
type WriteOptions<C extends Contract, V, R> = Omit<
  UseMutationOptions<CallOutput<C>, Error, NoInfer<V>, R>,
  "mutationFn"
> & {
  /** Read again after success (awaited, after `onSuccess`): `[floorApi.board]`, keys, or "all". */
  invalidate?: Invalidate<CallOutput<C>, NoInfer<V>>;
};

/** The variables when they are the call's input itself (none at all for a call without input). */
type DirectInput<C extends Contract> =
  Record<never, never> extends CallInput<C>
    ? (CallInput<C> & CallExtras) | undefined
    : CallInput<C> & CallExtras;

/** `input` maps the variables to the call's input; it may be left out when they are that input. */
type InputOption<C extends Contract, V> = [V] extends [DirectInput<C>]
  ? { input?: (variables: V) => CallInput<C> & CallExtras }
  : { input: (variables: V) => CallInput<C> & CallExtras };

/**
 * A write through its contract: `mutate(variables)` sends the call, by default with the variables
 * as its input, or with `input(variables)` (a form's values, an Idempotency-Key header, an abort).
 */
export function useContractMutation<C extends Contract, V = DirectInput<C>, R = unknown>(
  contract: C,
  options?: WriteOptions<C, V, R> & InputOption<C, V>,
): UseMutationResult<CallOutput<C>, Error, V, R>;
export function useContractMutation<C extends Contract, V, R>(
  contract: C,
  options: WriteOptions<C, V, R> & { input?: (variables: V) => CallInput<C> & CallExtras } = {},
) {
  const queryClient = useQueryClient();
  const { input, invalidate: stale, onSuccess, ...rest } = options;
  return useMutation<CallOutput<C>, Error, V, R>({
    ...rest,
    mutationFn: (variables) =>
      sendCall(contract, (input ? input(variables) : variables) ?? {}) as Promise<CallOutput<C>>,
    onSuccess: async (data, variables, result, context) => {
      await onSuccess?.(data, variables, result, context);
      if (stale === undefined) return;
      await invalidate(queryClient, typeof stale === "function" ? stale(data, variables) : stale);
    },
  });
}
