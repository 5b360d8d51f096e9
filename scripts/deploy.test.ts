// The production recipe's files agree with each other and lint clean: every variable the server
// reads is in the README's table and in .env.example (and every variable compose.yaml asks for);
// the Dockerfile installs with every workspace's manifest; compose.yaml passes dclint (the compose
// specification's schema and its rules), the Dockerfile dockerfile-utils, and compose's Caddyfile
// `caddy adapt` where Caddy is installed. CI builds the image itself where a Docker engine runs.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CONFIG_VARIABLES } from "../apps/server/src/config";

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);
const scratch = mkdtempSync(path.join(tmpdir(), "lounge-office-deploy-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The variables of the README's "Configuration" table. */
function readmeVariables(): string[] {
  const readme = read("README.md");
  const start = readme.indexOf("## Configuration");
  const section = readme.slice(start, readme.indexOf("\n## ", start + 1));
  return [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((m) => m[1] ?? "");
}

/** Every `NAME=` of .env.example, set or commented out. */
const exampleVariables = () =>
  [...read(".env.example").matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1] ?? "");

describe("the production recipe", () => {
  it("documents every variable the server reads, in the README and in .env.example", () => {
    expect(readmeVariables().sort()).toEqual([...CONFIG_VARIABLES].sort());
    const example = new Set(exampleVariables());
    expect(readmeVariables().filter((name) => !example.has(name))).toEqual([]);
  });

  it("names in .env.example every variable compose.yaml reads", () => {
    const asked = [...read("compose.yaml").matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]);
    expect(asked.length).toBeGreaterThan(0);
    const example = new Set(exampleVariables());
    expect([...new Set(asked)].filter((name) => name && !example.has(name))).toEqual([]);
  });

  it("copies every workspace's manifest before each npm ci of the Dockerfile", () => {
    const { workspaces } = JSON.parse(read("package.json")) as { workspaces: string[] };
    const stages = read("Dockerfile")
      .split(/^FROM /m)
      .slice(1);
    expect(stages).toHaveLength(2);
    for (const stage of stages) {
      const install = stage.indexOf("npm ci");
      expect(install).toBeGreaterThan(0);
      const before = stage.slice(0, install);
      for (const workspace of workspaces)
        expect(before, workspace).toContain(`COPY ${workspace}/package.json ${workspace}/`);
      expect(before).toContain("COPY package.json package-lock.json ./");
    }
  });

  it("lints compose.yaml with dclint, and dclint does catch a broken file", () => {
    const clean = spawnSync(bin("dclint"), ["compose.yaml"], { cwd: root, encoding: "utf8" });
    expect(clean.stdout + clean.stderr).not.toMatch(/error|warning/i);
    expect(clean.status).toBe(0);
    const brokenFile = path.join(scratch, "compose.yaml");
    writeFileSync(
      brokenFile,
      read("compose.yaml").replace("init: true", "init: true\n    no_such_key: 1"),
    );
    const broken = spawnSync(bin("dclint"), [brokenFile], { cwd: root, encoding: "utf8" });
    expect(broken.stdout).toContain("invalid-schema");
    expect(broken.status).not.toBe(0);
  }, 60_000);

  it("lints the Dockerfile with dockerfile-utils, which does catch a broken one", () => {
    const lint = (file: string) =>
      spawnSync(bin("dockerfile-utils"), ["lint", file], { cwd: root, encoding: "utf8" });
    const clean = lint("Dockerfile");
    expect(clean.stdout.trim()).toBe("");
    const brokenFile = path.join(scratch, "Dockerfile");
    writeFileSync(brokenFile, read("Dockerfile").replace("EXPOSE 3000", "EXPOSE port-3000"));
    expect(lint(brokenFile).stdout).toContain("EXPOSE");
  }, 30_000);

  it.skipIf(spawnSync("caddy", ["version"]).status !== 0)(
    "adapts compose's Caddyfile with Caddy (several site addresses from LOUNGE_OFFICE_SITES)",
    () => {
      const adapted = execFileSync(
        "caddy",
        ["adapt", "--config", "deploy/compose/Caddyfile", "--adapter", "caddyfile"],
        {
          cwd: root,
          encoding: "utf8",
          env: {
            ...process.env,
            LOUNGE_OFFICE_SITES: "https://192.168.1.10, https://lounge.local",
          },
        },
      );
      const config = JSON.parse(adapted) as object;
      expect(JSON.stringify(config)).toContain('"host":["192.168.1.10","lounge.local"]');
      expect(JSON.stringify(config)).toContain('"dial":"app:3000"');
    },
  );
});
