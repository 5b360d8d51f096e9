// The texts of the shared parts (forms, copy buttons, pickers, the network's failures) in this page's
// language.
import type { DayType, Gender, Role } from "@lounge-office/domain/shared";
import catalog from "./common.messages.json";
import { messages } from "./i18n";

export const t = messages("common", catalog);

/** A role's name (管理者, 店長, スタッフ in Japanese: the domain's own words). */
export const roleName = (role: Role) => t(`role.${role}`);

/** A price as the menus and orders show it: 「1,000円」, or "¥1,000" in English. */
export const yenWord = (amount: number) => t("yen", { amount: amount.toLocaleString("ja-JP") });

/** A gender's name (男性, 女性, その他 in Japanese: the domain's GENDER_LABELS). */
export const genderName = (gender: Gender) => t(`gender.${gender}`);

/** A day type's name (平日, 金土祝前 in Japanese: the domain's DAY_TYPE_LABELS). */
export const dayTypeName = (dayType: DayType) => t(`dayType.${dayType}`);

/** A payment means' name (現金, クレジット, 電子マネー in Japanese: the domain's PAYMENT_LABELS). */
export const paymentName = (means: "cash" | "credit" | "e_money") => t(`payment.${means}`);
