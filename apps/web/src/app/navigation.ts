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
import { t } from "./shell-messages";

export type NavItem = { to: string; label: string; icon: Icon; action: Action };

export const NAV_ITEMS: NavItem[] = [
  { to: "/", label: t("page.home"), icon: IconHome, action: "session" },
  { to: "/lounges/entries", label: t("page.floor"), icon: IconLayoutBoard, action: "floor.use" },
  { to: "/customer_groups", label: t("page.groups"), icon: IconList, action: "floor.use" },
  {
    to: "/customer_groups/changes",
    label: t("page.floorChanges"),
    icon: IconPencilCheck,
    action: "floor.correct",
  },
  {
    to: "/accounting_logs",
    label: t("page.accountingLogs"),
    icon: IconReceipt,
    action: "accounting.search",
  },
  {
    to: "/business_day",
    label: t("page.businessDay"),
    icon: IconCashRegister,
    action: "business_days.operate",
  },
  {
    to: "/attendance_logs",
    label: t("page.attendance"),
    icon: IconClock,
    action: "attendance.own",
  },
  { to: "/lounges/konishi", label: t("page.konishi"), icon: IconTable, action: "floor.use" },
  { to: "/lounges/summary", label: t("page.summary"), icon: IconChartBar, action: "summary.all" },
  {
    to: "/business_days/overview",
    label: t("page.reports"),
    icon: IconReportMoney,
    action: "business_days.close",
  },
  // Not "/metrics": that path is the operators' Prometheus endpoint.
  {
    to: "/metrics/cpu_utilization",
    label: t("page.metrics"),
    icon: IconChartLine,
    action: "metrics.view",
  },
  {
    to: "/invalid_data",
    label: t("page.invalidData"),
    icon: IconAlertTriangle,
    action: "invalid_logs.manage",
  },
  { to: "/seats", label: t("page.seats"), icon: IconArmchair, action: "floor.configure" },
  { to: "/printers", label: t("page.printers"), icon: IconPrinter, action: "floor.configure" },
  { to: "/menus", label: t("page.menus"), icon: IconToolsKitchen2, action: "menus.manage" },
  { to: "/genres", label: t("page.genres"), icon: IconCategory, action: "menus.manage" },
  { to: "/rewards", label: t("page.rewards"), icon: IconGift, action: "menus.manage" },
  { to: "/staffs", label: t("page.staffs"), icon: IconUsers, action: "staff.manage" },
  {
    to: "/lounges/settings",
    label: t("page.loungeSettings"),
    icon: IconBuildingStore,
    action: "lounges.manage",
  },
  {
    to: "/system_messages",
    label: t("page.systemMessages"),
    icon: IconSpeakerphone,
    action: "system_messages.manage",
  },
];
