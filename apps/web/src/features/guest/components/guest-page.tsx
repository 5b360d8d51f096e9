// The guest page: what a group sees on its phone from the QR code staff showed it — seat,
// arrival, minutes alone and matched, the charge so far (the bill's own computation on the server),
// when the next unit starts, minutes left of a set, the rule's prices; after settlement the total
// and a thank-you. No sign-in; Japanese first, English on a tap (kept on the phone).
import { type GuestPresent, type GuestView, guestApi } from "@lounge-office/domain/guest";
import { Alert, Badge, Box, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useParams } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { contractQuery } from "../../../lib/contract-query";
import { dayjs } from "../../../lib/dayjs";
import { GUEST_WORDS, type GuestLanguage, yen } from "./guest-words";

const LANGUAGE_KEY = "lounge-office.guest-language";

/**
 * The page is read again every 30 s (the board's figures' cadence) while the link works; a refused
 * link (404) or a limit (429) is not retried (the query client retries only 5xx and network failures).
 */
export const GUEST_REFRESH_MS = 30_000;

function useGuestView(token: string) {
  return useQuery({
    ...contractQuery(guestApi.view, { params: { token } }, { abortable: true }),
    // A link that no longer works stays that way: stop asking.
    refetchInterval: (query) =>
      query.state.error instanceof ApiError && query.state.error.status === 404
        ? false
        : GUEST_REFRESH_MS,
  });
}

function useGuestLanguage() {
  const [language, setLanguage] = useState<GuestLanguage>(() =>
    localStorage.getItem(LANGUAGE_KEY) === "en" ? "en" : "ja",
  );
  useEffect(() => {
    localStorage.setItem(LANGUAGE_KEY, language);
    document.documentElement.lang = language;
  }, [language]);
  return [language, setLanguage] as const;
}

/** On the lounge's clock: a phone set to another zone (or to UTC) still reads the lounge's time. */
const clock = (iso: string, timeZone: string) => dayjs(iso).tz(timeZone).format("HH:mm");

export function GuestPage() {
  const token = useParams().token ?? "";
  const [language, setLanguage] = useGuestLanguage();
  const words = GUEST_WORDS[language];
  const view = useGuestView(token);
  const error = view.error instanceof ApiError ? view.error : null;
  return (
    <Stack component="main" gap="sm" p="sm" maw={520} mx="auto">
      <Group justify="flex-end">
        <Button
          size="xs"
          variant="default"
          onClick={() => setLanguage(language === "ja" ? "en" : "ja")}
          lang={language === "ja" ? "en" : "ja"}
        >
          {words.switchTo}
        </Button>
      </Group>
      {view.data ? (
        <>
          <GuestFigures view={view.data} language={language} />
          {view.isRefetchError && (
            <Text size="xs" c="orange" role="status">
              {words.stale(
                clock(
                  view.data.state === "present" ? view.data.priced_at : view.data.settled_at,
                  view.data.time_zone,
                ),
              )}
            </Text>
          )}
        </>
      ) : error?.status === 404 || error?.status === 429 ? (
        <Alert color="gray" role="alert">
          {error.status === 404 ? words.invalid : words.limited}
        </Alert>
      ) : view.isError ? (
        <Alert color="red" role="alert" title={words.failed}>
          {error?.message}
        </Alert>
      ) : (
        <Text c="dimmed" role="status">
          {words.loading}
        </Text>
      )}
    </Stack>
  );
}

function GuestFigures({ view, language }: { view: GuestView; language: GuestLanguage }) {
  const words = GUEST_WORDS[language];
  if (view.state === "settled") {
    return (
      <Paper withBorder p="md" radius="md" data-testid="guest-settled">
        <Text size="sm" c="dimmed">
          {view.lounge}
        </Text>
        <Title order={1} size="h3" mt={4}>
          {words.settledTitle}
        </Title>
        <Text fz={28} fw={800} mt="sm" data-testid="guest-total">
          {words.settledTotal(yen(view.total), view.groups)}
        </Text>
        <Text mt="sm">{words.thanks}</Text>
      </Paper>
    );
  }
  return <PresentFigures view={view} language={language} />;
}

function PresentFigures({ view, language }: { view: GuestPresent; language: GuestLanguage }) {
  const words = GUEST_WORDS[language];
  const lines: [string, number][] = [
    [words.time, view.charge.time],
    [words.special, view.charge.special],
    [words.orders, view.charge.orders],
    [words.extra, view.charge.extra],
  ];
  return (
    <>
      <Paper withBorder p="sm" radius="md">
        <Text size="sm" c="dimmed">
          {view.lounge}
        </Text>
        <Group justify="space-between" align="flex-end">
          <Title order={1} size="h3" data-testid="guest-seat">
            {words.yourTable} {view.seat}
          </Title>
          <Text fw={600}>{words.people(view)}</Text>
        </Group>
        <Group gap="lg" mt="xs">
          <Text size="sm">
            {words.enteredAt} {clock(view.entered_at, view.time_zone)}
          </Text>
          <Text size="sm" data-testid="guest-minutes">
            {words.alone} {words.minutes(view.solo_minutes)} / {words.matched}{" "}
            {words.minutes(view.share_minutes)}
          </Text>
        </Group>
        {view.time_up && (
          <Badge
            mt="xs"
            size="lg"
            color={
              view.time_up.state === "ok"
                ? "gray"
                : view.time_up.state === "warn"
                  ? "yellow"
                  : "dark"
            }
            data-testid="guest-time-up"
          >
            {words.setLeft(view.time_up.remaining)}
          </Badge>
        )}
      </Paper>
      <Paper withBorder p="sm" radius="md">
        <Text size="sm" fw={700}>
          {words.chargeSoFar}
        </Text>
        <Text fz={36} fw={800} lh={1.2} data-testid="guest-total">
          {yen(view.charge.total)}
        </Text>
        <Text size="xs" c="dimmed">
          {words.tax(yen(view.charge.consumption_tax))}
        </Text>
        <Table mt="xs" verticalSpacing={2} fz="sm">
          <Table.Tbody>
            {lines
              .filter(([, amount]) => amount !== 0)
              .map(([label, amount]) => (
                <Table.Tr key={label}>
                  <Table.Td>{label}</Table.Td>
                  <Table.Td ta="right">{yen(amount)}</Table.Td>
                </Table.Tr>
              ))}
            {view.orders.map((order, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the page shows no ids; the list is replaced whole on every read
              <Table.Tr key={i} data-testid="guest-order">
                <Table.Td pl="md" c="dimmed">
                  {order.name}
                  {order.option ? ` (${order.option})` : ""} × {order.num}
                </Table.Td>
                <Table.Td ta="right" c="dimmed">
                  {yen(order.price)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" mt="xs" data-testid="guest-next-unit">
          {view.next_unit
            ? words.nextUnit(clock(view.next_unit.at, view.time_zone), yen(view.next_unit.price))
            : words.noNextUnit}
        </Text>
        <Text size="xs" c="dimmed" mt={4} role="status">
          {words.updated(clock(view.priced_at, view.time_zone))}
        </Text>
      </Paper>
      {view.prices.rows.length > 0 && (
        <Box>
          <Text size="sm" fw={700}>
            {words.prices(view.prices.unit_minutes)}
          </Text>
          <Table fz="sm" verticalSpacing={2} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{words.hour}</Table.Th>
                <Table.Th ta="right">{words.soloPrice}</Table.Th>
                <Table.Th ta="right">{words.sharePrice}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {view.prices.rows.map((row) => (
                <Table.Tr key={row.hour}>
                  <Table.Td>{`${String(row.hour).padStart(2, "0")}:00`}</Table.Td>
                  <Table.Td ta="right">{yen(row.solo)}</Table.Td>
                  <Table.Td ta="right">{yen(row.share)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </>
  );
}
