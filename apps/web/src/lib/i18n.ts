// The staff screens in Japanese (the default, and the original system's texts verbatim) or English,
// with Lingui. The language is each member of staff's (kept on the server, PUT /api/v1/session/locale)
// and remembered on the tablet in a cookie, so the sign-in page and the app start in it.
//
// A page's language is fixed for the page's life: it is read once, before any screen's module
// evaluates, and choosing another reloads the page. So a text may be looked up anywhere, in a
// render or in a module's constant (the navigation's labels, the pages' titles), without a context
// to follow.
//
// Texts live in catalogs next to what uses them (`*.messages.json`, each key with its `ja` and `en`):
// `const t = messages("floor", catalog)` loads one and returns its typed look-up.
import { setupI18n } from "@lingui/core";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@lounge-office/domain/session";
import { readCookie, writeCookie } from "./cookies";

export const LOCALE_COOKIE = "lo_locale";

/** The language tag Intl formats dates and numbers with. */
export const LOCALE_TAGS: Record<Locale, string> = { ja: "ja-JP", en: "en-US" };

function remembered(): Locale {
  const value = typeof document === "undefined" ? null : readCookie(LOCALE_COOKIE);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** This page's language. */
export const locale: Locale = remembered();
if (typeof document !== "undefined") document.documentElement.lang = locale;

const i18n = setupI18n({ locale, messages: { [locale]: {} } });

/** A catalog: each key's text in every language. */
export type Catalog = Record<string, Record<Locale, string>>;
/** Values a text's placeholders (`{count}`) take. */
export type MessageValues = Record<string, string | number>;

/**
 * Loads a catalog under its namespace and returns its look-up: `t("key", { count: 2 })` is the key's
 * text in this page's language with its placeholders filled.
 */
export function messages<C extends Catalog>(namespace: string, catalog: C) {
  const own: Record<string, unknown> = {};
  for (const [key, texts] of Object.entries(catalog)) own[`${namespace}.${key}`] = texts[locale];
  i18n.load(locale, own as Record<string, string>);
  const lookup = (key: keyof C & string, values?: MessageValues): string =>
    i18n._(`${namespace}.${key}`, values);
  /**
   * A text with an element inside it (its `slot` placeholder: a link, a bold figure) as the words
   * before and after the element, so a screen puts the element between them: the words around it
   * come in a different order from language to language.
   */
  const around = (key: keyof C & string, slot: string, values: MessageValues = {}) => {
    const [before = "", after = ""] = lookup(key, { ...values, [slot]: SLOT }).split(SLOT);
    return [before, after] as const;
  };
  return Object.assign(lookup, { around });
}

/** Stands for an element while its text is looked up: a character no text contains. */
const SLOT = "\uE000";

/**
 * Remembers the language on this tablet and loads the page again in it (only once the cookie holds
 * it: a browser that refuses cookies stays in this page's language rather than reloading for ever).
 */
export function switchLocale(next: Locale, reload: () => void = () => window.location.reload()) {
  rememberLocale(next);
  if (next !== locale && readCookie(LOCALE_COOKIE) === next) reload();
}

/** Remembers the language on this tablet for the next page load (signing in brings the staff's). */
export function rememberLocale(next: Locale) {
  writeCookie(LOCALE_COOKIE, next, 400);
}
