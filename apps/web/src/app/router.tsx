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

const Nothing = () => null;

/**
 * A page loaded on first visit, behind its capability when it has one. Until its code is in, the
 * shell shows the page's loader (on the first page of a visit too).
 */
export function page(
  path: string,
  load: () => Promise<ComponentType>,
  action?: Action,
): RouteObject {
  return {
    path,
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
  createBrowserRouter([
    { path: "/sign_in", element: <SignInPage /> },
    // Public, no session: a group's own page, opened from the QR code staff show it.
    {
      ...page(`${GUEST_PAGE_PATH_PREFIX}:token`, () =>
        import("../features/guest/components/guest-page").then((m) => m.GuestPage),
      ),
      HydrateFallback: Nothing,
    },
    // Public, no session: the lounge's website frames it (CROWD_WIDGET_PATH_PREFIX on the server).
    {
      ...page(`${CROWD_WIDGET_PATH_PREFIX}:loungeId`, () =>
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
        { index: true, element: <HomePage /> },
        page("lounges/entries", board),
        page("accounting_logs/new", accounting, "accounting.settle"),
        page(
          "accounting_logs",
          () =>
            import("../features/accounting/components/accounting-search-page").then(
              (m) => m.AccountingSearchPage,
            ),
          "accounting.search",
        ),
        page("accounting_logs/:id", accountingLog, "accounting.search"),
        page("accounting_logs/:id/edit", accountingLog, "accounting.search"),
        page("business_day", businessDay, "business_days.operate"),
        page(
          "attendance_logs",
          () =>
            import("../features/attendance/components/attendance-page").then(
              (m) => m.AttendancePage,
            ),
          "attendance.own",
        ),
        page(
          "attendance_logs/monthly",
          () =>
            import("../features/attendance/components/attendance-sheet-page").then(
              (m) => m.AttendanceSheetPage,
            ),
          "attendance.own",
        ),
        page("customer_groups", () =>
          import("../features/floor/components/reports/customer-group-index-page").then(
            (m) => m.CustomerGroupIndexPage,
          ),
        ),
        page(
          "customer_groups/changes",
          () =>
            import("../features/floor/components/reports/group-changes-page").then(
              (m) => m.GroupChangesPage,
            ),
          "floor.correct",
        ),
        page("event_logs", () =>
          import("../features/floor/components/reports/event-logs-page").then(
            (m) => m.EventLogsPage,
          ),
        ),
        page("lounges/konishi", () =>
          import("../features/floor/components/reports/konishi-page").then((m) => m.KonishiPage),
        ),
        page(
          "lounges/summary",
          () =>
            import("../features/floor/components/reports/all-lounges-summary-page").then(
              (m) => m.AllLoungesSummaryPage,
            ),
          "summary.all",
        ),
        page(
          "business_days/overview",
          () =>
            import("../features/business-days/components/overview-page").then(
              (m) => m.BusinessDaysOverviewPage,
            ),
          "business_days.close",
        ),
        page(
          "metrics/cpu_utilization",
          () => import("../features/metrics/components/metrics-page").then((m) => m.MetricsPage),
          "metrics.view",
        ),
        page(
          "invalid_data",
          () =>
            import("../features/floor/components/reports/invalid-data-page").then(
              (m) => m.InvalidDataPage,
            ),
          "invalid_logs.manage",
        ),
        page(
          "seats",
          () => import("../features/seats/components/seats-page").then((m) => m.SeatsPage),
          "floor.configure",
        ),
        page(
          "printers",
          () => import("../features/printers/components/printers-page").then((m) => m.PrintersPage),
          "floor.configure",
        ),
        page(
          "fee_rules/:id/price_table",
          () =>
            import("../features/seats/components/price-table-page").then((m) => m.PriceTablePage),
          "floor.configure",
        ),
        page(
          "staffs",
          () => import("../features/staff/components/staff-page").then((m) => m.StaffPage),
          "staff.manage",
        ),
        page(
          "lounges/settings",
          () =>
            import("../features/lounges/components/lounge-settings-page").then(
              (m) => m.LoungeSettingsPage,
            ),
          "lounges.manage",
        ),
        page(
          "genres",
          () => import("../features/menus/components/genres-page").then((m) => m.GenresPage),
          "menus.manage",
        ),
        page(
          "menus",
          () => import("../features/menus/components/menus-page").then((m) => m.MenusPage),
          "menus.manage",
        ),
        page(
          "menus/new",
          () => import("../features/menus/components/menu-form-page").then((m) => m.MenuFormPage),
          "menus.manage",
        ),
        page(
          "menus/:id/edit",
          () => import("../features/menus/components/menu-form-page").then((m) => m.MenuFormPage),
          "menus.manage",
        ),
        page(
          "rewards",
          () => import("../features/menus/components/rewards-page").then((m) => m.RewardsPage),
          "menus.manage",
        ),
        page(
          "customer_groups/:id/orders",
          () =>
            import("../features/orders/components/group-orders-page").then(
              (m) => m.GroupOrdersPage,
            ),
          "floor.use",
        ),
        page(
          "system_messages",
          () =>
            import("../features/system-messages/components/system-messages-page").then(
              (m) => m.SystemMessagesPage,
            ),
          "system_messages.manage",
        ),
        { path: "*", element: <Title order={2}>ページが見つかりません</Title> },
      ],
    },
  ]);
