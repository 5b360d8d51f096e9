// The monitor's readings in staff's words, where a reading needs more than its one line.
import type { MonitorReading } from "../../../lib/printer-monitor";

/** The battery as staff read it; null when the printer has none (or did not say). */
export function batteryText(battery: MonitorReading["battery"]): string | null {
  if (!battery || battery.power === "none") return null;
  if (battery.power === "ac") return "バッテリー: AC電源";
  const level = battery.level === null ? "残量不明" : `残量 ${battery.level}/6`;
  return `バッテリー: ${level}${battery.low ? "（充電してください）" : ""}`;
}
