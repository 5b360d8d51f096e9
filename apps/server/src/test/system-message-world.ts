// System messages' tests: the standard world (two lounges) with its admin, manager and staff signed in
// at the own lounge and the other lounge's staff at theirs, sending through the API with the contract's
// payload, writing a message directly (one already expired), and a fingerprint of the database.
import { systemMessages } from "../db/schema";
import { fingerprinter } from "./db-fingerprint";
import { startTestServer, type TestClient } from "./harness";
import { buildWorld } from "./world";

export async function startSystemMessageWorld() {
  const server = await startTestServer();
  const world = await buildWorld(server.database.db);
  const signIn = async (account: string, loungeId: number) => {
    const client = server.client();
    const res = await client.signIn(account, "lounge-demo", loungeId);
    if (res.status !== 200) throw new Error(`sign-in of ${account} failed: ${res.status}`);
    return client;
  };
  return {
    server,
    world,
    admin: await signIn("w-admin", world.own.id),
    manager: await signIn("w-manager", world.own.id),
    staff: await signIn("w-staff", world.own.id),
    otherStaff: await signIn("w-other-staff", world.other.id),
    /** Every table but the sessions (a request refreshes its session's last-seen time). */
    fingerprint: await fingerprinter(server.database.db, ["sessions", "sign_in_attempts"]),
  };
}

export type SystemMessageWorld = Awaited<ReturnType<typeof startSystemMessageWorld>>;

export type SystemMessageBody = {
  lounge_id: number | null;
  message: string;
  until?: string | null;
};

/** `POST /system_messages` with the contract's exact payload. */
export const send = (client: TestClient, system_message: SystemMessageBody) =>
  client.post("/system_messages", { system_message });

/** An instant `minutes` from now (negative: in the past), as the form sends it. */
export const minutesFromNow = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000).toISOString();

/** A message written directly: e.g. one whose `until` has passed (the API refuses to send one). */
export async function insertMessage(
  w: SystemMessageWorld,
  values: { lounge_id: number | null; message: string; until?: Date; created_at?: Date },
) {
  const [row] = await w.server.database.db
    .insert(systemMessages)
    .values({ ...values, created_by: w.world.admin.id })
    .returning();
  if (!row) throw new Error("insertMessage: insert returned nothing");
  return row;
}
