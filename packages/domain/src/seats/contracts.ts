// Seats and fee rules of a lounge (the seat and fee-rule editor): list, create, edit, retire.
import { z } from "zod";
import { ZIdParams, ZLoungeQuery, ZOk } from "../shared/api/common";
import { defineContract } from "../shared/api/contract";
import {
  ZFeeRuleCreate,
  ZFeeRuleInput,
  ZFeeRuleRecord,
  ZSeat,
  ZSeatCreate,
  ZSeatInput,
} from "./schemas";

const tags = ["seats"] as const;
const access = { action: "floor.configure" } as const;

export const seatsApi = {
  list: defineContract({
    method: "GET",
    path: "/api/v1/seats",
    access,
    summary: "席の一覧",
    tags,
    query: ZLoungeQuery,
    response: z.array(ZSeat),
  }),
  create: defineContract({
    method: "POST",
    path: "/api/v1/seats",
    access,
    summary: "席の追加",
    tags,
    body: ZSeatCreate,
    response: ZSeat,
    status: 201,
  }),
  update: defineContract({
    method: "PUT",
    path: "/api/v1/seats/:id",
    access,
    summary: "席の変更",
    tags,
    params: ZIdParams,
    body: ZSeatInput,
    response: ZSeat,
  }),
  retire: defineContract({
    method: "DELETE",
    path: "/api/v1/seats/:id",
    access,
    summary: "席の削除 (履歴は残る)",
    tags,
    params: ZIdParams,
    response: ZOk,
  }),
  feeRules: defineContract({
    method: "GET",
    path: "/api/v1/fee_rules",
    access,
    summary: "料金区分の一覧",
    tags,
    query: ZLoungeQuery,
    response: z.array(ZFeeRuleRecord),
  }),
  createFeeRule: defineContract({
    method: "POST",
    path: "/api/v1/fee_rules",
    access,
    summary: "料金区分の追加",
    tags,
    body: ZFeeRuleCreate,
    response: ZFeeRuleRecord,
    status: 201,
  }),
  updateFeeRule: defineContract({
    method: "PUT",
    path: "/api/v1/fee_rules/:id",
    access,
    summary: "料金区分の変更",
    tags,
    params: ZIdParams,
    body: ZFeeRuleInput,
    response: ZFeeRuleRecord,
  }),
  retireFeeRule: defineContract({
    method: "DELETE",
    path: "/api/v1/fee_rules/:id",
    access,
    summary: "料金区分の廃止",
    tags,
    params: ZIdParams,
    response: ZOk,
  }),
};
