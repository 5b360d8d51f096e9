// HTTPS on the venue's LAN, as README.md's "HTTPS on the LAN (tablets)" sets it up. The README shows
// deploy/caddy/Caddyfile as it is; Caddy runs that file (as this user, on free ports, its storage in
// a temporary folder: nothing on the system changes) in front of an app started as the recipe says
// (TRUST_PROXY=true; the suite's own server trusts no proxy). Chromium, trusting only the key of
// Caddy's certificate authority, opens https://lounge.local: a secure context, a sign-in the app
// accepts only through the forwarded headers, and the floor board live over /cable through Caddy.
// Without caddy the test is skipped, unless CI_REQUIRE_E2E=1 (CI installs it, .ci/run).
import { type ChildProcess, spawn } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:https";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, test } from "@playwright/test";
import { signInThroughUi } from "./helpers";

const root = path.resolve(import.meta.dirname, "..");
const CADDYFILE = path.join(root, "deploy/caddy/Caddyfile");
// Looked up on PATH, not run: any caddy command makes an empty ~/.step folder.
const caddyInstalled = (process.env.PATH ?? "")
  .split(path.delimiter)
  .some((dir) => dir !== "" && existsSync(path.join(dir, "caddy")));

/** `text` with `from`, which must be there exactly once, replaced: the file cannot drift unseen. */
function replaceOnce(text: string, from: string, to: string) {
  expect(text.split(from), `"${from}" once in deploy/caddy/Caddyfile`).toHaveLength(2);
  return text.replace(from, to);
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A child process with the tail of its stderr, for the message when it fails. */
function start(command: string, args: string[], cwd: string, env: Record<string, string>) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
  let stderr = "";
  child.stdout?.resume();
  child.stderr?.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4_000);
  });
  return { child, stderr: () => stderr };
}

/** Polls `ready` until it holds; fails at once, with its output, if the child exits meanwhile. */
async function waitFor(what: string, run: ReturnType<typeof start>, ready: () => Promise<boolean>) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (run.child.exitCode !== null) throw new Error(`${what} exited:\n${run.stderr()}`);
    if (await ready().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`${what} not ready within 120 s:\n${run.stderr()}`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  if ((await Promise.race([exited, sleep(10_000, "late")])) === "late") child.kill("SIGKILL");
}

/** GET over TLS to Caddy on loopback as `lounge.local`, trusting only `ca`: the status. */
const statusThroughCaddy = (port: number, ca: string, pathname: string) =>
  new Promise<number>((resolve, reject) => {
    const options = { host: "127.0.0.1", port, path: pathname, servername: "lounge.local", ca };
    get({ ...options, headers: { host: `lounge.local:${port}` } }, (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    }).on("error", reject);
  });

test("README.md shows deploy/caddy/Caddyfile as it is", () => {
  const readme = readFileSync(path.join(root, "README.md"), "utf8");
  const section = readme.split("\n## HTTPS on the LAN (tablets)\n")[1]?.split("\n## ")[0] ?? "";
  expect(section.match(/\n```caddy\n([\s\S]*?)```\n/)?.[1]).toBe(readFileSync(CADDYFILE, "utf8"));
});

test("through Caddy's tls internal: a secure context, sign-in and the live board over wss", async ({
  playwright,
  launchOptions,
}) => {
  if (!caddyInstalled && process.env.CI_REQUIRE_E2E === "1") {
    throw new Error("caddy is not installed: CI installs it (.ci/run) and never skips this test");
  }
  test.skip(!caddyInstalled, "caddy is not installed (sudo apt-get install -y caddy)");
  // A fresh database is migrated and seeded first (some 20 s idle, several times that when loaded).
  test.setTimeout(240_000);
  const work = mkdtempSync(path.join(tmpdir(), "lounge-lan-https-"));
  const [appPort, httpPort, httpsPort] = [await freePort(), await freePort(), await freePort()];
  const started: ChildProcess[] = [];
  try {
    // The app as the recipe runs it, on a database of its own.
    const app = start(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], root, {
      HOST: "127.0.0.1",
      PORT: String(appPort),
      TRUST_PROXY: "true",
      DATA_DIR: path.join(work, "data"),
      DATABASE_URL: "",
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
    });
    started.push(app.child);

    // The repository's Caddyfile, with only what a test run needs changed.
    let caddyfile = readFileSync(CADDYFILE, "utf8");
    caddyfile = replaceOnce(
      caddyfile,
      "\tskip_install_trust\n",
      `\tskip_install_trust\n\tadmin off\n\tdefault_bind 127.0.0.1\n\thttp_port ${httpPort}\n\thttps_port ${httpsPort}\n`,
    );
    caddyfile = replaceOnce(
      caddyfile,
      "reverse_proxy 127.0.0.1:3000",
      `reverse_proxy 127.0.0.1:${appPort}`,
    );
    writeFileSync(path.join(work, "Caddyfile"), caddyfile);
    const caddy = start("caddy", ["run", "--config", "Caddyfile", "--adapter", "caddyfile"], work, {
      HOME: work,
      XDG_DATA_HOME: path.join(work, "xdg-data"),
      XDG_CONFIG_HOME: path.join(work, "xdg-config"),
    });
    started.push(caddy.child);

    // $XDG_DATA_HOME/caddy/pki/…: /var/lib/caddy/.local/share/caddy/pki/… for the Debian service.
    const rootCrt = path.join(work, "xdg-data/caddy/pki/authorities/local/root.crt");
    await waitFor("caddy", caddy, async () => existsSync(rootCrt));
    const ca = readFileSync(rootCrt, "utf8");
    await waitFor("the app behind caddy", app, async () => {
      return (await statusThroughCaddy(httpsPort, ca, "/healthz")) === 200;
    });

    // Chromium matches the list against the certificates the server sends, the leaf and Caddy's
    // intermediate (the root's key does not match: the root is not sent). The intermediate, which
    // root.crt signed, stands in for the root an iPad trusts; Node's probe above trusted root.crt.
    const intermediate = new X509Certificate(
      readFileSync(rootCrt.replace("root.crt", "intermediate.crt")),
    );
    expect(intermediate.verify(new X509Certificate(ca).publicKey)).toBe(true);
    const spki = createHash("sha256")
      .update(intermediate.publicKey.export({ type: "spki", format: "der" }))
      .digest("base64");
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      args: [
        ...(launchOptions.args ?? []),
        "--host-resolver-rules=MAP lounge.local 127.0.0.1",
        `--ignore-certificate-errors-spki-list=${spki}`,
      ],
    });
    try {
      const origin = `https://lounge.local:${httpsPort}`;
      const context = await browser.newContext({
        baseURL: origin,
        locale: "ja-JP",
        timezoneId: "Asia/Tokyo",
        viewport: { width: 1024, height: 768 },
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.goto("/sign_in");
      await expect(page.getByRole("button", { name: "サインイン" })).toBeVisible();
      expect(
        await page.evaluate(() => ({
          secure: window.isSecureContext,
          serviceWorker: navigator.serviceWorker !== undefined,
          clipboard: navigator.clipboard !== undefined,
        })),
      ).toEqual({ secure: true, serviceWorker: true, clipboard: true });

      // A POST the app accepts only if it believes X-Forwarded-Proto and -Host: the Origin is https.
      await signInThroughUi(page, "渋谷", "shibuya-staff1");
      await expect(page.getByTestId("signed-in-staff")).toBeVisible();
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === "__Host-lounge_office_session")?.secure).toBe(true);

      const sockets: string[] = [];
      page.on("websocket", (socket) => sockets.push(socket.url()));
      await page.goto("/lounges/entries");
      await expect(page.locator('[data-seat-name="A1"]')).toBeVisible();
      await expect(page.getByTestId("cable-status")).toHaveText("接続中");
      await expect(page.getByTestId("offline-bar")).toHaveCount(0);
      expect(sockets.join(" ")).toContain(`wss://lounge.local:${httpsPort}/cable?`);
    } finally {
      await browser.close();
    }
  } finally {
    for (const child of started.reverse()) await stop(child);
    rmSync(work, { recursive: true, force: true });
  }
});
