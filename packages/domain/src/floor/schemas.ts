// The floor board's schemas (screens 1, 2, 3, 5, 14, 17): seats, customer groups, calls, summaries, event logs.
import { z } from "zod";
import {
  MAX_ID,
  MAX_INT4,
  requiredText,
  ZId,
  ZIdListQuery,
  ZIdParam,
  zDate,
  zInstant,
  zIntFromDigits,
  zText,
} from "../shared/api/common";
import { ZSeatType } from "../shared/api/seat-type";
import { ZGender } from "../shared/pricing/pricing-schema";

export const BOARD_GENDERS = ["mens", "ladys"] as const;
export const ZBoardGender = z.enum(BOARD_GENDERS);
export type BoardGender = z.infer<typeof ZBoardGender>;
export const WARN_LEVELS = [1, 2, 3] as const;
export const GROUP_NUM_CHOICES = Array.from({ length: 15 }, (_, i) => i + 1);
export const DEFAULT_GROUP_NUM = 2;

export const SPECIAL_FEE_AUTO_SEAT_MESSAGE =
  "この お客様は男性特殊料金のため、自動会計席に移動できません";
export const NO_COMMENT_LABEL = "なし";

// ---- Customer groups ----

export const ZAgeEntry = z.object({
  /** Birth year as a string, e.g. "1990". */
  age: zText().regex(/^(19|20)\d{2}$/, { error: "生まれ年が正しくありません" }),
  num: z.number().int().min(1).max(15),
});
export type AgeEntry = z.infer<typeof ZAgeEntry>;

const ZCount = z
  .number({ error: "人数は整数で入力してください" })
  .int({ error: "人数は整数で入力してください" })
  .min(0, { error: "人数は0〜15で入力してください" })
  .max(15, { error: "人数は0〜15で入力してください" });

const ZMatched = z.array(ZId).max(30).default([]);

/** The version a client last saw (optimistic locking): an int4 column, never negative. */
const ZLockVersion = z
  .number({ error: "更新番号は数値で指定してください" })
  .int({ error: "更新番号は整数で指定してください" })
  .min(0, { error: "更新番号が正しくありません" })
  .max(MAX_INT4, { error: "更新番号が正しくありません" });

export const SEAT_IDS_MESSAGE = "seat_ids には seat_id と同じ席を1つだけ指定してください";
const sameSeat = (seatIds: number[], seatId: number) =>
  seatIds.length === 1 && seatIds[0] === seatId;

/** `POST /customer_groups`: a new group enters a seat (one of mens, ladys, others > 0, the rest 0). */
export const ZCustomerGroupCreate = z.object({
  customer_group: z
    .object({
      seat_id: ZId,
      /** Optional; when sent, exactly `[seat_id]`. */
      seat_ids: z.array(ZId).max(1, { error: SEAT_IDS_MESSAGE }).optional(),
      mens: ZCount.default(0),
      ladys: ZCount.default(0),
      /** `others` groups sit with the men on the board and are matched with ladies. */
      others: ZCount.default(0),
      /** The fee rule of a men's or others' group (the lounge's first ordinary rule if absent). */
      fee_rule: ZId.optional(),
      lock_version: ZLockVersion.optional(),
      matched_group_ids: ZMatched,
      age_list: z.array(ZAgeEntry).max(15).default([]),
    })
    .refine((g) => [g.mens, g.ladys, g.others].filter((n) => n > 0).length === 1, {
      error: "男性・女性・その他のどれか1つの人数を1〜15で指定してください",
      path: ["mens"],
    })
    // A group enters one seat: the payload's list may only repeat it, never name seats the server
    // would then quietly ignore.
    .refine((g) => g.seat_ids === undefined || sameSeat(g.seat_ids, g.seat_id), {
      error: SEAT_IDS_MESSAGE,
      path: ["seat_ids"],
    }),
});
export type CustomerGroupCreate = z.infer<typeof ZCustomerGroupCreate>;

/**
 * `PUT /customer_groups/{id}`: a move (seat_id…), a correction in place (count, fee rule, matches),
 * a comment edit or an age edit. A move, a match change and a fee-rule change need `lock_version`.
 */
export const ZCustomerGroupUpdate = z.object({
  customer_group: z.object({
    seat_id: ZId.optional(),
    mens: ZCount.optional(),
    ladys: ZCount.optional(),
    others: ZCount.optional(),
    /** A men's or others' group's fee rule, changed in place (never a special fee on an auto seat). */
    fee_rule: ZId.optional(),
    lock_version: ZLockVersion.optional(),
    matched_group_ids: z.array(ZId).max(30).optional(),
    comment: zText().max(500, { error: "コメントは500文字以内で入力してください" }).optional(),
    age_list: z.array(ZAgeEntry).max(15).optional(),
  }),
});
export type CustomerGroupUpdate = z.infer<typeof ZCustomerGroupUpdate>;

export const ZWarnRequest = z.object({
  customer_group: z.object({
    id: ZId,
    gender: ZBoardGender.optional(),
    level: z
      .number({ error: "呼び出しレベルは1〜3です" })
      .int()
      .refine((l) => l >= 1 && l <= 3, { error: "呼び出しレベルは1〜3です" })
      .default(1),
  }),
});
export const ZStopWarnRequest = z.object({
  customer_group: z.object({ id: ZId, gender: ZBoardGender.optional() }),
});

/** A group as the board shows it. */
export const ZBoardGroup = z.object({
  id: z.number().int(),
  gender: ZGender,
  num: z.number().int(),
  seat_id: z.number().int(),
  fee_rule_id: z.number().int().nullable(),
  fee_rule: z.string().nullable(),
  other_flag: z.boolean(),
  executive: z.boolean(),
  vip: z.boolean(),
  lock_version: z.number().int(),
  matched_group_ids: z.array(z.number().int()),
  warn_level: z.number().int().nullable(),
  service_start_at: z.string(),
  /** The fee rule's set length and warning lead (time-up alerts), null when it names none. */
  set_minutes: z.number().int().nullable(),
  warn_lead_minutes: z.number().int().nullable(),
  /** Start of the group's current stretch (its open event log). */
  status: z.enum(["solo", "share"]),
  status_start_at: z.string(),
  solo_min: z.number().int(),
  share_min: z.number().int(),
  age_list: z.array(ZAgeEntry),
  comment: z.string(),
  last_seat_name: z.string(),
  /** This group has been seated on a normal seat earlier this business day. */
  seated_normal_today: z.boolean(),
  /** The group's bill is open on a device (会計中) and not yet settled or abandoned. */
  accounting: z.boolean(),
});
export type BoardGroup = z.infer<typeof ZBoardGroup>;

/** One seat with its groups: also the realtime `seat` message body. */
export const ZBoardSeat = z.object({
  id: z.number().int(),
  seat_id: z.number().int(),
  name: z.string(),
  seat: z.string(),
  seat_type: ZSeatType,
  col: z.number().int(),
  row: z.number().int(),
  mens: z.number().int(),
  ladys: z.number().int(),
  group_mens: z.array(ZBoardGroup),
  group_ladys: z.array(ZBoardGroup),
  mens_other_flag: z.boolean(),
  ladys_other_flag: z.boolean(),
  mens_label_class: z.string(),
  ladys_label_class: z.string(),
  mens_warn_level: z.number().int().nullable(),
  ladys_warn_level: z.number().int().nullable(),
});
export type BoardSeat = z.infer<typeof ZBoardSeat>;

export const ZBoard = z.object({
  lounge: z.object({ id: z.number().int(), name: z.string(), time_zone: z.string() }),
  business_day: z.string(),
  server_time: z.string(),
  seats: z.array(ZBoardSeat),
  fee_rules: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      other_flag: z.boolean(),
      executive: z.boolean(),
      vip: z.boolean(),
    }),
  ),
});
export type Board = z.infer<typeof ZBoard>;

/** The answer to an enter or an update: the group's new version and every seat the change touched. */
export const ZGroupSaved = z.object({
  id: z.number().int(),
  lock_version: z.number().int(),
  seat_id: z.number().int(),
  seats: z.array(ZBoardSeat),
});
export type GroupSaved = z.infer<typeof ZGroupSaved>;

/** Staff may cancel (取消) an entry this many minutes after it, while it has no orders. */
export const CANCEL_ENTRY_STAFF_MINUTES = 10;

/** `POST /customer_groups/{id}/cancel`: a mistaken entry is taken off the floor, never charged. */
export const ZCustomerGroupCancel = z.object({
  customer_group: z.object({
    reason: requiredText("取消の理由", 200),
    lock_version: ZLockVersion,
  }),
});
export type CustomerGroupCancel = z.infer<typeof ZCustomerGroupCancel>;

/** The answer to a cancel: the seat the group left, as the board shows it now. */
export const ZGroupCancelled = z.object({
  id: z.number().int(),
  seats: z.array(ZBoardSeat),
});

export const GROUP_CHANGE_ACTIONS = ["cancel", "headcount", "fee_rule", "matches"] as const;
export const ZGroupChangeAction = z.enum(GROUP_CHANGE_ACTIONS);
export type GroupChangeAction = z.infer<typeof ZGroupChangeAction>;
export const GROUP_CHANGE_LABEL: Record<GroupChangeAction, string> = {
  cancel: "入店取消",
  headcount: "人数変更",
  fee_rule: "料金区分変更",
  matches: "マッチ変更",
};

/** One correction on the floor, as the audit list shows it (who, when, what, why). */
export const ZGroupChange = z.object({
  id: z.number().int(),
  customer_group_id: z.number().int(),
  lounge_id: z.number().int(),
  action: ZGroupChangeAction,
  /** What it was and what it became, in words (e.g. 「男性 3名」→「男性 2名」). */
  before: z.string(),
  after: z.string(),
  reason: z.string(),
  staff_id: z.number().int(),
  staff_name: z.string(),
  seat_name: z.string(),
  changed_at: z.string(),
});
export type GroupChange = z.infer<typeof ZGroupChange>;

/** `GET /customer_groups/changes?lounge_id=&date=`: a business day's corrections (default today). */
export const ZGroupChangesQuery = z.object({
  lounge_id: ZIdParam,
  // A real calendar date in PostgreSQL's years: `0000-01-01` or `2026-02-30` is a 400, not a 500.
  date: zText()
    .max(10, { error: "日付は YYYY-MM-DD で指定してください" })
    .pipe(zDate("日付は YYYY-MM-DD で指定してください"))
    .optional(),
});

export const ZWarnIcon = z.object({
  seat_id: z.number().int(),
  group_id: z.number().int(),
  gender: ZBoardGender,
  level: z.number().int(),
  put_at: z.number().int(),
});
export type WarnIcon = z.infer<typeof ZWarnIcon>;

export const ZIconDetail = z.object({
  seat_id: z.number().int(),
  gender: ZBoardGender,
  last_normal_event_log_elapsed_min: z.number().int(),
  account: z.boolean(),
});
export type IconDetail = z.infer<typeof ZIconDetail>;

export const ZSummary = z.object({
  lounge_id: z.number().int(),
  name: z.string(),
  result: z.number().int(),
  status: z.object({ total: z.number().int(), mens: z.number().int(), ladys: z.number().int() }),
});
export type Summary = z.infer<typeof ZSummary>;

export const ZKonishiRow = z.object({
  name: z.string(),
  value: z.number().int(),
  sum: z.number().int(),
});
export const ZKonishiTable = z.object({
  ninzu_one: z.array(ZKonishiRow),
  ninzu_two: z.array(ZKonishiRow),
  ninzu_three: z.array(ZKonishiRow),
  ninzu_sum: z.array(ZKonishiRow),
});
export type KonishiTable = z.infer<typeof ZKonishiTable>;

/** `customer_group_ids[]=1&customer_group_ids[]=2` (Rails style) or `customer_group_ids=1,2`. */
export const ZIndexviewQuery = z
  .object({ customer_group_ids: ZIdListQuery, "customer_group_ids[]": ZIdListQuery })
  .transform((q) => ({
    customer_group_ids: [...new Set([...q.customer_group_ids, ...q["customer_group_ids[]"]])],
  }));
/** A group's running figures; `calc_*` are null (with `calc_error`) when the price table cannot price it. */
export const ZIndexviewRow = z.object({
  id: z.number().int(),
  solo_min: z.number().int(),
  share_min: z.number().int(),
  calc_rule: z.number().int().nullable(),
  calc_order: z.number().int().nullable(),
  calc_total: z.number().int().nullable(),
  calc_error: z.string().nullable(),
});
export type IndexviewRow = z.infer<typeof ZIndexviewRow>;

export const ZEventLog = z.object({
  id: z.number().int(),
  customer_group_id: z.number().int(),
  seat_id: z.number().int(),
  seat_name: z.string(),
  status: z.enum(["solo", "share"]),
  start_at: z.string(),
  end_at: z.string().nullable(),
  /** Stay in minutes (floored), up to now for an open log. */
  sojourn_time_js: z.number().int(),
});
export type EventLog = z.infer<typeof ZEventLog>;

export const ZInvalidDatum = z.object({
  key: z.string(),
  sort_key: z.string(),
  kind: z.string(),
  message: z.string(),
  customer_group_id: z.number().int().nullable(),
  fix: z.boolean(),
});
export type InvalidDatum = z.infer<typeof ZInvalidDatum>;
/** `GET /event_logs?q[customer_group_id_eq]=` (the original system's Ransack-style filter; also the page's link). */
export const EVENT_LOG_GROUP_PARAM = "q[customer_group_id_eq]";
export const ZEventLogQuery = z.object({
  [EVENT_LOG_GROUP_PARAM]: zIntFromDigits(
    z
      .number({ error: "組のIDを指定してください" })
      .int()
      .positive({ error: "組のIDを指定してください" })
      .max(MAX_ID, { error: "IDが大きすぎます" }),
  ),
});

export const ZInvalidDataFix = z.object({
  invalid_data: z.object({
    key: zText().min(1).max(200),
    sort_key: zText().max(200),
    fix: z
      .union([z.boolean(), z.enum(["true", "false"])])
      .transform((v) => v === true || v === "true"),
  }),
});
export type InvalidDataFix = z.infer<typeof ZInvalidDataFix>;

/** The answer to `PUT /invalid_data/fix`: the original system sends the flag as the text "true" or "false". */
export const ZInvalidDataFixed = z.object({
  attributes: z.object({
    key: z.string(),
    sort_key: z.string(),
    fix: z.enum(["true", "false"]),
  }),
});

// ---- Event-log corrections (managers fix a stay's times; every change is audited) ----

export const EVENT_LOG_REASON_MAX = 500;
const ZInstant = zInstant("日時はタイムゾーン付きのISO 8601形式で指定してください");

/** `PUT /event_logs/{id}`: new start and end (null only for the group's open log) and why. */
export const ZEventLogCorrectionInput = z.object({
  event_log: z.object({
    start_at: ZInstant,
    end_at: ZInstant.nullable(),
    reason: requiredText("理由", EVENT_LOG_REASON_MAX),
  }),
});
export type EventLogCorrectionInput = z.infer<typeof ZEventLogCorrectionInput>;

/** One audited correction: who changed which log, from what to what, when and why. */
export const ZEventLogCorrection = z.object({
  id: z.number().int(),
  event_log_id: z.number().int(),
  staff_id: z.number().int(),
  staff_name: z.string(),
  reason: z.string(),
  old_start_at: z.string(),
  old_end_at: z.string().nullable(),
  new_start_at: z.string(),
  new_end_at: z.string().nullable(),
  corrected_at: z.string(),
});
export type EventLogCorrection = z.infer<typeof ZEventLogCorrection>;

/** The answer to a correction: the group's logs after it, and its corrections, newest first. */
export const ZEventLogCorrected = z.object({
  event_logs: z.array(ZEventLog),
  corrections: z.array(ZEventLogCorrection),
});
export type EventLogCorrected = z.infer<typeof ZEventLogCorrected>;

export const ZEventLogCorrectionsQuery = z.object({ customer_group_id: ZIdParam });
