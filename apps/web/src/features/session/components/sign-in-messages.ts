// The sign-in page's texts in this page's language.
import { messages } from "../../../lib/i18n";
import catalog from "./sign-in.messages.json";

export const t = messages("signIn", catalog);
