// Above the board: the papers that did not print, read every 30 s. Nearly always there are none,
// so the list and the printing code behind it load only once there is one.
import { Suspense } from "react";
import { lazyNamed } from "../../../lib/lazy-named";
import { useOpenPrintJobs } from "../api/get-print-jobs";

const OpenPrintJobList = lazyNamed(() => import("./open-print-job-list"), "OpenPrintJobList");

export function OpenPrintJobs({ loungeId }: { loungeId: number }) {
  const list = useOpenPrintJobs(loungeId).data?.print_jobs ?? [];
  if (list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <OpenPrintJobList loungeId={loungeId} list={list} />
    </Suspense>
  );
}
