// Screen 5: inconsistent event logs of a lounge; a checkbox per row marks it fixed (row highlight and 対応済み label).
import { floorApi, type InvalidDatum } from "@lounge-office/domain/floor";
import type { CallInput } from "@lounge-office/domain/shared";
import {
  Alert,
  Anchor,
  Badge,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../../../lib/api-client";
import { contractQuery, useContractMutation } from "../../../../lib/contract-query";
import { formatDateTime } from "../../../../lib/format";
import { useSession } from "../../../../lib/session";
import { loungeSelectData, usableLounges } from "../../../../lib/usable-lounges";
import { eventLogsPath } from "./format";
import { invalidKindName, t } from "./messages";

type FixInput = CallInput<typeof floorApi.fixInvalidData>["body"]["invalid_data"];

// Looked up once: every row may show it.
const HANDLED = t("invalid.handled");

function InvalidRow({
  datum,
  timeZone,
  pending,
  onToggle,
}: {
  datum: InvalidDatum;
  timeZone: string;
  pending: boolean;
  onToggle: (fix: boolean) => void;
}) {
  return (
    <Table.Tr
      data-key={datum.key}
      data-fixed={datum.fix ? "true" : "false"}
      bg={datum.fix ? "var(--mantine-color-green-light)" : undefined}
    >
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Checkbox
            checked={datum.fix}
            disabled={pending}
            aria-label={t("invalid.markHandled", { message: datum.message })}
            onChange={(e) => onToggle(e.currentTarget.checked)}
          />
          {datum.fix && (
            <Badge color="green" variant="filled" size="sm">
              {HANDLED}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color="orange">
          {invalidKindName(datum.kind)}
        </Badge>
      </Table.Td>
      <Table.Td>{datum.message}</Table.Td>
      <Table.Td>
        {Number.isNaN(Date.parse(datum.sort_key))
          ? datum.sort_key
          : formatDateTime(datum.sort_key, timeZone)}
      </Table.Td>
      <Table.Td>
        {datum.customer_group_id !== null && (
          <Anchor component={Link} to={eventLogsPath(datum.customer_group_id)} size="sm">
            {t("invalid.groupLog", { id: datum.customer_group_id })}
          </Anchor>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

export function InvalidDataPage() {
  const session = useSession().data;
  const [chosen, setChosen] = useState<number | null>(null);
  const loungeId = chosen ?? session?.lounge.id ?? 0;
  const listQuery = contractQuery(floorApi.invalidData, { query: { lounge_id: loungeId } });
  const list = useQuery(listQuery);
  // PUT /invalid_data/fix: the answer's attributes.fix ("true" or "false") is what the row shows.
  const fix = useContractMutation(floorApi.fixInvalidData, {
    input: (invalid_data: FixInput) => ({
      query: { lounge_id: loungeId },
      body: { invalid_data },
    }),
    onSuccess: ({ attributes }, _sent, _r, { client }) =>
      client.setQueryData(listQuery.queryKey, (rows) =>
        rows?.map((d) =>
          d.key === attributes.key
            ? { ...d, sort_key: attributes.sort_key, fix: attributes.fix === "true" }
            : d,
        ),
      ),
  });
  const [failure, setFailure] = useState<string | null>(null);
  if (!session) return null;
  const lounge = session.lounges.find((l) => l.id === loungeId) ?? session.lounge;
  const lounges = usableLounges(session, "invalid_logs.manage");

  const toggle = (datum: InvalidDatum, checked: boolean) => {
    setFailure(null);
    fix.mutate(
      { key: datum.key, sort_key: datum.sort_key, fix: checked },
      {
        onError: (error) => {
          setFailure(errorMessage(error));
          notifications.show({ color: "red", message: errorMessage(error) });
        },
      },
    );
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t("invalid.title")}</Title>
        {lounges.length > 1 && (
          <NativeSelect
            label={t("lounge")}
            value={String(loungeId)}
            onChange={(e) => setChosen(Number(e.currentTarget.value))}
            data={loungeSelectData(lounges)}
          />
        )}
      </Group>
      <Text c="dimmed" size="sm">
        {t("invalid.hint")}
      </Text>
      {failure && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {list.isError && <Alert color="red">{errorMessage(list.error)}</Alert>}
      <Table.ScrollContainer minWidth={820}>
        <Table verticalSpacing="sm" withTableBorder aria-label={t("invalid.table")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={150}>{t("invalid.colHandled")}</Table.Th>
              <Table.Th>{t("invalid.colKind")}</Table.Th>
              <Table.Th>{t("invalid.colDetails")}</Table.Th>
              <Table.Th>{t("invalid.colWhen")}</Table.Th>
              <Table.Th>{t("stayLog")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data ?? []).map((datum) => (
              <InvalidRow
                key={datum.key}
                datum={datum}
                timeZone={lounge.time_zone}
                pending={fix.isPending && fix.variables?.key === datum.key}
                onToggle={(checked) => toggle(datum, checked)}
              />
            ))}
            {list.data?.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text c="dimmed" ta="center">
                    {t("invalid.empty")}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {list.isPending && (
              <Table.Tr>
                <Table.Td colSpan={5} ta="center">
                  <Loader size="sm" aria-label={t("loading")} />
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
