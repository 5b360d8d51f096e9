// What `npm run build` writes runs where only the production dependencies are installed
// (`npm ci --omit=dev`, the Docker image): every package a built command imports is declared in
// `dependencies` of a workspace bundled into it (the server, the domain), never a build tool; and
// the scripts that start the build load no package at all.
import { readFileSync, rmSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildServerCommands, SERVER_COMMANDS } from "./server-bundle.mjs";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "apps/server/dist", `test-production-${process.pid}`);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const manifest = (file: string) =>
  JSON.parse(readFileSync(path.join(root, file), "utf8")) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

const isBuiltin = (specifier: string) =>
  specifier.startsWith("node:") || builtinModules.includes(packageOf(specifier));

const BUILD_TOOLS = ["tsx", "esbuild", "vite", "typescript", "vitest", "@biomejs/biome"];

describe("the production build", () => {
  it("imports only packages the server and the domain declare as dependencies", async () => {
    const metafile = await buildServerCommands(outDir);
    const declared = new Set([
      ...Object.keys(manifest("apps/server/package.json").dependencies ?? {}),
      ...Object.keys(manifest("packages/domain/package.json").dependencies ?? {}),
    ]);
    const imported = new Map<string, Set<string>>();
    for (const [output, { imports }] of Object.entries(metafile.outputs)) {
      if (!output.endsWith(".mjs")) continue;
      for (const { path: specifier, external } of imports) {
        if (!external || isBuiltin(specifier)) continue;
        const name = packageOf(specifier);
        imported.set(name, (imported.get(name) ?? new Set()).add(path.basename(output)));
      }
    }
    const commands = Object.keys(metafile.outputs).filter((o) => o.endsWith(".mjs"));
    expect(commands).toHaveLength(Object.keys(SERVER_COMMANDS).length);
    // The server does import packages: an empty list would mean this test reads nothing.
    expect([...imported.keys()]).toEqual(expect.arrayContaining(["fastify", "drizzle-orm", "zod"]));
    const undeclared = [...imported]
      .filter(([name]) => !declared.has(name))
      .map(([name, where]) => `${name} (${[...where].join(", ")})`);
    expect(undeclared).toEqual([]);
    for (const tool of BUILD_TOOLS) expect(imported.has(tool)).toBe(false);
  }, 120_000);

  it("keeps the build tools out of every runtime dependency list", () => {
    for (const file of [
      "package.json",
      "apps/server/package.json",
      "packages/domain/package.json",
    ]) {
      const runtime = Object.keys(manifest(file).dependencies ?? {});
      expect(
        runtime.filter((name) => BUILD_TOOLS.includes(name)),
        file,
      ).toEqual([]);
    }
  });

  it("starts the build with scripts that load no package", () => {
    for (const script of [
      "start-prod.mjs",
      "server-command.mjs",
      "server-bundle.mjs",
      "web-bundle.mjs",
    ]) {
      const text = readFileSync(path.join(root, "scripts", script), "utf8");
      const specifiers = [...text.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1] ?? "");
      expect(specifiers.length, script).toBeGreaterThan(0);
      expect(
        specifiers.filter((s) => !s.startsWith("./") && !isBuiltin(s)),
        script,
      ).toEqual([]);
    }
  });
});
