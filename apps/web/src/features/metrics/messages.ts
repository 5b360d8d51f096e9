// The metrics page's texts in this page's language.
import { messages } from "../../lib/i18n";
import catalog from "./metrics.messages.json";

export const t = messages("metrics", catalog);

/** A window's name on the selector: 「6時間」, 「7日」 (as the domain's cpuWindowLabel) or "6 hours". */
export const windowLabel = (hours: number) =>
  hours < 24 ? t("window.hours", { hours }) : t("window.days", { days: hours / 24 });
