// On the board of a tablet that prints: its printer watched every few seconds (lib/printer-monitor),
// and a notice above the board as soon as the next receipt would fail or soon will — the cover open,
// the roll out or near its end, the battery low, no answer — in one line that unfolds into what was
// read, when, and what to do. Nothing shows while the printer is ready.
import type { Printer } from "@lounge-office/domain/printers";
import { Button, Group, Stack, Text } from "@mantine/core";
import { IconPrinter, IconPrinterOff, IconRefresh } from "@tabler/icons-react";
import { CollapsibleNotice } from "../../../lib/collapsible-notice";
import { dayjs } from "../../../lib/dayjs";
import {
  type MonitorReading,
  type MonitorSetting,
  useMonitorSetting,
  usePrinterMonitor,
} from "../../../lib/printer-monitor";
import { useChosenPrinter } from "../../../lib/printers";
import { useSession } from "../../../lib/session";
import { t } from "../messages";
import { batteryText } from "./monitor-words";

const NOTICE_COLORS = { warning: "yellow", error: "red", unknown: "red" } as const;

export function BoardPrinterMonitor({ loungeId }: { loungeId: number }) {
  const [setting, save] = useMonitorSetting(loungeId);
  // A tablet that does not print reads no printers at all: nothing to ask, nothing cached.
  if (!setting.on) return null;
  return <WatchedPrinter loungeId={loungeId} setting={setting} save={save} />;
}

function WatchedPrinter({
  loungeId,
  setting,
  save,
}: {
  loungeId: number;
  setting: MonitorSetting;
  save: (next: MonitorSetting) => void;
}) {
  const { printer } = useChosenPrinter(loungeId);
  const monitor = usePrinterMonitor(printer ? [printer] : [], { intervalMs: setting.intervalMs });
  const reading = printer ? monitor.readings[printer.id] : undefined;
  if (!printer || !reading || reading.level === "ready") return null;
  return (
    <CollapsibleNotice
      color={NOTICE_COLORS[reading.level]}
      icon={
        reading.level === "warning" ? (
          <IconPrinter size={20} aria-hidden style={{ flex: "none" }} />
        ) : (
          <IconPrinterOff size={20} aria-hidden style={{ flex: "none" }} />
        )
      }
      summary={t("monitor.summary", { name: printer.name, text: reading.text })}
      openSummary={t("monitor.open", { name: printer.name })}
      data-testid="printer-monitor"
    >
      <MonitorDetails
        printer={printer}
        reading={reading}
        checking={monitor.checking}
        onCheck={monitor.checkNow}
        onStop={() => save({ ...setting, on: false })}
      />
    </CollapsibleNotice>
  );
}

function MonitorDetails({
  printer,
  reading,
  checking,
  onCheck,
  onStop,
}: {
  printer: Printer;
  reading: MonitorReading;
  checking: boolean;
  onCheck: () => void;
  onStop: () => void;
}) {
  const zone = useSession().data?.lounge.time_zone ?? "Asia/Tokyo";
  const battery = batteryText(reading.battery);
  return (
    <Stack gap="xs" data-level={reading.level}>
      <Text>{reading.text}</Text>
      {battery && <Text size="sm">{battery}</Text>}
      <Text size="sm" c="dimmed">
        {t("monitor.checkedAt", {
          ip: printer.ip,
          time: dayjs(reading.checkedAt).tz(zone).format("HH:mm:ss"),
        })}
      </Text>
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconRefresh size={18} />}
          onClick={onCheck}
          loading={checking}
        >
          {t("monitor.checkNow")}
        </Button>
        <Button variant="subtle" color="gray" onClick={onStop}>
          {t("monitor.stop")}
        </Button>
      </Group>
    </Stack>
  );
}
