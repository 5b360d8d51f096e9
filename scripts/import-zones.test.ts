// The import zones of .dependency-cruiser.cjs hold on the whole repository, and the check does fail
// when a zone is crossed (a violation planted in a scratch copy of the layout).
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const config = path.join(root, ".dependency-cruiser.cjs");
const depcruise = path.join(root, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");

type Violation = { rule: { name: string }; from: string; to: string };

async function violations(cwd: string, targets: string[]): Promise<Violation[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [depcruise, ...targets, "--config", config, "--output-type", "json", "--no-progress"],
    { cwd, maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
  return JSON.parse(stdout).summary.violations;
}

const scratch = mkdtempSync(path.join(tmpdir(), "import-zones-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function plant(files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), text);
  }
}

describe("import zones", { timeout: 60_000 }, () => {
  it("hold on the repository", async () => {
    const found = await violations(root, ["apps", "packages", "tools"]);
    expect(found.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)).toEqual([]);
  });

  it("fail on a planted crossing of each zone", async () => {
    plant({
      "packages/domain/src/a.ts": 'import "../../../apps/server/src/db/schema";\n',
      "packages/domain/src/orders/schemas.ts":
        'import "../menus/schemas";\nimport "../shared/money";\n',
      "packages/domain/src/menus/schemas.ts": 'import "./images";\n',
      "packages/domain/src/menus/images.ts": "export {};\n",
      "packages/domain/src/shared/money.ts": 'import "../receipts/receipt";\n',
      "packages/domain/src/receipts/receipt.ts": "export {};\n",
      "packages/domain/src/registry/registry.ts": 'import "../orders/schemas";\n',
      "packages/domain/src/realtime/cable.ts": 'import "../menus/schemas";\n',
      "apps/server/src/db/schema.ts": 'import "../features/menus/images";\n',
      "apps/server/src/db/factories.ts":
        'import "../auth/passwords";\nimport "../storage/images";\n',
      "apps/server/src/auth/passwords.ts": "export {};\n",
      "apps/server/src/storage/images.ts": "export {};\n",
      "apps/server/src/realtime/hub.ts": 'import "../features/floor/board";\n',
      "apps/server/src/features/orders/routes.ts": 'import "../menus/present";\n',
      "apps/server/src/features/menus/present.ts": "export {};\n",
      "apps/server/src/features/menus/images.ts": 'import "../../http/errors";\n',
      "apps/server/src/features/menus/routes.ts": 'import "../../http/route";\n',
      "apps/server/src/http/errors.ts": "export {};\n",
      "apps/server/src/http/route.ts": 'import "../realtime/publish";\n',
      "apps/server/src/realtime/publish.ts": "export {};\n",
      "apps/server/src/features/floor/board.ts": 'import "./same-feature";\n',
      "apps/server/src/features/floor/same-feature.ts": "export {};\n",
      "apps/web/src/features/floor/page.tsx": 'import "../session/api";\n',
      "apps/web/src/features/session/api.ts": 'import "../../app/router";\n',
      "apps/web/src/app/router.ts": 'import "../features/floor/page";\n',
      "apps/web/src/lib/session.ts": 'import "../features/session/api";\n',
      "tools/printer-emulator/src/envelope.ts": 'import "../../../packages/domain/src/a";\n',
    });
    const found = await violations(scratch, ["apps", "packages", "tools"]);
    const seen = found.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
    expect(seen).toEqual(
      [
        "commands-know-no-http: apps/server/src/features/menus/images.ts → apps/server/src/http/errors.ts",
        "db-below-auth-and-storage: apps/server/src/db/factories.ts → apps/server/src/auth/passwords.ts",
        "db-below-auth-and-storage: apps/server/src/db/factories.ts → apps/server/src/storage/images.ts",
        "domain-is-pure: packages/domain/src/a.ts → apps/server/src/db/schema.ts",
        "domain-features-apart: packages/domain/src/orders/schemas.ts → packages/domain/src/menus/schemas.ts",
        "domain-shared-knows-no-feature: packages/domain/src/shared/money.ts → packages/domain/src/receipts/receipt.ts",
        "emulator-stands-alone: tools/printer-emulator/src/envelope.ts → packages/domain/src/a.ts",
        "features-know-no-app: apps/web/src/features/session/api.ts → apps/web/src/app/router.ts",
        "http-knows-no-realtime: apps/server/src/http/route.ts → apps/server/src/realtime/publish.ts",
        "server-features-apart: apps/server/src/features/orders/routes.ts → apps/server/src/features/menus/present.ts",
        "server-infrastructure-knows-no-feature: apps/server/src/db/schema.ts → apps/server/src/features/menus/images.ts",
        "server-infrastructure-knows-no-feature: apps/server/src/realtime/hub.ts → apps/server/src/features/floor/board.ts",
        "web-features-apart: apps/web/src/features/floor/page.tsx → apps/web/src/features/session/api.ts",
        "web-lib-knows-no-feature: apps/web/src/lib/session.ts → apps/web/src/features/session/api.ts",
      ].sort(),
    );
  });
});
