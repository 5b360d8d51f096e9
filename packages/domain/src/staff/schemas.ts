// Staff administration (screen 13) and the original system's staff_list call.
import { z } from "zod";
import { requiredText, ZId, ZIdParam, ZPassword, ZQueryFlag, zText } from "../shared/api/common";
import { ZRole } from "../shared/api/roles";

export const ZAccount = zText("アカウントを入力してください")
  .trim()
  .min(3, { error: "アカウントは3文字以上で入力してください" })
  .max(64, { error: "アカウントは64文字以内で入力してください" })
  .regex(/^[a-z0-9][a-z0-9._-]*$/, {
    error: "アカウントは半角英小文字・数字・「.」「_」「-」で入力してください",
  });

/** A staff member's lounges: at least one, and no more than a head office could ever run. */
const ZLoungeIds = z
  .array(ZId)
  .min(1, { error: "所属店舗を1つ以上選んでください" })
  .max(500, { error: "所属店舗が多すぎます" });

/** Screen 13 filters: a lounge filter disables (and overrides) the staff filter. */
export const ZStaffSearchQuery = z.object({
  lounge_id: ZIdParam.optional(),
  staff_id: ZIdParam.optional(),
  include_inactive: ZQueryFlag,
});

export const ZStaffMember = z.object({
  id: z.number().int(),
  name: z.string(),
  account: z.string(),
  role: ZRole,
  role_ja: z.string(),
  active: z.boolean(),
  lounge_ids: z.array(z.number().int()),
});
export type StaffMember = z.infer<typeof ZStaffMember>;

export const ZStaffCreate = z.object({
  name: requiredText("名前", 50),
  account: ZAccount,
  role: ZRole,
  lounge_ids: ZLoungeIds,
  password: ZPassword,
});
export type StaffCreate = z.infer<typeof ZStaffCreate>;

export const ZStaffUpdate = z.object({
  name: requiredText("名前", 50).optional(),
  role: ZRole.optional(),
  lounge_ids: ZLoungeIds.optional(),
  active: z.boolean().optional(),
});
export type StaffUpdate = z.infer<typeof ZStaffUpdate>;

export const ZPasswordReset = z.object({ password: ZPassword });

/** `GET /attendance_logs/staff_list?lounge_id=` (the original system's call). */
export const ZStaffListQuery = z.object({ lounge_id: ZIdParam });
export const ZStaffList = z.object({
  staffs: z.array(z.object({ id: z.number().int(), name: z.string(), account: z.string() })),
});
