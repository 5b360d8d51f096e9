// The monitor's readings in staff's words, where a reading needs more than its one line.
import type { MonitorReading } from "../../../lib/printer-monitor";
import { t } from "../messages";

/** The battery as staff read it; null when the printer has none (or did not say). */
export function batteryText(battery: MonitorReading["battery"]): string | null {
  if (!battery || battery.power === "none") return null;
  if (battery.power === "ac") return t("battery.ac");
  const level =
    battery.level === null ? t("battery.unknown") : t("battery.level", { level: battery.level });
  return t(battery.low ? "battery.low" : "battery", { level });
}
