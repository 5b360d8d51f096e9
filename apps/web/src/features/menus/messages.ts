// The menus' texts in this page's language.
import type { GenreKind } from "@lounge-office/domain/shared";
import { messages } from "../../lib/i18n";
import catalog from "./menus.messages.json";

export const t = messages("menus", catalog);

/** A genre kind's name: the domain's GENRE_KIND_JA in Japanese. */
export const genreKindName = (kind: GenreKind) => t(`genreKind.${kind}`);
