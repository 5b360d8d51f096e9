// The floor reports' texts in this page's language.
import type { GroupChangeAction } from "@lounge-office/domain/floor";
import { messages } from "../../../../lib/i18n";
import catalog from "./reports.messages.json";

export const t = messages("floorReports", catalog);

/** An event log's status: 「ソロ」 or 「相席」 in Japanese. */
export const logStatusName = (status: "solo" | "share") => t(`status.${status}`);

/** A floor correction's kind: the domain's GROUP_CHANGE_LABEL in Japanese. */
export const groupChangeName = (action: GroupChangeAction) => t(`action.${action}`);

/** The kinds of inconsistency the server finds, each with its name on the list. */
const INVALID_KINDS = [
  "open_after_leave",
  "overlap",
  "end_before_start",
  "long_stay",
  "settled_without_logs",
] as const;
type InvalidKind = (typeof INVALID_KINDS)[number];
const isInvalidKind = (kind: string): kind is InvalidKind =>
  (INVALID_KINDS as readonly string[]).includes(kind);

/** An inconsistency's kind by name; a kind the server added since is shown as it comes. */
export const invalidKindName = (kind: string) => (isInvalidKind(kind) ? t(`kind.${kind}`) : kind);
