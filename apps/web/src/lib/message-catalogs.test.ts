// Every catalog of the staff screens, checked as a whole: each text in both languages, each one a
// message Lingui compiles, the same placeholders in both, every catalog in use; the Japanese texts
// that also live in the domain (roles, the sign-in form's blank fields) the same as there.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { WEEKDAY_NAMES } from "@lounge-office/domain/lounges";
import { LOCALES, SIGN_IN_BLANK } from "@lounge-office/domain/session";
import {
  DAY_TYPE_LABELS,
  ERROR_MESSAGES_JA,
  GENDER_LABELS,
  GENRE_KIND_JA,
  PAYMENT_LABELS,
  ROLE_JA,
} from "@lounge-office/domain/shared";
import { describe, expect, it } from "vitest";
import { compileCatalog } from "../../vite-plugins/message-catalogs";
import { locale, messages } from "./i18n";

const SRC = path.resolve(__dirname, "..");
const files = readdirSync(SRC, { recursive: true, encoding: "utf8" });
const catalogs = files.filter((file) => file.endsWith(".messages.json"));
const sources = files.filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));

type Catalog = Record<string, Record<string, string>>;
const read = (file: string) => JSON.parse(readFileSync(path.join(SRC, file), "utf8")) as Catalog;

/** The placeholders a text fills (`{name}`, `{count, plural, …}`). */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1]).sort();

describe("message catalogs", () => {
  it("are found", () => {
    expect(catalogs.length).toBeGreaterThanOrEqual(2);
  });

  it.each(catalogs)("%s: every key in Japanese and English, neither blank", (file) => {
    for (const [key, texts] of Object.entries(read(file))) {
      expect(Object.keys(texts).sort(), `${file} ${key}`).toEqual([...LOCALES].sort());
      for (const language of LOCALES) {
        expect(texts[language]?.trim(), `${file} ${key} (${language})`).toBeTruthy();
      }
    }
  });

  it.each(catalogs)(
    "%s: the same placeholders in both languages, and every text compiles",
    (file) => {
      const catalog = read(file);
      for (const [key, texts] of Object.entries(catalog)) {
        expect(placeholders(texts.en ?? ""), `${file} ${key}`).toEqual(
          placeholders(texts.ja ?? ""),
        );
      }
      expect(() => compileCatalog(catalog, file)).not.toThrow();
    },
  );

  it.each(catalogs)("%s: is loaded by a screen", (file) => {
    const name = path.basename(file);
    const users = sources.filter((source) =>
      readFileSync(path.join(SRC, source), "utf8").includes(`/${name}"`),
    );
    expect(users, file).not.toEqual([]);
  });

  it("fails the build on a text that is not a message, naming its key", () => {
    expect(() =>
      compileCatalog({ broken: { ja: "{name", en: "{name}" } }, "x.messages.json"),
    ).toThrow(/x\.messages\.json: "broken" \(ja\)/);
  });

  it("keeps the domain's Japanese texts as they are", () => {
    const common = read("lib/common.messages.json");
    const signIn = read("features/session/components/sign-in.messages.json");
    const inCommon: [string, Record<string, string>][] = [
      ["role", ROLE_JA],
      ["gender", GENDER_LABELS],
      ["dayType", DAY_TYPE_LABELS],
      ["payment", PAYMENT_LABELS],
      ["error", ERROR_MESSAGES_JA],
    ];
    for (const [prefix, texts] of inCommon) {
      for (const [value, text] of Object.entries(texts)) {
        expect(common[`${prefix}.${value}`]?.ja, `${prefix}.${value}`).toBe(text);
      }
    }
    for (const [field, text] of Object.entries(SIGN_IN_BLANK)) {
      expect(signIn[`blank.${field}`]?.ja).toBe(text);
    }
    const lounges = read("features/lounges/lounges.messages.json");
    WEEKDAY_NAMES.forEach((name, index) => {
      expect(lounges[`weekday.${index}`]?.ja).toBe(name);
    });
    const menus = read("features/menus/menus.messages.json");
    for (const [kind, text] of Object.entries(GENRE_KIND_JA)) {
      expect(menus[`genreKind.${kind}`]?.ja).toBe(text);
    }
  });

  it("looks a text up in this page's language (Japanese by default), its placeholders filled", () => {
    expect(locale).toBe("ja");
    const t = messages("test", { hello: { ja: "{name}さん、こんにちは", en: "Hello, {name}" } });
    expect(t("hello", { name: "青木" })).toBe("青木さん、こんにちは");
  });

  it("splits a text around an element's placeholder, the other placeholders filled", () => {
    const t = messages("test-around", {
      open: { ja: "{link}で{name}を開きます", en: "Open {name} at {link}" },
    });
    expect(t.around("open", "link", { name: "証明書" })).toEqual(["", "で証明書を開きます"]);
  });
});
