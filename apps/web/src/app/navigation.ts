// The navigation entries and the capability each needs; the shell shows only what the role may use.
import type { Action } from "@lounge-office/domain/shared";
import {
  type Icon,
  IconAlertTriangle,
  IconArmchair,
  IconBuildingStore,
  IconCashRegister,
  IconCategory,
  IconChartBar,
  IconChartLine,
  IconClock,
  IconGift,
  IconHome,
  IconLayoutBoard,
  IconList,
  IconPencilCheck,
  IconPrinter,
  IconReceipt,
  IconReportMoney,
  IconSpeakerphone,
  IconTable,
  IconToolsKitchen2,
  IconUsers,
} from "@tabler/icons-react";

export type NavItem = { to: string; label: string; icon: Icon; action: Action };

export const NAV_ITEMS: NavItem[] = [
  { to: "/", label: "ホーム", icon: IconHome, action: "session" },
  { to: "/lounges/entries", label: "フロア", icon: IconLayoutBoard, action: "floor.use" },
  { to: "/customer_groups", label: "在席一覧", icon: IconList, action: "floor.use" },
  {
    to: "/customer_groups/changes",
    label: "フロア修正履歴",
    icon: IconPencilCheck,
    action: "floor.correct",
  },
  { to: "/accounting_logs", label: "会計履歴", icon: IconReceipt, action: "accounting.search" },
  {
    to: "/business_day",
    label: "営業日・レジ締め",
    icon: IconCashRegister,
    action: "business_days.operate",
  },
  { to: "/attendance_logs", label: "勤怠", icon: IconClock, action: "attendance.own" },
  { to: "/lounges/konishi", label: "人数別", icon: IconTable, action: "floor.use" },
  { to: "/lounges/summary", label: "全店サマリー", icon: IconChartBar, action: "summary.all" },
  {
    to: "/business_days/overview",
    label: "日次・月次レポート",
    icon: IconReportMoney,
    action: "business_days.close",
  },
  // Not "/metrics": that path is the operators' Prometheus endpoint.
  {
    to: "/metrics/cpu_utilization",
    label: "メトリクス",
    icon: IconChartLine,
    action: "metrics.view",
  },
  {
    to: "/invalid_data",
    label: "不整合データ",
    icon: IconAlertTriangle,
    action: "invalid_logs.manage",
  },
  { to: "/seats", label: "席・料金区分", icon: IconArmchair, action: "floor.configure" },
  { to: "/printers", label: "プリンター", icon: IconPrinter, action: "floor.configure" },
  { to: "/menus", label: "メニュー", icon: IconToolsKitchen2, action: "menus.manage" },
  { to: "/genres", label: "ジャンル", icon: IconCategory, action: "menus.manage" },
  { to: "/rewards", label: "特典", icon: IconGift, action: "menus.manage" },
  { to: "/staffs", label: "スタッフ管理", icon: IconUsers, action: "staff.manage" },
  { to: "/lounges/settings", label: "店舗設定", icon: IconBuildingStore, action: "lounges.manage" },
  {
    to: "/system_messages",
    label: "お知らせ",
    icon: IconSpeakerphone,
    action: "system_messages.manage",
  },
];
