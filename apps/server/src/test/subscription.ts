// Cutting a test server's event subscription off, as a network failure would: its LISTEN connection
// on PostgreSQL, or its listening connection to the broker.
import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { LISTEN_APPLICATION_NAME } from "../realtime/event-bus";
import type { TestServer } from "./harness";

/** Cuts the server's subscription off; answers how many connections were cut (1 when it works). */
export async function dropSubscription(server: TestServer): Promise<number> {
  const { broker } = server.app.realtime;
  if (!broker) {
    const killed = (await server.database.db.execute(
      sql`select pg_terminate_backend(pid) as killed from pg_stat_activity
          where datname = current_database() and application_name = ${LISTEN_APPLICATION_NAME}`,
    )) as unknown as { rows: { killed: boolean }[] };
    return killed.rows.filter((r) => r.killed).length;
  }
  // Its connection is named after its database's channel: only this server's is cut.
  const name = ` name=${broker.listenName} `;
  const admin = new Redis(broker.url);
  try {
    const clients = String(await admin.client("LIST"))
      .split("\n")
      .filter((line) => line.includes(name));
    for (const line of clients) {
      const id = /\bid=(\d+)/.exec(line)?.[1];
      if (id) await admin.client("KILL", "ID", id);
    }
    return clients.length;
  } finally {
    admin.disconnect();
  }
}
