// Price tables and special dates as contracts: a fee rule's table, its CSV, and the dates' surcharges.
import { z } from "zod";
import { ZIdParams, ZLoungeQuery, ZOk } from "../shared/api/common";
import { defineContract } from "../shared/api/contract";
import { ZPriceTable, ZPriceTableUpdate, ZSpecialDateCreate, ZSpecialDateRecord } from "./schemas";

const tags = ["seats"] as const;
const access = { action: "floor.configure" } as const;

export const priceTablesApi = {
  show: defineContract({
    method: "GET",
    path: "/api/v1/price_tables/:id",
    access,
    summary: "料金表（料金区分ごと、全144セル）",
    tags,
    params: ZIdParams,
    response: ZPriceTable,
  }),
  update: defineContract({
    method: "PUT",
    path: "/api/v1/price_tables/:id",
    access,
    summary: "料金表の変更（送ったセルだけ変わる）",
    tags,
    params: ZIdParams,
    body: ZPriceTableUpdate,
    response: ZPriceTable,
  }),
  specialDates: defineContract({
    method: "GET",
    path: "/api/v1/special_dates",
    access,
    summary: "特別料金期間の一覧",
    tags,
    query: ZLoungeQuery,
    response: z.array(ZSpecialDateRecord),
  }),
  createSpecialDate: defineContract({
    method: "POST",
    path: "/api/v1/special_dates",
    access,
    summary: "特別料金期間の追加",
    tags,
    body: ZSpecialDateCreate,
    response: ZSpecialDateRecord,
    status: 201,
  }),
  deleteSpecialDate: defineContract({
    method: "DELETE",
    path: "/api/v1/special_dates/:id",
    access,
    summary: "特別料金期間の削除",
    tags,
    params: ZIdParams,
    response: ZOk,
  }),
};
