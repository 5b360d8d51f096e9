// node-postgres pools that survive a lost connection at any moment: idle, in a query, or in the
// middle of a transaction (a terminated backend, a restart, a failover, a cut network).
import pg from "pg";

/**
 * A pool whose every connection always has an "error" listener. node-postgres listens only to an
 * idle connection (the pool's "error" event) and to one running `pool.query`; a connection checked
 * out for a transaction has none, and its loss would end the process. Such a connection is handed
 * back as broken at once: its holder's queries reject ("not queryable"), and its slot is freed
 * even when the holder never releases it (drizzle skips the release when `begin` itself fails).
 */
export function openPool(config: pg.PoolConfig, onIdleError: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on("error", onIdleError);
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on("acquire", (client) => checkedOut.add(client));
  pool.on("release", (_error, client) => checkedOut.delete(client));
  pool.on("connect", (client) => {
    client.on("error", (error) => {
      // An idle connection is the pool's: it drops it and reports it through its own "error".
      if (!checkedOut.has(client)) return;
      checkedOut.delete(client);
      const release = client.release;
      // The holder still calls release (in its finally): once is all the pool allows.
      client.release = () => {};
      release(error);
    });
  });
  return pool;
}
