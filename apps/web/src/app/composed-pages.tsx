// Pages that show more than one feature, composed here (features never import each other): each
// loader resolves to the page with its slots filled. What a slot shows loads with that part, not
// with the page: the board's detail modal shows the orders feature's panel, above the board the
// receipts feature lists papers that did not print, the printers feature warns of a printer that
// will not print the next one, and the business-days feature says when today's day is closed, the accounting pages show the receipts' buttons and the customer display, and the
// business-day page prints its report through the receipts feature.
import { Suspense } from "react";
import { lazyNamed } from "../lib/lazy-named";
import { useSession } from "../lib/session";

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
const CustomerDisplay = lazyNamed(
  () => import("../features/printers/components/customer-display"),
  "CustomerDisplay",
);

const BoardPrinterMonitor = lazyNamed(
  () => import("../features/printers/components/board-printer-monitor"),
  "BoardPrinterMonitor",
);

const DailyReportPrint = lazyNamed(
  () => import("../features/receipts/components/daily-report-print"),
  "DailyReportPrint",
);

const DayClosedBanner = lazyNamed(
  () => import("../features/business-days/components/day-closed-banner"),
  "DayClosedBanner",
);

/** The board's lounge is the session's: the banner needs its clock (time zone and cut-off). */
function BoardDayClosed({ loungeId }: { loungeId: number }) {
  const lounge = useSession().data?.lounge;
  if (lounge?.id !== loungeId) return null;
  return (
    <Suspense fallback={null}>
      <DayClosedBanner lounge={lounge} />
    </Suspense>
  );
}

export const board = () =>
  import("../features/floor/components/board/board-page").then(({ BoardPage }) => () => (
    <BoardPage
      groupPanel={(groupId, loungeId) => <GroupOrdersPanel groupId={groupId} loungeId={loungeId} />}
      noticeSlot={(loungeId) => (
        <>
          <BoardDayClosed loungeId={loungeId} />
          <Suspense fallback={null}>
            <BoardPrinterMonitor loungeId={loungeId} />
          </Suspense>
          <Suspense fallback={null}>
            <OpenPrintJobs loungeId={loungeId} />
          </Suspense>
        </>
      )}
    />
  ));

export const accounting = () =>
  import("../features/accounting/components/accounting-page").then(({ AccountingPage }) => () => (
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
  ));

export const accountingLog = () =>
  import("../features/accounting/components/accounting-log-page").then(
    ({ AccountingLogPage }) =>
      () => (
        <AccountingLogPage
          receiptSlot={(rows) => (
            <Suspense fallback={null}>
              <ReceiptActions accountingLogs={rows} />
            </Suspense>
          )}
        />
      ),
  );

export const businessDay = () =>
  import("../features/business-days/components/business-day-page").then(
    ({ BusinessDayPage }) =>
      () => (
        <BusinessDayPage
          printSlot={(day) => (
            <Suspense fallback={null}>
              <DailyReportPrint loungeId={day.loungeId} date={day.date} />
            </Suspense>
          )}
        />
      ),
  );
