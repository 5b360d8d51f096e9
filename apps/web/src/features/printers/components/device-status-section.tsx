// The device screen (the original system's device row: deviceId, deviceType, status, shown to staff as デバイスID,
// 種類, 状態): 「機器の状態を確認」 probes every configured device from this tablet at once and shows
// オンライン / オフライン / 不明 (the original system's ONLINE / OFFLINE / UNKNOWN, kept in `data-status`).
// The answer is this tablet's view: another tablet may not have accepted a certificate yet.
import { PRINTER_KIND_LABELS, type Printer } from "@lounge-office/domain/printers";
import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import type { EposOutcome } from "../../../lib/epos-transport";
import { type DeviceStatus, deviceTypeOf, paperNearEnd, probeDevice, statusOf } from "./probe";

/** The original system's text when the list of devices cannot be read (logged as is; staff read Japanese). */
export const DEVICE_LIST_FAILED = "Failed to get device list.";
export const DEVICE_LIST_FAILED_JA = "機器の一覧を読み込めませんでした";

/** What staff read for the original system's device statuses. */
export const DEVICE_STATUS_LABELS: Record<DeviceStatus, string> = {
  ONLINE: "オンライン",
  OFFLINE: "オフライン",
  UNKNOWN: "不明",
};

const STATUS_COLORS: Record<DeviceStatus, string> = {
  ONLINE: "green",
  OFFLINE: "red",
  UNKNOWN: "gray",
};

type Probe = { state: "probing" } | { state: "done"; outcome: EposOutcome };

type Props = {
  /** The lounge's devices; undefined while loading. */
  printers: Printer[] | undefined;
  /** Why the list could not be read, or null. */
  listError: Error | null;
};

function StatusCell({ probe }: { probe: Probe | undefined }) {
  if (!probe) return <Text c="dimmed">—</Text>;
  if (probe.state === "probing") return <Loader size="xs" aria-label="確認中" />;
  const status = statusOf(probe.outcome);
  return (
    <Stack gap={2}>
      <Badge color={STATUS_COLORS[status]} variant="light" data-status={status}>
        {DEVICE_STATUS_LABELS[status]}
      </Badge>
      {!probe.outcome.ok && (
        <Text size="xs" c="dimmed">
          {probe.outcome.message}
        </Text>
      )}
      {probe.outcome.ok && paperNearEnd(probe.outcome) && (
        <Text size="xs" c="orange.9">
          用紙残り少
        </Text>
      )}
    </Stack>
  );
}

export function DeviceStatusSection({ printers, listError }: Props) {
  const [probes, setProbes] = useState<Record<number, Probe>>({});
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  useEffect(() => {
    if (listError) console.error(DEVICE_LIST_FAILED, listError);
  }, [listError]);

  const probeAll = () => {
    if (!printers) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setProbes(Object.fromEntries(printers.map((p) => [p.id, { state: "probing" } as Probe])));
    // In parallel: one unreachable device must not hold up the others' answers.
    for (const printer of printers) {
      void probeDevice(printer, controller.signal).then((outcome) => {
        if (controller.signal.aborted) return;
        setProbes((old) => ({ ...old, [printer.id]: { state: "done", outcome } }));
      });
    }
  };
  const probing = Object.values(probes).some((p) => p.state === "probing");

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>機器の状態</Title>
        <Button
          variant="light"
          leftSection={<IconRefresh size={18} />}
          onClick={probeAll}
          loading={probing}
          disabled={!printers || printers.length === 0}
        >
          機器の状態を確認
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        この端末から各機器に接続して状態を確認します。「不明」は応答がないこと（電源・ネットワーク、または
        https の証明書をこの端末でまだ受け入れていないこと）を表します。
      </Text>
      {listError ? (
        <Alert color="red" role="alert">
          {DEVICE_LIST_FAILED_JA}
        </Alert>
      ) : (
        <Table aria-label="機器一覧" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>名前</Table.Th>
              <Table.Th>デバイスID</Table.Th>
              <Table.Th>種類</Table.Th>
              <Table.Th>状態</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(printers ?? []).map((printer) => (
              <Table.Tr key={printer.id} data-testid={`device-${printer.id}`}>
                <Table.Td>{printer.name}</Table.Td>
                <Table.Td ff="monospace">{printer.device_id}</Table.Td>
                <Table.Td data-device-type={deviceTypeOf(printer)}>
                  {PRINTER_KIND_LABELS[printer.kind]}
                </Table.Td>
                <Table.Td>
                  <StatusCell probe={probes[printer.id]} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
