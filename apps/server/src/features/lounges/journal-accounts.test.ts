// A lounge's accounts for its accountant's product over HTTP: the defaults until head office sets
// them, its own once set (trimmed), back to the defaults with null; a manager reads, only head
// office writes; bad input is a 400 naming the field and changes nothing.
import { DEFAULT_JOURNAL_ACCOUNTS } from "@lounge-office/domain/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../test/harness";
import { buildWorld, type World } from "../../test/world";

let server: TestServer;
let world: World;
let admin: TestClient;
let manager: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  world = await buildWorld(server.database.db);
  admin = server.client();
  manager = server.client();
  await admin.signIn("w-admin", "lounge-demo", world.own.id);
  await manager.signIn("w-manager", "lounge-demo", world.own.id);
});
afterAll(() => server?.close());

const path = () => `/api/v1/lounges/${world.own.id}/journal_accounts`;

describe("a lounge's journal accounts", () => {
  it("answers the defaults, takes head office's own, and goes back to the defaults", async () => {
    expect((await manager.get(path())).body).toEqual({
      journal_accounts: DEFAULT_JOURNAL_ACCOUNTS,
      is_default: true,
    });
    const own = {
      ...DEFAULT_JOURNAL_ACCOUNTS,
      credit: { account: "売掛金", sub: " JCB他 ", tax: "none" },
      reasons: { 買い出し: { account: "仕入高", sub: "", tax: "purchase_10" } },
    };
    const saved = await admin.put(path(), { journal_accounts: own });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.is_default).toBe(false);
    expect(saved.body.journal_accounts.credit).toEqual({
      account: "売掛金",
      sub: "JCB他",
      tax: "none",
    });
    expect((await manager.get(path())).body.journal_accounts.reasons).toEqual(own.reasons);
    // A manager reads but does not set them.
    expect((await manager.put(path(), { journal_accounts: null })).status).toBe(403);

    const reset = await admin.put(path(), { journal_accounts: null });
    expect(reset.body).toEqual({ journal_accounts: DEFAULT_JOURNAL_ACCOUNTS, is_default: true });
  });

  it("refuses an empty account or an unknown tax category, naming it, and keeps what was set", async () => {
    const empty = await admin.put(path(), {
      journal_accounts: {
        ...DEFAULT_JOURNAL_ACCOUNTS,
        cash: { account: " ", sub: "", tax: "none" },
      },
    });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain("勘定科目を入力してください");
    const tax = await admin.put(path(), {
      journal_accounts: {
        ...DEFAULT_JOURNAL_ACCOUNTS,
        sales: { account: "売上高", sub: "", tax: "8%" },
      },
    });
    expect(tax.status).toBe(400);
    expect(JSON.stringify(tax.body)).toContain("税区分を選んでください");
    expect((await manager.get(path())).body.is_default).toBe(true);
  });
});
