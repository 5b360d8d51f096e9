// Staff administration (screen 13) and the original system's `GET /attendance_logs/staff_list`.
import { staffApi } from "@lounge-office/domain/staff";
import type { Router } from "../../http/route";
import {
  createStaffMember,
  listLoungeStaff,
  resetStaffPassword,
  searchStaff,
  updateStaffMember,
} from "./staff-commands";

export function staffRoutes({ route }: Router) {
  route(staffApi.search, async ({ db, actor, query, authorizeLounge }) => {
    authorizeLounge(query.lounge_id);
    return searchStaff(db, actor, query);
  });

  // Hashing a password takes ~100 ms: the commands hash first, then open their own transaction.
  route(staffApi.create, ({ db, actor, body }) => createStaffMember(db, actor, body), {
    transaction: false,
  });

  route(staffApi.update, ({ db, actor, params, body }) =>
    updateStaffMember(db, actor, params.id, body),
  );

  route(
    staffApi.resetPassword,
    async ({ db, actor, params, body }) => {
      await resetStaffPassword(db, actor, params.id, body.password);
      return { ok: true as const };
    },
    { transaction: false },
  );

  route(staffApi.staffList, async ({ db, query, authorizeLounge }) => {
    authorizeLounge(query.lounge_id);
    return { staffs: await listLoungeStaff(db, query.lounge_id) };
  });
}
