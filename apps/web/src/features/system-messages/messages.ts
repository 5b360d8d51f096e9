// The system messages' texts (head office's notices) in this page's language.
import { messages } from "../../lib/i18n";
import catalog from "./system-messages.messages.json";

export const t = messages("systemMessages", catalog);
