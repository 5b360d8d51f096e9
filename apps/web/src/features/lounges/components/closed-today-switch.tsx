// 本日臨時休業: a manager closes the lounge for today's business day, and the lounge's website
// (the crowd feed and its widget) says 営業時間外 until the day ends, whatever the opening hours.
import { loungesApi } from "@lounge-office/domain/lounges";
import { Alert, Paper, Switch, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/api-client";
import { contractQuery, useContractMutation } from "../../../lib/contract-query";
import { t } from "../messages";

export function ClosedTodaySwitch({ loungeId }: { loungeId: number }) {
  const closureQuery = contractQuery(loungesApi.closure, { params: { id: loungeId } });
  const closure = useQuery(closureQuery);
  const set = useContractMutation(loungesApi.setClosure, {
    input: (closed: boolean) => ({ params: { id: loungeId }, body: { closed } }),
    onSuccess: (answer, _closed, _r, { client }) =>
      client.setQueryData(closureQuery.queryKey, answer),
  });
  const closed = closure.data?.closed_on != null;
  return (
    <Paper withBorder p="sm" radius="md">
      <Switch
        size="lg"
        label={t("closedToday")}
        description={
          closure.data
            ? t("closedToday.hint", { day: closure.data.business_day.replaceAll("-", "/") })
            : undefined
        }
        checked={closed}
        disabled={!closure.data || set.isPending}
        styles={{ body: { minHeight: 44, alignItems: "center" } }}
        onChange={(event) => set.mutate(event.currentTarget.checked)}
      />
      {(closure.error ?? set.error) && (
        <Alert color="red" mt="xs" role="alert">
          <Text size="sm">{errorMessage(closure.error ?? set.error)}</Text>
        </Alert>
      )}
    </Paper>
  );
}
