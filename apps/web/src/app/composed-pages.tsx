// Pages that show more than one feature, composed here (features never import each other): each
// loader resolves to the page with its slots filled. What a slot shows loads with that part, not
// with the page: the board's detail modal shows the orders feature's panel, above the board the
// receipts feature lists papers that did not print, and the accounting pages show the receipts'
// buttons and the customer display.
import { Suspense } from "react";
import { lazyNamed } from "../lib/lazy-named";

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

export const board = () =>
  import("../features/floor/components/board/board-page").then(({ BoardPage }) => () => (
    <BoardPage
      groupPanel={(groupId, loungeId) => <GroupOrdersPanel groupId={groupId} loungeId={loungeId} />}
      noticeSlot={(loungeId) => (
        <Suspense fallback={null}>
          <OpenPrintJobs loungeId={loungeId} />
        </Suspense>
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
