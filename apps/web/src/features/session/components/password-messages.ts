// The password dialog's texts in this page's language.
import { messages } from "../../../lib/i18n";
import catalog from "./password.messages.json";

export const t = messages("password", catalog);
