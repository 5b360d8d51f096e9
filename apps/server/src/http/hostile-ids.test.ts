// Ids beyond int4 (2³¹ and up, 2⁵³) in paths and queries are a 4xx, never a 5xx: every contract with
// an id in its path, and every read with id filters, called by an admin (who passes every lounge check)
// from loopback (which passes operators' routes: their session is never read).
import { API_CONTRACTS } from "@lounge-office/domain/registry";
import { type Contract, pathOf } from "@lounge-office/domain/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../test/harness";
import { buildWorld, type World } from "../test/world";

let server: TestServer;
let world: World;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  world = await buildWorld(server.database.db);
  admin = server.client();
  await admin.signIn("w-admin", "lounge-demo", world.own.id);
});
afterAll(() => server?.close());

const HUGE = ["2147483648", "9007199254740992"];
const ID_QUERY = ["lounge_id", "customer_group_id", "staff_id", "q[customer_group_id_eq]"];

const contracts: Contract[] = Object.values(API_CONTRACTS).flatMap((c) => Object.values(c));
const withIdInPath = contracts.filter((c) => c.path.includes(":") && !c.multipart);
const readsWithQuery = contracts.filter(
  (c) => c.method === "GET" && c.query && !("public" in c.access && c.path === "/healthz"),
);

describe("ids beyond int4", () => {
  it("the public sign-in helper refuses lounge_id=2147483648 with a Japanese 400", async () => {
    const res = await server.client().get("/api/v1/staffs?lounge_id=2147483648");
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/ID/);
  });

  // A list of ids in a query is checked part by part, like an id in a path: a part that is not an
  // id is the caller's mistake to hear about, not something to drop and answer 200 without.
  const ID_LISTS = [
    "/customer_groups/indexview_json?customer_group_ids[]=9007199254740993",
    "/customer_groups/indexview_json?customer_group_ids=1,2147483648",
    "/customer_groups/indexview_json?customer_group_ids[]=1&customer_group_ids[]=abc",
    "/customer_groups/indexview_json?customer_group_ids[]=0",
    "/accounting_logs/new?customer_group_ids[]=9007199254740993",
    "/accounting_logs/new?customer_group_ids=1,2147483648",
    "/accounting_logs/new?customer_group_ids[]=1&extra_charges=9999999999:100",
  ];
  for (const path of ID_LISTS) {
    it(`refuses ${path} with a Japanese 400`, async () => {
      const res = await admin.get(path);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/ID/);
    });
  }

  it("still answers a list of ids up to the last int4, and an empty one", async () => {
    const ok = await admin.get(
      "/customer_groups/indexview_json?customer_group_ids[]=1&customer_group_ids[]=2147483647",
    );
    expect(ok.status).toBe(200);
    const empty = await admin.get("/customer_groups/indexview_json?customer_group_ids=");
    expect([empty.status, empty.body]).toEqual([200, []]);
  });

  for (const huge of HUGE) {
    it(`every contract with an id in its path answers ${huge} with a 4xx`, async () => {
      const failures: string[] = [];
      for (const contract of withIdInPath) {
        const params = Object.fromEntries(
          [...contract.path.matchAll(/:([a-z_]+)/g)].map((m) => [m[1], huge]),
        );
        const path = pathOf(contract, params);
        const res = await admin.request(contract.method, path, {
          body: contract.method === "GET" || contract.method === "DELETE" ? undefined : {},
        });
        if (res.status >= 500 || res.status < 400)
          failures.push(`${contract.method} ${path} → ${res.status}`);
      }
      expect(failures).toEqual([]);
    });

    it(`every read with id filters answers ${huge} without a 5xx`, async () => {
      const failures: string[] = [];
      for (const contract of readsWithQuery) {
        if (contract.path.includes(":")) continue;
        const query = ID_QUERY.map((key) => `${encodeURIComponent(key)}=${huge}`).join("&");
        const res = await admin.get(`${contract.path}?${query}`);
        if (res.status >= 500) failures.push(`GET ${contract.path} → ${res.status}`);
      }
      expect(failures).toEqual([]);
    });
  }
});
