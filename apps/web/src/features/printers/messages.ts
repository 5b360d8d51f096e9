// The printers' texts in this page's language. What the customer display shows the guests stays in
// Japanese (display-lines.ts): it is not the staff's screen.
import type { PRINTER_MODELS, Printer } from "@lounge-office/domain/printers";
import { messages } from "../../lib/i18n";
import catalog from "./printers.messages.json";

export const t = messages("printers", catalog);

type Kind = Printer["kind"];

// Looked up once: every row of the printer and device tables names its kind.
const KIND_NAMES: Record<Kind, string> = {
  printer: t("kind.printer"),
  display: t("kind.display"),
};

/** A device kind's name: the domain's PRINTER_KIND_LABELS in Japanese. */
export const kindName = (kind: Kind) => KIND_NAMES[kind];

/** A printer model's name: the label of the domain's PRINTER_MODELS in Japanese. */
export const modelName = (key: (typeof PRINTER_MODELS)[number]["key"]) => t(`model.${key}`);
