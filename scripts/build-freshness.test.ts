// npm start builds only when a bundle is older than its sources: any change under a source folder
// (an edit, a new file, a rename, a removal) makes it stale, while tests and skipped folders do not.
// Times are set explicitly (utimes), never waited for.
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildDated, isUpToDate, newestChange } from "./build-freshness.mjs";

/** Seconds: the output's time in these tests (2023, so that a build run now is later). */
const BUILT = 1_700_000_000;
const BEFORE = BUILT - 100;
const AFTER = BUILT + 100;

let scratch: string;
let sources: string;
let output: string;

/** Writes `file` under the scratch folder, dated `at` (seconds), its folders too. */
function write(file: string, at = BEFORE) {
  const full = path.join(scratch, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, "x");
  utimesSync(full, at, at);
  return full;
}

/** Dates every folder under the sources as before the build (creating files touched them). */
function settleFolders(dir = sources) {
  utimesSync(dir, BEFORE, BEFORE);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) settleFolders(path.join(dir, entry.name));
  }
}

beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), "build-freshness-"));
  sources = path.join(scratch, "src");
  write("src/main.ts");
  write("src/feature/page.tsx");
  output = write("dist/index.html", BUILT);
  settleFolders();
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe("isUpToDate", () => {
  it("holds when the output is newer than every source", () => {
    expect(isUpToDate(output, [sources])).toBe(true);
  });

  it("fails when the output is missing", () => {
    rmSync(output);
    expect(isUpToDate(output, [sources])).toBe(false);
  });

  it("fails when a nested source was edited after the build", () => {
    write("src/feature/page.tsx", AFTER);
    expect(isUpToDate(output, [sources])).toBe(false);
  });

  it("fails when a source is as new as the output (it may have been saved during the build)", () => {
    write("src/main.ts", BUILT);
    expect(isUpToDate(output, [sources])).toBe(false);
  });

  it("fails when a file was renamed, removed or added keeping an old time", () => {
    const folder = path.join(sources, "feature");
    renameSync(path.join(folder, "page.tsx"), path.join(folder, "renamed.tsx"));
    expect(isUpToDate(output, [sources])).toBe(false);
    settleFolders();
    rmSync(path.join(folder, "renamed.tsx"));
    expect(isUpToDate(output, [sources])).toBe(false);
    settleFolders();
    write("src/feature/copied.tsx", BEFORE);
    expect(isUpToDate(output, [sources])).toBe(false);
  });

  it("looks at single files and ignores sources that do not exist", () => {
    const lockfile = write("package-lock.json");
    expect(isUpToDate(output, [sources, lockfile, path.join(scratch, "missing")])).toBe(true);
    write("package-lock.json", AFTER);
    expect(isUpToDate(output, [sources, lockfile])).toBe(false);
  });

  it("ignores test files, installed packages and build outputs under the sources", () => {
    write("src/feature/page.test.tsx", AFTER);
    write("src/node_modules/pkg/index.js", AFTER);
    write("src/dist/old.js", AFTER);
    settleFolders();
    expect(newestChange([sources])).toBe(BEFORE * 1000);
    expect(isUpToDate(output, [sources])).toBe(true);
  });
});

describe("buildDated", () => {
  it("dates the output before the build started: a source saved meanwhile makes it stale", async () => {
    await buildDated(output, () => {
      writeFileSync(output, "built");
      // A save while the build runs: dated now, as the file system would.
      writeFileSync(path.join(sources, "main.ts"), "edited during the build");
    });
    expect(isUpToDate(output, [sources])).toBe(false);
  });

  it("leaves a first build up to date, though its new output folder sits in a source folder", async () => {
    const firstOutput = path.join(sources, "dist/index.html");
    await buildDated(firstOutput, () => writeFileSync(firstOutput, "built"));
    expect(isUpToDate(firstOutput, [sources])).toBe(true);
  });

  it("leaves an output up to date when a source changed just before the build (npm ci && npm start)", async () => {
    // node_modules' lockfile, written by npm ci a moment before the build started.
    writeFileSync(path.join(sources, "main.ts"), "installed just now");
    await buildDated(output, () => writeFileSync(output, "built"), [sources]);
    expect(isUpToDate(output, [sources])).toBe(true);
  });

  it("leaves an output up to date when nothing changed during the build", async () => {
    await buildDated(output, () => writeFileSync(output, "built"));
    expect(isUpToDate(output, [sources])).toBe(true);
  });
});
