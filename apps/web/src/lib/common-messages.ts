// The texts of the shared parts (forms, copy buttons, pickers, the network's failures) in this page's
// language.
import type { Role } from "@lounge-office/domain/shared";
import catalog from "./common.messages.json";
import { messages } from "./i18n";

export const t = messages("common", catalog);

/** A role's name (管理者, 店長, スタッフ in Japanese: the domain's own words). */
export const roleName = (role: Role) => t(`role.${role}`);

/** A price as the menus and orders show it: 「1,000円」, or "¥1,000" in English. */
export const yenWord = (amount: number) => t("yen", { amount: amount.toLocaleString("ja-JP") });
