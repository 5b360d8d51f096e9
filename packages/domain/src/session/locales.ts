// The languages staff screens come in, apart from the schemas (the sign-in page ships without zod).
// Japanese is the default and the original system's language; English is the other.
export const LOCALES = ["ja", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "ja";

/** Each language named in itself, as the language chooser lists it. */
export const LOCALE_NAMES: Record<Locale, string> = { ja: "日本語", en: "English" };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (LOCALES as readonly string[]).includes(value);
