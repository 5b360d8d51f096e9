// The Node versions the project declares are the ones every installed package supports: the lowest
// version `engines` allows and the one `.nvmrc` names (what CI runs) must satisfy each package's own
// `engines.node` in the lockfile, so `npm ci` never warns EBADENGINE and a pin that needs a newer
// Node fails here rather than on a venue's server.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

type Semver = {
  satisfies: (version: string, range: string) => boolean;
  minVersion: (range: string) => { version: string } | null;
};
const semver = createRequire(import.meta.url)("semver") as Semver;

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), "utf8");
const root = JSON.parse(read("package.json")) as { engines: { node: string } };
const lock = JSON.parse(read("package-lock.json")) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

describe("Node engines", () => {
  const lowest = semver.minVersion(root.engines.node)?.version ?? "";
  const nvmrc = read(".nvmrc").trim();

  it(".nvmrc names a version the project declares", () => {
    expect(lowest).toMatch(/^\d+\.\d+\.\d+$/);
    expect(semver.satisfies(nvmrc, root.engines.node)).toBe(true);
  });

  it("every installed package supports the lowest declared Node and .nvmrc's", () => {
    const refused: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!path || !range) continue;
      for (const version of [lowest, nvmrc]) {
        if (!semver.satisfies(version, range))
          refused.push(`${path}@${entry.version}: node ${range} (not ${version})`);
      }
    }
    expect(refused).toEqual([]);
  });
});
