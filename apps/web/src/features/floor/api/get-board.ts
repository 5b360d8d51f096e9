// GET /lounges/entries/board?lounge_id=: the board's whole state; realtime events patch this same cache entry.
import { type Board, floorApi } from "@lounge-office/domain/floor";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const boardQueryKey = (loungeId: number) => ["board", loungeId] as const;

export const getBoard = (loungeId: number) =>
  call(floorApi.board, { query: { lounge_id: loungeId } });

export const boardQueryOptions = (loungeId: number) =>
  queryOptions<Board>({ queryKey: boardQueryKey(loungeId), queryFn: () => getBoard(loungeId) });

export const useBoard = (loungeId: number) => useQuery(boardQueryOptions(loungeId));
