// Above the board: the papers that did not print, as one line (「印刷できなかった伝票 2件」) that
// unfolds into the list with 再印刷. Read again at once when the lounge's /cable says the list
// changed (a paper failed, printed again, or was dismissed on any tablet) and every 30 s (a claim
// left unanswered turns 結果不明 by time alone). Nearly always there are none, so the list and the
// printing code behind it load only once staff open one.
import { receiptsApi } from "@lounge-office/domain/receipts";
import { IconPrinterOff } from "@tabler/icons-react";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense } from "react";
import { useCableMessages } from "../../../lib/cable";
import { CollapsibleNotice } from "../../../lib/collapsible-notice";
import { contractQuery } from "../../../lib/contract-query";
import { lazyNamed } from "../../../lib/lazy-named";
import { t } from "../messages";

/** How often the board reads the open jobs (a job can fail on another tablet). */
const OPEN_PRINT_JOBS_POLL_MS = 30_000;

/** The jobs that failed or never answered, shown until printed or dismissed. */
export const openPrintJobsQuery = (loungeId: number) =>
  queryOptions({
    ...contractQuery(receiptsApi.listJobs, { query: { lounge_id: loungeId, status: "open" } }),
    refetchInterval: OPEN_PRINT_JOBS_POLL_MS,
  });

const OpenPrintJobList = lazyNamed(() => import("./open-print-job-list"), "OpenPrintJobList");

export function OpenPrintJobs({ loungeId }: { loungeId: number }) {
  const open = openPrintJobsQuery(loungeId);
  const list = useQuery(open).data?.print_jobs ?? [];
  const queryClient = useQueryClient();
  // A welcome is a (re)connect: what changed while the socket was down is only in the database.
  useCableMessages(loungeId, (message) => {
    if (message.type === "print_jobs" || message.type === "welcome") {
      void queryClient.invalidateQueries({ queryKey: open.queryKey });
    }
  });
  if (list.length === 0) return null;
  return (
    <CollapsibleNotice
      color="red"
      icon={<IconPrinterOff size={20} aria-hidden style={{ flex: "none" }} />}
      summary={t("openJobs", { count: list.length })}
      data-testid="open-print-jobs"
    >
      <Suspense fallback={null}>
        <OpenPrintJobList loungeId={loungeId} list={list} />
      </Suspense>
    </CollapsibleNotice>
  );
}
