// Idempotent floor writes over HTTP: a repeated Idempotency-Key answers the first result, never a
// second group; another request under the key is refused; keys are per staff member.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerGroups, idempotencyKeys } from "../../db/schema";
import { enterBody, type FloorWorld, startFloorServer } from "../../test/floor-world";
import type { TestClient, TestServer } from "../../test/harness";

let server: TestServer;
let world: FloorWorld;
let staff: TestClient;
let manager: TestClient;

beforeAll(async () => {
  ({ server, world, staff, manager } = await startFloorServer());
});
afterAll(() => server?.close());

const withKey = (key: string) => ({ headers: { "idempotency-key": key } });

const groupsAt = async (seatId: number) =>
  server.database.db
    .select()
    .from(customerGroups)
    .where(and(eq(customerGroups.seat_id, seatId), eq(customerGroups.state, "present")));

describe("Idempotency-Key on entering, moving and cancelling", () => {
  it("answers a repeated POST /customer_groups with the first 201 body and seats one group", async () => {
    const seat = world.autoSeats[0]!.id;
    const body = enterBody(seat, "mens", 2, { fee_rule: world.normalRule.id });
    const first = await staff.post("/customer_groups", body, withKey("enter-once"));
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const again = await staff.post("/customer_groups", body, withKey("enter-once"));
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect((await groupsAt(seat)).map((g) => g.id)).toEqual([first.body.id]);
  });

  it("seats one group for 10 parallel identical requests with one key, and each answer names it", async () => {
    const seat = world.autoSeats[1]!.id;
    const body = enterBody(seat, "ladys", 3);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => staff.post("/customer_groups", body, withKey("burst"))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    const ids = new Set(answers.map((a) => a.body.id));
    expect(ids.size).toBe(1);
    expect((await groupsAt(seat)).map((g) => g.id)).toEqual([...ids]);
    expect(answers.filter((a) => a.headers.get("idempotent-replayed") === "true")).toHaveLength(9);
  });

  it("refuses the same key with another body (422) and changes nothing", async () => {
    const seat = world.autoSeats[2]!.id;
    const first = await staff.post(
      "/customer_groups",
      enterBody(seat, "mens", 1, { fee_rule: world.normalRule.id }),
      withKey("changed"),
    );
    expect(first.status).toBe(201);
    const other = await staff.post(
      "/customer_groups",
      enterBody(seat, "mens", 4, { fee_rule: world.normalRule.id }),
      withKey("changed"),
    );
    expect(other.status).toBe(422);
    expect(other.body.error.message).toBe(
      "同じ Idempotency-Key で別の内容が送られました。画面を開き直してください",
    );
    // The same key on another call is another request too.
    const elsewhere = await staff.put(
      `/customer_groups/${first.body.id}`,
      { customer_group: { comment: "x" } },
      withKey("changed"),
    );
    expect(elsewhere.status).toBe(422);
    const here = await groupsAt(seat);
    expect(here.map((g) => [g.id, g.num, g.comment])).toEqual([[first.body.id, 1, ""]]);
  });

  it("keeps keys per staff member: another member's same key runs on its own", async () => {
    const seat = world.autoSeats[3]!.id;
    const body = enterBody(seat, "ladys", 2);
    const mine = await staff.post("/customer_groups", body, withKey("shared-key"));
    const theirs = await manager.post("/customer_groups", body, withKey("shared-key"));
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
    expect(await groupsAt(seat)).toHaveLength(2);
  });

  it("answers a replayed move with its first answer, not a 409 for the lock version it used", async () => {
    const from = world.normalSeats[0]!.id;
    const to = world.normalSeats[1]!.id;
    const entered = await staff.post(
      "/customer_groups",
      enterBody(from, "mens", 2, { fee_rule: world.normalRule.id }),
    );
    const move = {
      customer_group: { seat_id: to, lock_version: entered.body.lock_version },
    };
    const first = await staff.put(`/customer_groups/${entered.body.id}`, move, withKey("move-1"));
    expect(first.status).toBe(200);
    expect(first.body.seat_id).toBe(to);
    const again = await staff.put(`/customer_groups/${entered.body.id}`, move, withKey("move-1"));
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    // Without the key the same stale move is the usual 409.
    expect((await staff.put(`/customer_groups/${entered.body.id}`, move)).status).toBe(409);
  });

  it("stores nothing for a refused request: a retry with the key runs again", async () => {
    const seat = world.autoSeats[4]!.id;
    const refused = await staff.post(
      "/customer_groups",
      enterBody(seat, "mens", 2, { fee_rule: world.specialRule.id }),
      withKey("refused-first"),
    );
    expect(refused.status).toBe(400);
    const stored = await server.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, "refused-first"));
    expect(stored).toEqual([]);
    const retried = await staff.post(
      "/customer_groups",
      enterBody(seat, "mens", 2, { fee_rule: world.specialRule.id }),
      withKey("refused-first"),
    );
    expect(retried.status).toBe(400);
    expect(retried.headers.get("idempotent-replayed")).toBeNull();
  });

  it("treats a key older than 24 hours as new, and refuses a malformed key", async () => {
    const seat = world.autoSeats[5]!.id;
    const body = enterBody(seat, "ladys", 1);
    const first = await staff.post("/customer_groups", body, withKey("old-key"));
    await server.database.db
      .update(idempotencyKeys)
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(idempotencyKeys.key, "old-key"));
    const later = await staff.post("/customer_groups", body, withKey("old-key"));
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(first.body.id);
    const bad = await staff.post("/customer_groups", body, withKey("bad key with spaces"));
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain("Idempotency-Key");
  });

  it("documents the header on these contracts in /docs", async () => {
    const spec = (await staff.get("/docs/json")).body;
    const parameters = spec.paths["/customer_groups"].post.parameters as { name: string }[];
    expect(parameters.map((p) => p.name)).toContain("idempotency-key");
    const cancel = spec.paths["/customer_groups/{id}/cancel"].post.parameters as {
      name: string;
    }[];
    expect(cancel.map((p) => p.name)).toContain("idempotency-key");
    // Settling requires it: /docs says so.
    const settle = spec.paths["/accounting_logs"].post.parameters as {
      name: string;
      required?: boolean;
    }[];
    expect(settle.find((p) => p.name === "idempotency-key")?.required).toBe(true);
  });
});
