// Operations (issue 15): the CPU dashboard's data (screen 15), Prometheus metrics for operators and
// head office's system messages to the lounges' devices (PRODUCT.md §5, §7).
import { z } from "zod";
import {
  CPU_DEFAULT_WINDOW_HOURS,
  CPU_MAX_WINDOW_HOURS,
  SYSTEM_MESSAGE_MAX_LENGTH,
} from "../core/operations";
import { ZId, ZIdParams, zInstant, zText } from "./common";
import { defineContract } from "./contract";
import { ZLoungeQuery } from "./floor";

// ---- CPU utilization ----

/** The window: the last `hours` hours (default 3, at most 14 days, the samples kept). */
export const ZCpuUtilizationQuery = z.object({
  hours: z.coerce
    .number<number | string>({ error: "期間は時間数で指定してください" })
    .int({ error: "期間は整数の時間数で指定してください" })
    .min(1, { error: "期間は1時間以上で指定してください" })
    .max(CPU_MAX_WINDOW_HOURS, {
      error: `期間は${CPU_MAX_WINDOW_HOURS}時間（14日）以内で指定してください`,
    })
    .default(CPU_DEFAULT_WINDOW_HOURS),
});

/** One sample: the minute it was taken (ISO 8601) and the CPU in percent (0–100, one decimal). */
export const ZCpuPoint = z.object({ time: z.string(), value: z.number() });

/**
 * One instance's series. `cpu_data` holds measured samples only; `unavailable` says the instance's
 * latest sample in the window could not be measured (a database on another host), never invented.
 */
export const ZCpuSeries = z.object({
  name: z.string(),
  cpu_data: z.array(ZCpuPoint),
  unavailable: z.boolean(),
});

/** The seed's shape: web servers (`ec2`) and databases (`rds`), one series per instance. */
export const ZCpuUtilization = z.object({
  ec2: z.array(ZCpuSeries),
  rds: z.array(ZCpuSeries),
});
export type CpuUtilization = z.infer<typeof ZCpuUtilization>;
export type CpuSeries = z.infer<typeof ZCpuSeries>;

export const metricsApi = {
  cpuUtilization: defineContract({
    method: "GET",
    path: "/metrics/cpu_utilization/fetch_data",
    access: { action: "metrics.view" },
    summary: "Webサーバーとデータベースの CPU 使用率 (既定は直近3時間、最長14日)",
    tags: ["metrics"],
    query: ZCpuUtilizationQuery,
    response: ZCpuUtilization,
  }),
  /**
   * Prometheus text exposition for operators: a bearer token (`METRICS_TOKEN`) or a loopback
   * client; no session.
   */
  prometheus: defineContract({
    method: "GET",
    path: "/metrics",
    access: { operator: true },
    summary: "Prometheus メトリクス (運用者向け: Bearer トークンまたはローカルホストから)",
    tags: ["metrics"],
    response: null,
  }),
};

// ---- System messages ----

const ZSystemMessageText = zText("お知らせの本文を入力してください")
  .trim()
  .min(1, { error: "お知らせの本文を入力してください" })
  .max(SYSTEM_MESSAGE_MAX_LENGTH, {
    error: `お知らせの本文は${SYSTEM_MESSAGE_MAX_LENGTH}文字以内で入力してください`,
  });

export const ZSystemMessageCreate = z.object({
  system_message: z.object({
    /** One lounge, or `null` for every lounge. */
    lounge_id: ZId.nullable(),
    message: ZSystemMessageText,
    /** Shown until this instant (must be in the future); `null` or absent: until dismissed. */
    until: zInstant("表示期限は 2026-11-23T23:00:00+09:00 の形で指定してください", {
      first: 2000,
      last: 2099,
    })
      .nullable()
      .optional(),
  }),
});
export type SystemMessageCreate = z.input<typeof ZSystemMessageCreate>;

export const ZSystemMessage = z.object({
  id: z.number().int(),
  /** `null`: every lounge. */
  lounge_id: z.number().int().nullable(),
  lounge_name: z.string().nullable(),
  message: z.string(),
  until: z.string().nullable(),
  created_at: z.string(),
  created_by_name: z.string(),
  /** When an admin ended it early (表示を終了), or `null`. */
  ended_at: z.string().nullable(),
  /** Still shown to devices that connect now: not ended and not past its `until`. */
  active: z.boolean(),
});
export type SystemMessage = z.infer<typeof ZSystemMessage>;

export const ZSystemMessageList = z.object({ system_messages: z.array(ZSystemMessage) });

const tags = ["system_messages"];

export const systemMessagesApi = {
  create: defineContract({
    method: "POST",
    path: "/system_messages",
    access: { action: "system_messages.manage" },
    summary: "お知らせの送信 (1店舗または全店舗; 表示期限は任意)",
    tags,
    body: ZSystemMessageCreate,
    response: ZSystemMessage,
    status: 201,
  }),
  list: defineContract({
    method: "GET",
    path: "/system_messages",
    access: { action: "system_messages.manage" },
    summary: "送信したお知らせの一覧 (新しい順、最大200件)",
    tags,
    response: ZSystemMessageList,
  }),
  /** What a device of the lounge shows when it connects: the messages not yet past their `until`. */
  active: defineContract({
    method: "GET",
    path: "/system_messages/active",
    access: { action: "floor.use" },
    summary: "店舗に表示中のお知らせ",
    tags,
    query: ZLoungeQuery,
    response: ZSystemMessageList,
  }),
  /** Ends a message now: devices that connect later no longer see it. */
  end: defineContract({
    method: "POST",
    path: "/system_messages/:id/end",
    access: { action: "system_messages.manage" },
    summary: "お知らせの表示を終了",
    tags,
    params: ZIdParams,
    response: ZSystemMessage,
  }),
};
