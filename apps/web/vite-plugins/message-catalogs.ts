// Message catalogs (`*.messages.json`: each key with its Japanese and English text, ICU MessageFormat)
// compiled at build time with Lingui's compiler, so the page ships compiled messages and no parser.
// TypeScript reads the same JSON file, so a key missing from a catalog is a type error where it is
// used; `src/lib/message-catalogs.test.ts` checks every catalog's two languages against each other.
import { readFile } from "node:fs/promises";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

const CATALOG = /\.messages\.json$/;
/** A virtual id that does not end in `.json`, so Vite's own JSON handling leaves the module alone. */
const PREFIX = "\0message-catalog:";
const SUFFIX = ".js";

type Catalog = Record<string, Record<string, string>>;

/** Each entry's texts compiled; a text that does not parse fails the build and names its key. */
export function compileCatalog(catalog: Catalog, file: string) {
  const compiled: Record<string, Record<string, unknown>> = {};
  for (const [key, texts] of Object.entries(catalog)) {
    compiled[key] = {};
    for (const [locale, text] of Object.entries(texts)) {
      try {
        compiled[key][locale] = compileMessageOrThrow(text);
      } catch (error) {
        throw new Error(`${file}: "${key}" (${locale}) is not a valid message: ${String(error)}`);
      }
    }
  }
  return compiled;
}

export function messageCatalogs(): Plugin {
  return {
    name: "lounge-office:message-catalogs",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!CATALOG.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? PREFIX + resolved.id + SUFFIX : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -SUFFIX.length);
      this.addWatchFile(file);
      const catalog = JSON.parse(await readFile(file, "utf8")) as Catalog;
      return `export default ${JSON.stringify(compileCatalog(catalog, file))};`;
    },
  };
}
