// The lounge settings' texts in this page's language.
import { messages } from "../../lib/i18n";
import catalog from "./lounges.messages.json";

export const t = messages("lounges", catalog);

/** A weekday's short name, Sunday first: 「日」…「土」 (the domain's WEEKDAY_NAMES) or "Sun"…"Sat". */
export const weekdayName = (index: number) => t(`weekday.${index}` as keyof typeof catalog);
