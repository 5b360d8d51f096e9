// Page routes. Page paths are served index.html by the server; data calls go to the API. Each page
// loads on first visit through its route's `lazy`: the sign-in page and the shell stay small.
import { CROWD_WIDGET_PATH_PREFIX } from "@lounge-office/domain/crowd";
import { GUEST_PAGE_PATH_PREFIX } from "@lounge-office/domain/guest";
import type { Action } from "@lounge-office/domain/shared";
import { Title } from "@mantine/core";
import type { ComponentType } from "react";
import { createBrowserRouter, Outlet, type RouteObject } from "react-router";
import { SignInPage } from "../features/session/components/sign-in-page";
import { AppShellLayout, PageLoading } from "./app-shell";
import { accounting, accountingLog, board, businessDay } from "./composed-pages";
import { HomePage } from "./home-page";
import { RequireCapability, RequireSession } from "./require-session";
import { type RouteHandle, RouteTitle } from "./route-title";

const Nothing = () => null;

/**
 * A page loaded on first visit, behind its capability when it has one, named `title` in the
 * browser's tab (route-title.tsx). Until its code is in, the
 * shell shows the page's loader (on the first page of a visit too).
 */
export function page(
  path: string,
  title: string,
  load: () => Promise<ComponentType>,
  action?: Action,
): RouteObject {
  const handle: RouteHandle = { title };
  return {
    path,
    handle,
    HydrateFallback: PageLoading,
    lazy: async () => {
      const Page = await load();
      if (!action) return { Component: Page };
      return {
        element: (
          <RequireCapability action={action}>
            <Page />
          </RequireCapability>
        ),
      };
    },
  };
}

export const createRouter = () =>
  createBrowserRouter([{ element: <RouteTitle />, children: routes() }]);

const routes = (): RouteObject[] => [
  { path: "/sign_in", element: <SignInPage />, handle: { title: "サインイン" } },
  // Public, no session: a group's own page, opened from the QR code staff show it.
  {
    ...page(`${GUEST_PAGE_PATH_PREFIX}:token`, "ご利用状況", () =>
      import("../features/guest/components/guest-page").then((m) => m.GuestPage),
    ),
    HydrateFallback: Nothing,
  },
  // Public, no session: the lounge's website frames it (CROWD_WIDGET_PATH_PREFIX on the server).
  // No title here: the widget names itself 「渋谷の混雑状況」 once it knows the lounge.
  {
    ...page(`${CROWD_WIDGET_PATH_PREFIX}:loungeId`, "", () =>
      import("../features/crowd/components/crowd-widget-page").then((m) => m.CrowdWidgetPage),
    ),
    HydrateFallback: Nothing,
  },
  // The daily report on A4: signed in, but without the shell (nothing but the sheet on paper).
  {
    element: (
      <RequireSession>
        <Outlet />
      </RequireSession>
    ),
    children: [
      page(
        "/business_day/report",
        "日報",
        () =>
          import("../features/business-days/components/daily-report-page").then(
            (m) => m.DailyReportPage,
          ),
        "business_days.operate",
      ),
    ],
  },
  {
    path: "/",
    element: (
      <RequireSession>
        <AppShellLayout />
      </RequireSession>
    ),
    children: [
      { index: true, element: <HomePage />, handle: { title: "ホーム" } },
      page("lounges/entries", "フロア", board),
      page("accounting_logs/new", "会計", accounting, "accounting.settle"),
      page(
        "accounting_logs",
        "会計履歴",
        () =>
          import("../features/accounting/components/accounting-search-page").then(
            (m) => m.AccountingSearchPage,
          ),
        "accounting.search",
      ),
      page("accounting_logs/:id", "会計の詳細", accountingLog, "accounting.search"),
      page("accounting_logs/:id/edit", "会計の詳細", accountingLog, "accounting.search"),
      page("business_day", "営業日・レジ締め", businessDay, "business_days.operate"),
      page(
        "attendance_logs",
        "勤怠",
        () =>
          import("../features/attendance/components/attendance-page").then((m) => m.AttendancePage),
        "attendance.own",
      ),
      page(
        "attendance_logs/monthly",
        "月次勤怠",
        () =>
          import("../features/attendance/components/attendance-sheet-page").then(
            (m) => m.AttendanceSheetPage,
          ),
        "attendance.own",
      ),
      page("customer_groups", "在席一覧", () =>
        import("../features/floor/components/reports/customer-group-index-page").then(
          (m) => m.CustomerGroupIndexPage,
        ),
      ),
      page(
        "customer_groups/changes",
        "フロア修正履歴",
        () =>
          import("../features/floor/components/reports/group-changes-page").then(
            (m) => m.GroupChangesPage,
          ),
        "floor.correct",
      ),
      page("event_logs", "イベントログ", () =>
        import("../features/floor/components/reports/event-logs-page").then((m) => m.EventLogsPage),
      ),
      page("lounges/konishi", "人数別", () =>
        import("../features/floor/components/reports/konishi-page").then((m) => m.KonishiPage),
      ),
      page(
        "lounges/summary",
        "全店サマリー",
        () =>
          import("../features/floor/components/reports/all-lounges-summary-page").then(
            (m) => m.AllLoungesSummaryPage,
          ),
        "summary.all",
      ),
      page(
        "business_days/overview",
        "日次・月次レポート",
        () =>
          import("../features/business-days/components/overview-page").then(
            (m) => m.BusinessDaysOverviewPage,
          ),
        "business_days.close",
      ),
      page(
        "metrics/cpu_utilization",
        "メトリクス",
        () => import("../features/metrics/components/metrics-page").then((m) => m.MetricsPage),
        "metrics.view",
      ),
      page(
        "invalid_data",
        "不整合データ",
        () =>
          import("../features/floor/components/reports/invalid-data-page").then(
            (m) => m.InvalidDataPage,
          ),
        "invalid_logs.manage",
      ),
      page(
        "seats",
        "席・料金区分",
        () => import("../features/seats/components/seats-page").then((m) => m.SeatsPage),
        "floor.configure",
      ),
      page(
        "printers",
        "プリンター",
        () => import("../features/printers/components/printers-page").then((m) => m.PrintersPage),
        "floor.configure",
      ),
      page(
        "fee_rules/:id/price_table",
        "料金表",
        () => import("../features/seats/components/price-table-page").then((m) => m.PriceTablePage),
        "floor.configure",
      ),
      page(
        "staffs",
        "スタッフ管理",
        () => import("../features/staff/components/staff-page").then((m) => m.StaffPage),
        "staff.manage",
      ),
      page(
        "lounges/settings",
        "店舗設定",
        () =>
          import("../features/lounges/components/lounge-settings-page").then(
            (m) => m.LoungeSettingsPage,
          ),
        "lounges.manage",
      ),
      page(
        "genres",
        "ジャンル",
        () => import("../features/menus/components/genres-page").then((m) => m.GenresPage),
        "menus.manage",
      ),
      page(
        "menus",
        "メニュー",
        () => import("../features/menus/components/menus-page").then((m) => m.MenusPage),
        "menus.manage",
      ),
      page(
        "menus/new",
        "メニューの追加",
        () => import("../features/menus/components/menu-form-page").then((m) => m.MenuFormPage),
        "menus.manage",
      ),
      page(
        "menus/:id/edit",
        "メニューの編集",
        () => import("../features/menus/components/menu-form-page").then((m) => m.MenuFormPage),
        "menus.manage",
      ),
      page(
        "rewards",
        "特典",
        () => import("../features/menus/components/rewards-page").then((m) => m.RewardsPage),
        "menus.manage",
      ),
      page(
        "customer_groups/:id/orders",
        "注文",
        () =>
          import("../features/orders/components/group-orders-page").then((m) => m.GroupOrdersPage),
        "floor.use",
      ),
      page(
        "system_messages",
        "お知らせ",
        () =>
          import("../features/system-messages/components/system-messages-page").then(
            (m) => m.SystemMessagesPage,
          ),
        "system_messages.manage",
      ),
      {
        path: "*",
        element: <Title order={2}>ページが見つかりません</Title>,
        handle: { title: "ページが見つかりません" },
      },
    ],
  },
];
