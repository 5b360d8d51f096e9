// The navigation entries and the capability each needs; the shell shows only what the role may use.
import type { Action } from "@lounge-office/domain";
import { type Icon, IconBuildingStore, IconHome, IconUsers } from "@tabler/icons-react";

export type NavItem = { to: string; label: string; icon: Icon; action: Action };

export const NAV_ITEMS: NavItem[] = [
  { to: "/", label: "ホーム", icon: IconHome, action: "session" },
  { to: "/staffs", label: "スタッフ管理", icon: IconUsers, action: "staff.manage" },
  { to: "/lounges/settings", label: "店舗設定", icon: IconBuildingStore, action: "lounges.manage" },
];
