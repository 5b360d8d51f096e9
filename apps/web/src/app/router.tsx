// Page routes. Page paths are served index.html by the server; data calls go to the API. Each page
// loads on first visit through its route's `lazy`: the sign-in page and the shell stay small.
import { CROWD_WIDGET_PATH_PREFIX } from "@lounge-office/domain/crowd";
import { GUEST_PAGE_PATH_PREFIX } from "@lounge-office/domain/guest";
import type { Action } from "@lounge-office/domain/shared";
import { Title } from "@mantine/core";
import type { ComponentType } from "react";
import { createBrowserRouter, Outlet, type RouteObject } from "react-router";
import { SIGN_IN_PATH } from "../lib/page-links";
import { AppShellLayout, PageLoading } from "./app-shell";
import { accounting, accountingLog, board, businessDay } from "./composed-pages";
import { RequireCapability, RequireSession } from "./require-session";
import { type RouteHandle, RouteTitle } from "./route-title";
import { t } from "./shell-messages";

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
  // A load of /sign_in starts the sign-in page alone (main.tsx); here it is the same page, shown
  // when the app sends a browser without a session there.
  page(SIGN_IN_PATH, t("page.signIn"), () =>
    import("../features/session/components/sign-in-page").then((m) => m.SignInPage),
  ),
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
        t("page.dailyReport"),
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
      {
        index: true,
        handle: { title: t("page.home") } satisfies RouteHandle,
        HydrateFallback: PageLoading,
        lazy: async () => ({ Component: (await import("./home-page")).HomePage }),
      },
      page("lounges/entries", t("page.floor"), board),
      page("accounting_logs/new", t("page.settle"), accounting, "accounting.settle"),
      page(
        "accounting_logs",
        t("page.accountingLogs"),
        () =>
          import("../features/accounting/components/accounting-search-page").then(
            (m) => m.AccountingSearchPage,
          ),
        "accounting.search",
      ),
      page("accounting_logs/:id", t("page.accountingLog"), accountingLog, "accounting.search"),
      page("accounting_logs/:id/edit", t("page.accountingLog"), accountingLog, "accounting.search"),
      page("business_day", t("page.businessDay"), businessDay, "business_days.operate"),
      page(
        "attendance_logs",
        t("page.attendance"),
        () =>
          import("../features/attendance/components/attendance-page").then((m) => m.AttendancePage),
        "attendance.own",
      ),
      page(
        "attendance_logs/monthly",
        t("page.monthlyAttendance"),
        () =>
          import("../features/attendance/components/attendance-sheet-page").then(
            (m) => m.AttendanceSheetPage,
          ),
        "attendance.own",
      ),
      page("customer_groups", t("page.groups"), () =>
        import("../features/floor/components/reports/customer-group-index-page").then(
          (m) => m.CustomerGroupIndexPage,
        ),
      ),
      page(
        "customer_groups/changes",
        t("page.floorChanges"),
        () =>
          import("../features/floor/components/reports/group-changes-page").then(
            (m) => m.GroupChangesPage,
          ),
        "floor.correct",
      ),
      page("event_logs", t("page.eventLogs"), () =>
        import("../features/floor/components/reports/event-logs-page").then((m) => m.EventLogsPage),
      ),
      page("lounges/konishi", t("page.konishi"), () =>
        import("../features/floor/components/reports/konishi-page").then((m) => m.KonishiPage),
      ),
      page(
        "lounges/summary",
        t("page.summary"),
        () =>
          import("../features/floor/components/reports/all-lounges-summary-page").then(
            (m) => m.AllLoungesSummaryPage,
          ),
        "summary.all",
      ),
      page(
        "business_days/overview",
        t("page.reports"),
        () =>
          import("../features/business-days/components/overview-page").then(
            (m) => m.BusinessDaysOverviewPage,
          ),
        "business_days.close",
      ),
      page(
        "metrics/cpu_utilization",
        t("page.metrics"),
        () => import("../features/metrics/components/metrics-page").then((m) => m.MetricsPage),
        "metrics.view",
      ),
      page(
        "invalid_data",
        t("page.invalidData"),
        () =>
          import("../features/floor/components/reports/invalid-data-page").then(
            (m) => m.InvalidDataPage,
          ),
        "invalid_logs.manage",
      ),
      page(
        "seats",
        t("page.seats"),
        () => import("../features/seats/components/seats-page").then((m) => m.SeatsPage),
        "floor.configure",
      ),
      page(
        "printers",
        t("page.printers"),
        () => import("../features/printers/components/printers-page").then((m) => m.PrintersPage),
        "floor.configure",
      ),
      page(
        "fee_rules/:id/price_table",
        t("page.priceTable"),
        () => import("../features/seats/components/price-table-page").then((m) => m.PriceTablePage),
        "floor.configure",
      ),
      page(
        "staffs",
        t("page.staffs"),
        () => import("../features/staff/components/staff-page").then((m) => m.StaffPage),
        "staff.manage",
      ),
      page(
        "lounges/settings",
        t("page.loungeSettings"),
        () =>
          import("../features/lounges/components/lounge-settings-page").then(
            (m) => m.LoungeSettingsPage,
          ),
        "lounges.manage",
      ),
      page(
        "genres",
        t("page.genres"),
        () => import("../features/menus/components/genres-page").then((m) => m.GenresPage),
        "menus.manage",
      ),
      page(
        "menus",
        t("page.menus"),
        () => import("../features/menus/components/menus-page").then((m) => m.MenusPage),
        "menus.manage",
      ),
      page(
        "menus/new",
        t("page.newMenu"),
        () => import("../features/menus/components/menu-form-page").then((m) => m.MenuFormPage),
        "menus.manage",
      ),
      page(
        "menus/:id/edit",
        t("page.editMenu"),
        () => import("../features/menus/components/menu-form-page").then((m) => m.MenuFormPage),
        "menus.manage",
      ),
      page(
        "rewards",
        t("page.rewards"),
        () => import("../features/menus/components/rewards-page").then((m) => m.RewardsPage),
        "menus.manage",
      ),
      page(
        "customer_groups/:id/orders",
        t("page.orders"),
        () =>
          import("../features/orders/components/group-orders-page").then((m) => m.GroupOrdersPage),
        "floor.use",
      ),
      page(
        "system_messages",
        t("page.systemMessages"),
        () =>
          import("../features/system-messages/components/system-messages-page").then(
            (m) => m.SystemMessagesPage,
          ),
        "system_messages.manage",
      ),
      {
        path: "*",
        element: <Title order={2}>{t("page.notFound")}</Title>,
        handle: { title: t("page.notFound") },
      },
    ],
  },
];
