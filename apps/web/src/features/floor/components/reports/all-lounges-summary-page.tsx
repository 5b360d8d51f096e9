// Screen 2: every lounge's earnings today and people present now, one row per lounge and a total row.
import type { Summary } from "@lounge-office/domain/floor";
import { Alert, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { type UseQueryResult, useQueries } from "@tanstack/react-query";
import { errorMessage } from "../../../../lib/api-client";
import { genderName } from "../../../../lib/common-messages";
import { useLoungeOptions } from "../../../../lib/lounge-options";
import { useSession } from "../../../../lib/session";
import { summaryQuery } from "../../api/board-cache";
import { formatYen } from "./format";
import { t } from "./messages";

type LoungeRow = { id: number; name: string };

/** Every lounge: the public lounge list (a manager may see all summaries), else the session's own. */
function useAllLounges(): LoungeRow[] {
  const session = useSession().data;
  const options = useLoungeOptions();
  const rows = new Map<number, LoungeRow>();
  for (const l of session?.lounges ?? []) rows.set(l.id, { id: l.id, name: l.name });
  for (const o of options.data ?? []) rows.set(o.value.id, { id: o.value.id, name: o.text });
  return [...rows.values()].sort((a, b) => a.id - b.id);
}

export function totalOf(summaries: Summary[]) {
  return summaries.reduce(
    (sum, s) => ({
      result: sum.result + s.result,
      mens: sum.mens + s.status.mens,
      ladys: sum.ladys + s.status.ladys,
      total: sum.total + s.status.total,
    }),
    { result: 0, mens: 0, ladys: 0, total: 0 },
  );
}

function Cells({ query }: { query: UseQueryResult<Summary> }) {
  if (query.data) {
    const { result, status } = query.data;
    return (
      <>
        <Table.Td ta="right">{formatYen(result)}</Table.Td>
        <Table.Td ta="right">{status.mens}</Table.Td>
        <Table.Td ta="right">{status.ladys}</Table.Td>
        <Table.Td ta="right" fw={700}>
          {status.total}
        </Table.Td>
      </>
    );
  }
  return (
    <Table.Td colSpan={4} ta="center">
      {query.isError ? (
        <Text c="red" size="sm">
          {errorMessage(query.error)}
        </Text>
      ) : (
        <Loader size="xs" aria-label={t("loading")} />
      )}
    </Table.Td>
  );
}

export function AllLoungesSummaryPage() {
  const lounges = useAllLounges();
  const queries = useQueries({ queries: lounges.map((l) => summaryQuery(l.id)) });
  const loaded = queries.flatMap((q) => (q.data ? [q.data] : []));
  const total = totalOf(loaded);
  const incomplete = loaded.length < lounges.length;

  return (
    <Stack>
      <Title order={2}>{t("summary.title")}</Title>
      <Text c="dimmed" size="sm">
        {t("summary.hint")}
      </Text>
      {lounges.length === 0 && <Alert color="gray">{t("summary.noLounges")}</Alert>}
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder verticalSpacing="sm" aria-label={t("summary.title")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th rowSpan={2}>{t("lounge")}</Table.Th>
              <Table.Th rowSpan={2} ta="right">
                {t("summary.sales")}
              </Table.Th>
              <Table.Th colSpan={3} ta="center">
                {t("summary.present")}
              </Table.Th>
            </Table.Tr>
            <Table.Tr>
              <Table.Th ta="right">{genderName("mens")}</Table.Th>
              <Table.Th ta="right">{genderName("ladys")}</Table.Th>
              <Table.Th ta="right">{t("summary.sum")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lounges.map((lounge, i) => (
              <Table.Tr key={lounge.id} data-lounge-id={lounge.id}>
                <Table.Th scope="row">{lounge.name}</Table.Th>
                {queries[i] && <Cells query={queries[i]} />}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr data-testid="summary-total" fw={700}>
              <Table.Th scope="row">{incomplete ? t("summary.loadedTotal") : t("total")}</Table.Th>
              <Table.Td ta="right">{formatYen(total.result)}</Table.Td>
              <Table.Td ta="right">{total.mens}</Table.Td>
              <Table.Td ta="right">{total.ladys}</Table.Td>
              <Table.Td ta="right">{total.total}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
