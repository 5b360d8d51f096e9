// Staff roles and their Japanese labels.
import { z } from "zod";

export const ROLES = ["admin", "manager", "staff"] as const;
export const ZRole = z.enum(ROLES);
export type Role = z.infer<typeof ZRole>;

export const ROLE_JA: Record<Role, string> = {
  admin: "管理者",
  manager: "店長",
  staff: "スタッフ",
};
