// The staff pages' texts in this page's language.
import { messages } from "../../lib/i18n";
import catalog from "./staff.messages.json";

export const t = messages("staff", catalog);
