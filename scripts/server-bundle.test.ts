// npm start runs the server from one esbuild bundle: a module that finds files beside itself still
// finds them there (its import.meta.url is its own, not the bundle's), and the bundled server
// starts, migrates an empty database and answers.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { buildServerBundle } from "./server-bundle.mjs";

const root = path.resolve(import.meta.dirname, "..");
// Under apps/server, whose packages the bundle imports from node_modules.
const outDir = path.join(root, "apps/server/dist", `test-${process.pid}`);
const fixtures = mkdtempSync(path.join(tmpdir(), "server-bundle-"));
const running: ChildProcess[] = [];

afterAll(() => {
  for (const child of running) child.kill("SIGKILL");
  rmSync(outDir, { recursive: true, force: true });
  rmSync(fixtures, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("the server bundle", () => {
  it("gives each bundled module its own import.meta.url", async () => {
    const nested = path.join(fixtures, "src/deep/er");
    mkdirSync(nested, { recursive: true });
    writeFileSync(
      path.join(nested, "where.ts"),
      'import { fileURLToPath } from "node:url";\nexport const where: string = fileURLToPath(import.meta.url);\n',
    );
    const entry = path.join(fixtures, "src/entry.ts");
    writeFileSync(entry, 'export { where } from "./deep/er/where";\n');
    const outfile = path.join(outDir, "fixture/entry.mjs");
    await buildServerBundle(outfile, entry);
    const { where } = await import(pathToFileURL(outfile).href);
    expect(where).toBe(path.join(nested, "where.ts"));
  });

  it("starts on an empty PGlite folder: migrations found, answers, serves the web app's page", async () => {
    const outfile = path.join(outDir, "server/main.mjs");
    await buildServerBundle(outfile);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, [outfile], {
      env: { ...env, DATA_DIR: path.join(fixtures, "data"), SEED_DEMO: "false" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    running.push(child);
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    const listening = new Promise<void>((resolve) =>
      child.stdout?.on("data", () => output.includes("Lounge Office is running") && resolve()),
    );
    await Promise.race([listening, exited]);
    expect(output).toContain("Lounge Office is running");

    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ database: "ok" });
    // The page comes from apps/web/dist, found from the bundle as from the source.
    const page = await (
      await fetch(`${base}/sign_in`, { headers: { accept: "text/html" } })
    ).text();
    const built = path.join(root, "apps/web/dist/index.html");
    // The server adds the page's own connect-src in a meta tag; the rest is the built file.
    const withoutMeta = page.replace(/<meta name="connect-src" content="[^"]*">/, "");
    if (existsSync(built)) expect(withoutMeta).toBe(readFileSync(built, "utf8"));
    else expect(page).toContain("Web bundle not built");

    child.kill("SIGTERM");
    await exited;
  });
});
