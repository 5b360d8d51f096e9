// Above the board: the papers that did not print, read every 30 s, as one line (「印刷できなかった伝票
// 2件」) that unfolds into the list with 再印刷. Nearly always there are none, so the list and the
// printing code behind it load only once staff open one.
import { IconPrinterOff } from "@tabler/icons-react";
import { Suspense } from "react";
import { CollapsibleNotice } from "../../../lib/collapsible-notice";
import { lazyNamed } from "../../../lib/lazy-named";
import { useOpenPrintJobs } from "../api/get-print-jobs";

const OpenPrintJobList = lazyNamed(() => import("./open-print-job-list"), "OpenPrintJobList");

export function OpenPrintJobs({ loungeId }: { loungeId: number }) {
  const list = useOpenPrintJobs(loungeId).data?.print_jobs ?? [];
  if (list.length === 0) return null;
  return (
    <CollapsibleNotice
      color="red"
      icon={<IconPrinterOff size={20} aria-hidden style={{ flex: "none" }} />}
      summary={`印刷できなかった伝票 ${list.length}件`}
      data-testid="open-print-jobs"
    >
      <Suspense fallback={null}>
        <OpenPrintJobList loungeId={loungeId} list={list} />
      </Suspense>
    </CollapsibleNotice>
  );
}
