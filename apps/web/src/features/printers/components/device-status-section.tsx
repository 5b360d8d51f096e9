// The device screen (the original system's device row: deviceId, deviceType, status, shown to staff as デバイスID,
// 種類, 状態): while the page is open this tablet asks every configured device for its status every
// few seconds (the printer monitor) and shows オンライン / オフライン / 不明 (the original system's
// ONLINE / OFFLINE / UNKNOWN, kept in `data-status`) with what stops a printer, a roll near its end
// and its battery; 「機器の状態を確認」 asks again at once. The answer is this tablet's view: another
// tablet may not have accepted a certificate yet. Below, this tablet's own monitor setting: whether
// its board watches its printer, and how often.

import type { Printer } from "@lounge-office/domain/printers";
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
import { kindName, t } from "../messages";
import { batteryText } from "./monitor-words";

/** The original system's text when the list of devices cannot be read, logged as is (staff read it in their language). */
export const DEVICE_LIST_FAILED = "Failed to get device list.";

/** What staff read for the original system's device statuses. */
export const DEVICE_STATUS_LABELS: Record<DeviceStatus, string> = {
  ONLINE: t("status.ONLINE"),
  OFFLINE: t("status.OFFLINE"),
  UNKNOWN: t("status.UNKNOWN"),
};

// Every row's labels (its cells' data-label, for the cards), looked up once.
const NAME = t("col.name");
const DEVICE_ID = t("col.deviceId");
const KIND = t("col.kind");
const STATUS = t("col.status");
const LAST_CHECKED = t("col.lastChecked");
const ASKING = t("devices.asking");

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
    return { value: String(seconds * 1000), label: t("seconds", { seconds }) };
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
    return asking ? <Loader size="xs" aria-label={ASKING} /> : <Text c="dimmed">—</Text>;
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
          label={t("monitor.switch")}
          description={t("monitor.switch.hint")}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={intervalLabel}>
            {t("monitor.interval")}
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
        <Title order={3}>{t("devices")}</Title>
        <Button
          variant="light"
          leftSection={<IconRefresh size={18} />}
          onClick={monitor.checkNow}
          loading={monitor.checking}
          disabled={!printers || printers.length === 0 || listError !== null}
        >
          {t("devices.check")}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t("devices.note", { seconds: setting.intervalMs / 1000 })}
      </Text>
      {listError ? (
        <Alert color="red" role="alert">
          {t("devices.listFailed")}
        </Alert>
      ) : (
        <div className={stacked.wrap}>
          <Table
            aria-label={t("devices.list")}
            verticalSpacing="xs"
            className={stacked.table}
            role="table"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{NAME}</Table.Th>
                <Table.Th>{DEVICE_ID}</Table.Th>
                <Table.Th>{KIND}</Table.Th>
                <Table.Th>{STATUS}</Table.Th>
                <Table.Th>{LAST_CHECKED}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(printers ?? []).map((printer) => {
                const reading = monitor.readings[printer.id];
                return (
                  <Table.Tr key={printer.id} data-testid={`device-${printer.id}`}>
                    <Table.Td data-label={NAME}>{printer.name}</Table.Td>
                    <Table.Td data-label={DEVICE_ID} ff="monospace">
                      {printer.device_id}
                    </Table.Td>
                    <Table.Td data-label={KIND} data-device-type={deviceTypeOf(printer)}>
                      {kindName(printer.kind)}
                    </Table.Td>
                    <Table.Td data-label={STATUS}>
                      <StatusCell reading={reading} asking={monitor.asking.has(printer.id)} />
                    </Table.Td>
                    <Table.Td data-label={LAST_CHECKED} style={{ whiteSpace: "nowrap" }}>
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
