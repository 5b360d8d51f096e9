// Head office's system messages to the lounges' devices: what is sent, listed and shown.
import { z } from "zod";
import { ZId, zInstant, zText } from "../shared/api/common";

/** A system message's text: one or two sentences on a banner. */
export const SYSTEM_MESSAGE_MAX_LENGTH = 500;

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
