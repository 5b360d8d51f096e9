// The crowd feed's calls as contracts: the counts now and their history, public for lounges that opted in.
import { ZIdParams } from "../shared/api/common";
import { defineContract } from "../shared/api/contract";
import { ZCrowd, ZCrowdHistory } from "./schemas";

export const crowdApi = {
  crowd: defineContract({
    method: "GET",
    path: "/public/lounges/:id/crowd",
    access: { public: true },
    summary: "混雑状況 (公開)",
    tags: ["public"],
    params: ZIdParams,
    response: ZCrowd,
  }),
  history: defineContract({
    method: "GET",
    path: "/public/lounges/:id/crowd/history",
    access: { public: true },
    summary: "混雑状況の履歴 (公開): 曜日別・15分ごとの平均人数 (直近4週間)",
    tags: ["public"],
    params: ZIdParams,
    response: ZCrowdHistory,
  }),
};
