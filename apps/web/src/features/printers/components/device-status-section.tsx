// The device screen (the original system's device row: deviceId, deviceType, status, shown to staff as デバイスID,
// 種類, 状態): while the page is open this tablet asks every configured device for its status every
// few seconds (the printer monitor) and shows オンライン / オフライン / 不明 (the original system's
// ONLINE / OFFLINE / UNKNOWN, kept in `data-status`) with what stops a printer, a roll near its end
// and its battery; 「機器の状態を確認」 asks again at once. The answer is this tablet's view: another
// tablet may not have accepted a certificate yet. Below, this tablet's own monitor setting: whether
// its board watches its printer, and how often.

import { PRINTER_KIND_LABELS, type Printer } from "@lounge-office/domain/printers";
import { EPOS_MONITOR_INTERVAL_MS } from "@lounge-office/domain/shared";
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useEffect, useId } from "react";
import { dayjs } from "../../../lib/dayjs";
import {
  type MonitorReading,
  useMonitorSetting,
  usePrinterMonitor,
} from "../../../lib/printer-monitor";
import { type DeviceStatus, deviceTypeOf } from "../../../lib/printer-probe";
import stacked from "../../../lib/stacked-table.module.css";
import { batteryText } from "./monitor-words";

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

/** The original system's status of a reading: it answered and can work, it answered a failure, no answer. */
const DEVICE_STATUS: Record<MonitorReading["level"], DeviceStatus> = {
  ready: "ONLINE",
  warning: "ONLINE",
  error: "OFFLINE",
  unknown: "UNKNOWN",
};

/** The intervals offered, whole seconds within the contract's 1–6 s. */
const INTERVAL_CHOICES = Array.from(
  { length: EPOS_MONITOR_INTERVAL_MS.max / 1000 - EPOS_MONITOR_INTERVAL_MS.min / 1000 + 1 },
  (_, i) => {
    const seconds = EPOS_MONITOR_INTERVAL_MS.min / 1000 + i;
    return { value: String(seconds * 1000), label: `${seconds}秒` };
  },
);

type Props = {
  loungeId: number;
  /** The lounge's time zone: when each device last answered is shown in it. */
  timeZone: string;
  /** The lounge's devices; undefined while loading. */
  printers: Printer[] | undefined;
  /** Why the list could not be read, or null. */
  listError: Error | null;
};

function StatusCell({ reading, asking }: { reading: MonitorReading | undefined; asking: boolean }) {
  if (!reading)
    return asking ? <Loader size="xs" aria-label="確認中" /> : <Text c="dimmed">—</Text>;
  const status = DEVICE_STATUS[reading.level];
  const battery = batteryText(reading.battery);
  return (
    <Stack gap={2} data-level={reading.level}>
      <Badge color={STATUS_COLORS[status]} variant="light" data-status={status}>
        {DEVICE_STATUS_LABELS[status]}
      </Badge>
      {reading.level !== "ready" && (
        <Text size="xs" c={reading.level === "warning" ? "orange.9" : "dimmed"}>
          {reading.text}
        </Text>
      )}
      {battery && <Text size="xs">{battery}</Text>}
    </Stack>
  );
}

function MonitorSettingPanel({ loungeId }: { loungeId: number }) {
  const [setting, save] = useMonitorSetting(loungeId);
  const intervalLabel = useId();
  return (
    <Paper withBorder p="sm">
      <Stack gap="sm">
        <Switch
          size="md"
          checked={setting.on}
          onChange={(event) => save({ ...setting, on: event.currentTarget.checked })}
          label="この端末のボードでプリンターを監視する"
          description="印刷に使う端末で入れておくと、カバーが開いている・用紙が残りわずか・応答がないなどを、次の伝票が失敗する前にボードの上に表示します。この端末で印刷すると自動で入ります。"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={intervalLabel}>
            確認の間隔（この端末）
          </Text>
          <SegmentedControl
            aria-labelledby={intervalLabel}
            data={INTERVAL_CHOICES}
            value={String(Math.round(setting.intervalMs / 1000) * 1000)}
            onChange={(value) => save({ ...setting, intervalMs: Number(value) })}
            style={{ alignSelf: "flex-start" }}
          />
        </Stack>
      </Stack>
    </Paper>
  );
}

export function DeviceStatusSection({ loungeId, timeZone, printers, listError }: Props) {
  const [setting] = useMonitorSetting(loungeId);
  const monitor = usePrinterMonitor(printers ?? [], {
    intervalMs: setting.intervalMs,
    enabled: !listError,
  });

  useEffect(() => {
    if (listError) console.error(DEVICE_LIST_FAILED, listError);
  }, [listError]);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>機器の状態</Title>
        <Button
          variant="light"
          leftSection={<IconRefresh size={18} />}
          onClick={monitor.checkNow}
          loading={monitor.checking}
          disabled={!printers || printers.length === 0 || listError !== null}
        >
          機器の状態を確認
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        このページを開いている間、この端末から各機器に {setting.intervalMs / 1000}
        秒ごとに接続して状態を確認します。「不明」は応答がないこと（電源・ネットワーク、または https
        の証明書をこの端末でまだ受け入れていないこと）を表します。
      </Text>
      {listError ? (
        <Alert color="red" role="alert">
          {DEVICE_LIST_FAILED_JA}
        </Alert>
      ) : (
        <div className={stacked.wrap}>
          <Table aria-label="機器一覧" verticalSpacing="xs" className={stacked.table} role="table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>名前</Table.Th>
                <Table.Th>デバイスID</Table.Th>
                <Table.Th>種類</Table.Th>
                <Table.Th>状態</Table.Th>
                <Table.Th>最終確認</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(printers ?? []).map((printer) => {
                const reading = monitor.readings[printer.id];
                return (
                  <Table.Tr key={printer.id} data-testid={`device-${printer.id}`}>
                    <Table.Td data-label="名前">{printer.name}</Table.Td>
                    <Table.Td data-label="デバイスID" ff="monospace">
                      {printer.device_id}
                    </Table.Td>
                    <Table.Td data-label="種類" data-device-type={deviceTypeOf(printer)}>
                      {PRINTER_KIND_LABELS[printer.kind]}
                    </Table.Td>
                    <Table.Td data-label="状態">
                      <StatusCell reading={reading} asking={monitor.asking.has(printer.id)} />
                    </Table.Td>
                    <Table.Td data-label="最終確認" style={{ whiteSpace: "nowrap" }}>
                      {reading ? dayjs(reading.checkedAt).tz(timeZone).format("HH:mm:ss") : "—"}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </div>
      )}
      <MonitorSettingPanel loungeId={loungeId} />
    </Stack>
  );
}
