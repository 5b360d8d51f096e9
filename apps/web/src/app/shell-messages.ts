// The shell's texts (navigation, header, user menu, page titles) in this page's language.
import { messages } from "../lib/i18n";
import catalog from "./shell.messages.json";

export const t = messages("shell", catalog);
