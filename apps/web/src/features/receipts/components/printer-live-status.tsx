// Under the printer picker while a print is open: the chosen printer asked for its status every few
// seconds (the printer monitor), so staff see 「カバーが開いています」 or 「用紙残りわずか」 before they
// tap 印刷, not after the paper fails.
import type { Printer } from "@lounge-office/domain/printers";
import { Group, Loader, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconPrinterOff } from "@tabler/icons-react";
import { useMonitorSetting, usePrinterMonitor } from "../../../lib/printer-monitor";
import { t } from "../messages";

const LOOKS = {
  ready: { color: "green", Icon: IconCircleCheck },
  warning: { color: "orange", Icon: IconAlertTriangle },
  error: { color: "red", Icon: IconPrinterOff },
  unknown: { color: "red", Icon: IconPrinterOff },
} as const;

export function PrinterLiveStatus({ printer }: { printer: Printer }) {
  const [setting] = useMonitorSetting(printer.lounge_id);
  const monitor = usePrinterMonitor([printer], { intervalMs: setting.intervalMs });
  const reading = monitor.readings[printer.id];
  if (!reading) {
    return (
      <Group gap="xs" c="dimmed" data-testid="printer-live-status" data-level="asking">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t("printerChecking")}</Text>
      </Group>
    );
  }
  const { color, Icon } = LOOKS[reading.level];
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      align="flex-start"
      c={color}
      data-testid="printer-live-status"
      data-level={reading.level}
      aria-live="polite"
    >
      <Icon size={18} aria-hidden style={{ flex: "none", marginTop: 2 }} />
      <Text size="sm">{reading.text}</Text>
    </Group>
  );
}
