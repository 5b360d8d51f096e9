// GET /lounges/entries/board?lounge_id=: the board's whole state; realtime events patch this same cache entry.
import { type Board, ZBoard } from "@lounge-office/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const boardQueryKey = (loungeId: number) => ["board", loungeId] as const;

export const getBoard = (loungeId: number) =>
  api("/lounges/entries/board", { query: { lounge_id: loungeId }, schema: ZBoard });

export const boardQueryOptions = (loungeId: number) =>
  queryOptions<Board>({ queryKey: boardQueryKey(loungeId), queryFn: () => getBoard(loungeId) });

export const useBoard = (loungeId: number) => useQuery(boardQueryOptions(loungeId));
