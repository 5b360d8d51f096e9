// Every ePOS fact the domain declares is there because code uses it: a constant read only by a test
// of its own value (or by nothing) is a guess about a device we do not talk to yet.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const codesFile = path.join(root, "packages/domain/src/shared/epos/epos-codes.ts");
const SKIPPED_DIRS = new Set(["node_modules", "dist", "data", ".tmp", "test-results", ".git"]);

/** The repository's code outside tests: what counts as a use. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    const code = /\.(ts|tsx|mts|mjs)$/.test(entry.name);
    const test = /\.(test|spec)\.tsx?$/.test(entry.name);
    return code && !test ? [full] : [];
  });
}

const mentions = (text: string, name: string) =>
  text.match(new RegExp(`\\b${name}\\b`, "g"))?.length ?? 0;

describe("epos-codes.ts", () => {
  it("declares only constants that code uses", () => {
    const own = readFileSync(codesFile, "utf8");
    const names = [...own.matchAll(/^export const (\w+)/gm)].map((match) => match[1] as string);
    const others = ["apps", "packages", "tools", "e2e", "bench", "scripts"]
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .filter((file) => file !== codesFile)
      .map((file) => readFileSync(file, "utf8"));
    expect(names.length).toBeGreaterThan(5);
    const unused = names.filter(
      (name) => mentions(own, name) < 2 && !others.some((text) => mentions(text, name) > 0),
    );
    expect(unused).toEqual([]);
  });
});
