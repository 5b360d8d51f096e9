// Screen 11, the accounting history: filters, the totals row, rows a page at a time (さらに表示 follows
// the keyset cursor) and the CSV of the same search. Staff see their lounge's current business day only.
import { type AccountingLog, accountingApi } from "@lounge-office/domain/accounting";
import type { Session } from "@lounge-office/domain/session";
import { businessDayStart } from "@lounge-office/domain/shared";
import { Alert, Button, Group, Loader, Stack, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { errorMessage, hrefOf } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import { type AccountingFilters, useAccountingSearch } from "../api/search-accounting-logs";
import { t } from "../messages";
import { AccountingCommentDialog } from "./accounting-comment-dialog";
import { type FilterDraft, filtersOf, SearchFilters, wallClockOf } from "./search-filters";
import { SearchResults, SearchTotals } from "./search-results";

const DAY_MS = 24 * 60 * 60_000;

/** The current business day, from its start to the next one's. */
function initialDraft(loungeId: number, timeZone: string, cutoff: string): FilterDraft {
  const { startMs } = businessDayStart(new Date().toISOString(), { timeZone, cutoff });
  return {
    lounge_id: String(loungeId),
    from: wallClockOf(startMs, timeZone),
    to: wallClockOf(startMs + DAY_MS, timeZone),
    ignore_end_time: false,
    staff_id: "",
    payment_type: "",
    min_amount: "",
    max_amount: "",
    addressee: "",
    customer_group_id: "",
    include_voided: false,
  };
}

export function AccountingSearchPage() {
  const session = useSession().data;
  return session ? <SearchScreen lounge={session.lounge} /> : null;
}

function SearchScreen({ lounge }: { lounge: Session["lounge"] }) {
  const timeZone = lounge.time_zone;
  const [draft, setDraft] = useState(() =>
    initialDraft(lounge.id, timeZone, lounge.business_day_cutoff),
  );
  const [applied, setApplied] = useState<AccountingFilters>(() => filtersOf(draft, timeZone));
  const [commentOn, setCommentOn] = useState<AccountingLog | null>(null);
  const search = useAccountingSearch(applied);
  const pages = search.data?.pages ?? [];
  const rows = pages.flatMap((p) => p.rows);
  const first = pages[0];

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t("history")}</Title>
        <Button
          component="a"
          // The search's CSV (UTF-8 with BOM) by a plain link: the browser streams it to disk.
          href={hrefOf(accountingApi.exportCsv, { query: applied })}
          download
          variant="light"
          leftSection={<IconDownload size={18} />}
        >
          {t("csv")}
        </Button>
      </Group>
      <SearchFilters
        draft={draft}
        onChange={setDraft}
        onSearch={() => setApplied(filtersOf(draft, timeZone))}
      />
      {first?.business_day_only && (
        <Alert color="blue" data-testid="business-day-only">
          {t("businessDayOnly")}
        </Alert>
      )}
      {search.isError && (
        <Alert color="red" role="alert">
          {errorMessage(search.error)}
        </Alert>
      )}
      {search.isPending && <Loader aria-label={t("loading")} />}
      {first && <SearchTotals totals={first.totals} />}
      {first && <SearchResults rows={rows} timeZone={timeZone} onComment={setCommentOn} />}
      {search.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            loading={search.isFetchingNextPage}
            onClick={() => search.fetchNextPage()}
          >
            {t("more")}
          </Button>
        </Group>
      )}
      {commentOn && (
        <AccountingCommentDialog
          id={commentOn.id}
          comment={commentOn.comment}
          onClose={() => setCommentOn(null)}
        />
      )}
    </Stack>
  );
}
