// The orders' texts in this page's language.
import { messages } from "../../lib/i18n";
import catalog from "./orders.messages.json";

export const t = messages("orders", catalog);
