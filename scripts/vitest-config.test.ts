// The web tests that replace a module with vi.mock must run isolated (vitest.config.ts): a file that
// starts mocking and is not listed would pass alone and fail after another file loaded the module.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import config, { FULL_RUN_ONLY, WEB_MOCKING_TESTS } from "../vitest.config";

const web = path.resolve(import.meta.dirname, "../apps/web");

function testFiles(dir: string): string[] {
  return readdirSync(path.join(web, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(relative);
    return /\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe("vitest.config.ts", () => {
  it("runs exactly the web test files that call vi.mock in the isolated project", () => {
    const mocking = [...testFiles("src"), ...testFiles("vite-plugins")].filter((file) =>
      /\bvi\.mock\(/.test(readFileSync(path.join(web, file), "utf8")),
    );
    expect([...WEB_MOCKING_TESTS].sort()).toEqual(mocking.sort());
  });

  it("leaves out of the fast lane only files that exist, in projects that exist", () => {
    const roots = new Map(
      (config.test?.projects ?? []).flatMap((project) =>
        typeof project === "object" && "test" in project && project.test?.name
          ? [[project.test.name, project.test.root ?? "."] as const]
          : [],
      ),
    );
    for (const [project, files] of Object.entries(FULL_RUN_ONLY)) {
      const root = roots.get(project);
      expect(root, project).toBeDefined();
      for (const file of files) {
        expect(existsSync(path.resolve(import.meta.dirname, "..", root ?? ".", file)), file).toBe(
          true,
        );
      }
    }
  });

  // The config read here is the lane's that runs this file: the check means something in the full run.
  it.skipIf(process.env.TEST_LANE === "fast")(
    "isolates every server and domain file in the full run (only the fast lane shares them)",
    () => {
      const isolated = (config.test?.projects ?? []).flatMap((project) =>
        typeof project === "object" && "test" in project && project.test?.name
          ? [[project.test.name, project.test.isolate] as const]
          : [],
      );
      for (const [name, isolate] of isolated) {
        if (name === "server" || name === "domain") expect(isolate, name).not.toBe(false);
      }
    },
  );
});
