// Receipt printers and customer displays as contracts: managers configure them, every tablet reads them.
import { z } from "zod";
import { ZIdParams, ZOk } from "../shared/api/common";
import { defineContract } from "../shared/api/contract";
import { ZPrinter, ZPrinterInput, ZPrinters, ZPrintersQuery } from "./schemas";

const tags = ["printers"] as const;
const configure = { action: "floor.configure" } as const;

export const printersApi = {
  list: defineContract({
    method: "GET",
    path: "/printers",
    access: { action: "floor.use" },
    summary: "店舗のプリンターとカスタマーディスプレイ (端末が印刷先として読む)",
    tags,
    query: ZPrintersQuery,
    response: ZPrinters,
  }),
  create: defineContract({
    method: "POST",
    path: "/printers",
    access: configure,
    summary: "プリンターの登録 (店長)",
    tags,
    body: z.object({ printer: ZPrinterInput }),
    response: ZPrinter,
    status: 201,
  }),
  update: defineContract({
    method: "PUT",
    path: "/printers/:id",
    access: configure,
    summary: "プリンターの変更 (店長)",
    tags,
    params: ZIdParams,
    body: z.object({ printer: ZPrinterInput.omit({ lounge_id: true }) }),
    response: ZPrinter,
  }),
  remove: defineContract({
    method: "DELETE",
    path: "/printers/:id",
    access: configure,
    summary: "プリンターの削除 (店長。印刷履歴は残る)",
    tags,
    params: ZIdParams,
    response: ZOk,
  }),
};
