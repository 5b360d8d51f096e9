// Page routes. Page paths are served index.html by the server; data calls go to the API.
import { CROWD_WIDGET_PATH_PREFIX } from "@lounge-office/domain/crowd";
import { GUEST_PAGE_PATH_PREFIX } from "@lounge-office/domain/guest";
import { Title } from "@mantine/core";
import { Suspense } from "react";
import { createBrowserRouter } from "react-router";
import { SignInPage } from "../features/session/components/sign-in-page";
import { lazyNamed } from "../lib/lazy-named";
import { AppShellLayout } from "./app-shell";
import { HomePage } from "./home-page";
import { RequireCapability, RequireSession } from "./require-session";

// Pages load on first visit: the sign-in page and the shell stay small on a tablet.
const AccountingPage = lazyNamed(
  () => import("../features/accounting/components/accounting-page"),
  "AccountingPage",
);
const AccountingLogPage = lazyNamed(
  () => import("../features/accounting/components/accounting-log-page"),
  "AccountingLogPage",
);
const AccountingSearchPage = lazyNamed(
  () => import("../features/accounting/components/accounting-search-page"),
  "AccountingSearchPage",
);
const AttendancePage = lazyNamed(
  () => import("../features/attendance/components/attendance-page"),
  "AttendancePage",
);
const AttendanceSheetPage = lazyNamed(
  () => import("../features/attendance/components/attendance-sheet-page"),
  "AttendanceSheetPage",
);
const BoardPage = lazyNamed(
  () => import("../features/floor/components/board/board-page"),
  "BoardPage",
);
const GroupChangesPage = lazyNamed(
  () => import("../features/floor/components/reports/group-changes-page"),
  "GroupChangesPage",
);
const AllLoungesSummaryPage = lazyNamed(
  () => import("../features/floor/components/reports/all-lounges-summary-page"),
  "AllLoungesSummaryPage",
);
const CustomerGroupIndexPage = lazyNamed(
  () => import("../features/floor/components/reports/customer-group-index-page"),
  "CustomerGroupIndexPage",
);
const EventLogsPage = lazyNamed(
  () => import("../features/floor/components/reports/event-logs-page"),
  "EventLogsPage",
);
const InvalidDataPage = lazyNamed(
  () => import("../features/floor/components/reports/invalid-data-page"),
  "InvalidDataPage",
);
const KonishiPage = lazyNamed(
  () => import("../features/floor/components/reports/konishi-page"),
  "KonishiPage",
);
const MetricsPage = lazyNamed(
  () => import("../features/metrics/components/metrics-page"),
  "MetricsPage",
);
const LoungeSettingsPage = lazyNamed(
  () => import("../features/lounges/components/lounge-settings-page"),
  "LoungeSettingsPage",
);
const GenresPage = lazyNamed(
  () => import("../features/menus/components/genres-page"),
  "GenresPage",
);
const MenuFormPage = lazyNamed(
  () => import("../features/menus/components/menu-form-page"),
  "MenuFormPage",
);
const MenusPage = lazyNamed(() => import("../features/menus/components/menus-page"), "MenusPage");
const RewardsPage = lazyNamed(
  () => import("../features/menus/components/rewards-page"),
  "RewardsPage",
);
const GroupOrdersPage = lazyNamed(
  () => import("../features/orders/components/group-orders-page"),
  "GroupOrdersPage",
);
const GroupOrdersPanel = lazyNamed(
  () => import("../features/orders/components/group-orders-panel"),
  "GroupOrdersPanel",
);
const OpenPrintJobs = lazyNamed(
  () => import("../features/receipts/components/open-print-jobs"),
  "OpenPrintJobs",
);
const ReceiptActions = lazyNamed(
  () => import("../features/receipts/components/receipt-actions"),
  "ReceiptActions",
);
const PrintersPage = lazyNamed(
  () => import("../features/printers/components/printers-page"),
  "PrintersPage",
);
const GuestPage = lazyNamed(() => import("../features/guest/components/guest-page"), "GuestPage");
const CrowdWidgetPage = lazyNamed(
  () => import("../features/crowd/components/crowd-widget-page"),
  "CrowdWidgetPage",
);
const CustomerDisplay = lazyNamed(
  () => import("../features/printers/components/customer-display"),
  "CustomerDisplay",
);
const PriceTablePage = lazyNamed(
  () => import("../features/seats/components/price-table-page"),
  "PriceTablePage",
);
const SeatsPage = lazyNamed(() => import("../features/seats/components/seats-page"), "SeatsPage");
const StaffPage = lazyNamed(() => import("../features/staff/components/staff-page"), "StaffPage");
const SystemMessagesPage = lazyNamed(
  () => import("../features/system-messages/components/system-messages-page"),
  "SystemMessagesPage",
);

export const createRouter = () =>
  createBrowserRouter([
    { path: "/sign_in", element: <SignInPage /> },
    // Public, no session: a group's own page, opened from the QR code staff show it.
    {
      path: `${GUEST_PAGE_PATH_PREFIX}:token`,
      element: (
        <Suspense fallback={null}>
          <GuestPage />
        </Suspense>
      ),
    },
    // Public, no session: the lounge's website frames it (CROWD_WIDGET_PATH_PREFIX on the server).
    {
      path: `${CROWD_WIDGET_PATH_PREFIX}:loungeId`,
      element: (
        <Suspense fallback={null}>
          <CrowdWidgetPage />
        </Suspense>
      ),
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
        {
          path: "lounges/entries",
          // The app composes features: the board's detail modal shows the orders feature's panel,
          // and above the board the receipts feature lists papers that did not print.
          element: (
            <BoardPage
              groupPanel={(groupId, loungeId) => (
                <GroupOrdersPanel groupId={groupId} loungeId={loungeId} />
              )}
              noticeSlot={(loungeId) => (
                <Suspense fallback={null}>
                  <OpenPrintJobs loungeId={loungeId} />
                </Suspense>
              )}
            />
          ),
        },
        {
          path: "accounting_logs/new",
          element: (
            <RequireCapability action="accounting.settle">
              <AccountingPage
                receiptSlot={(logs) => (
                  <Suspense fallback={null}>
                    <ReceiptActions accountingLogs={logs} drawer />
                  </Suspense>
                )}
                displaySlot={(figures) => (
                  // Its own boundary: loading the display's code never blanks the bill.
                  <Suspense fallback={null}>
                    <CustomerDisplay {...figures} />
                  </Suspense>
                )}
              />
            </RequireCapability>
          ),
        },
        {
          path: "accounting_logs",
          element: (
            <RequireCapability action="accounting.search">
              <AccountingSearchPage />
            </RequireCapability>
          ),
        },
        ...["accounting_logs/:id", "accounting_logs/:id/edit"].map((path) => ({
          path,
          element: (
            <RequireCapability action="accounting.search">
              <AccountingLogPage
                receiptSlot={(rows) => (
                  <Suspense fallback={null}>
                    <ReceiptActions accountingLogs={rows} />
                  </Suspense>
                )}
              />
            </RequireCapability>
          ),
        })),
        {
          path: "attendance_logs",
          element: (
            <RequireCapability action="attendance.own">
              <AttendancePage />
            </RequireCapability>
          ),
        },
        {
          path: "attendance_logs/monthly",
          element: (
            <RequireCapability action="attendance.own">
              <AttendanceSheetPage />
            </RequireCapability>
          ),
        },
        { path: "customer_groups", element: <CustomerGroupIndexPage /> },
        {
          path: "customer_groups/changes",
          element: (
            <RequireCapability action="floor.correct">
              <GroupChangesPage />
            </RequireCapability>
          ),
        },
        { path: "event_logs", element: <EventLogsPage /> },
        { path: "lounges/konishi", element: <KonishiPage /> },
        {
          path: "lounges/summary",
          element: (
            <RequireCapability action="summary.all">
              <AllLoungesSummaryPage />
            </RequireCapability>
          ),
        },
        {
          path: "metrics/cpu_utilization",
          element: (
            <RequireCapability action="metrics.view">
              <MetricsPage />
            </RequireCapability>
          ),
        },
        {
          path: "invalid_data",
          element: (
            <RequireCapability action="invalid_logs.manage">
              <InvalidDataPage />
            </RequireCapability>
          ),
        },
        {
          path: "seats",
          element: (
            <RequireCapability action="floor.configure">
              <SeatsPage />
            </RequireCapability>
          ),
        },
        {
          path: "printers",
          element: (
            <RequireCapability action="floor.configure">
              <PrintersPage />
            </RequireCapability>
          ),
        },
        {
          path: "fee_rules/:id/price_table",
          element: (
            <RequireCapability action="floor.configure">
              <PriceTablePage />
            </RequireCapability>
          ),
        },
        {
          path: "staffs",
          element: (
            <RequireCapability action="staff.manage">
              <StaffPage />
            </RequireCapability>
          ),
        },
        {
          path: "lounges/settings",
          element: (
            <RequireCapability action="lounges.manage">
              <LoungeSettingsPage />
            </RequireCapability>
          ),
        },
        {
          path: "genres",
          element: (
            <RequireCapability action="menus.manage">
              <GenresPage />
            </RequireCapability>
          ),
        },
        {
          path: "menus",
          element: (
            <RequireCapability action="menus.manage">
              <MenusPage />
            </RequireCapability>
          ),
        },
        {
          path: "menus/new",
          element: (
            <RequireCapability action="menus.manage">
              <MenuFormPage />
            </RequireCapability>
          ),
        },
        {
          path: "menus/:id/edit",
          element: (
            <RequireCapability action="menus.manage">
              <MenuFormPage />
            </RequireCapability>
          ),
        },
        {
          path: "rewards",
          element: (
            <RequireCapability action="menus.manage">
              <RewardsPage />
            </RequireCapability>
          ),
        },
        {
          path: "customer_groups/:id/orders",
          element: (
            <RequireCapability action="floor.use">
              <GroupOrdersPage />
            </RequireCapability>
          ),
        },
        {
          path: "system_messages",
          element: (
            <RequireCapability action="system_messages.manage">
              <SystemMessagesPage />
            </RequireCapability>
          ),
        },
        { path: "*", element: <Title order={2}>ページが見つかりません</Title> },
      ],
    },
  ]);
