// node-postgres pools that survive a lost connection at any moment: idle, in a query, or in the
// middle of a transaction (a terminated backend, a restart, a failover, a cut network), and whose
// connections prepare the statements run again.
import pg from "pg";

/**
 * A pool whose every connection always has an "error" listener. node-postgres listens only to an
 * idle connection (the pool's "error" event) and to one running `pool.query`; a connection checked
 * out for a transaction has none, and its loss would end the process. Such a connection is handed
 * back as broken at once: its holder's queries reject ("not queryable"), and its slot is freed
 * even when the holder never releases it (drizzle skips the release when `begin` itself fails).
 * Its connections send a statement run again under its name (`statementNamer`).
 */
export function openPool(config: pg.PoolConfig, onIdleError: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool(config);
  const nameOf = statementNamer();
  pool.on("error", onIdleError);
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on("acquire", (client) => checkedOut.add(client));
  pool.on("release", (_error, client) => checkedOut.delete(client));
  pool.on("connect", (client) => {
    prepareRepeatedStatements(client, nameOf);
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

/** Statements named per pool, at most: the hot ones are named long before (decision 012). */
export const MAX_NAMED = 300;
/** Texts remembered as seen once, at most (forgotten all at once beyond). */
const MAX_SEEN = 5_000;

/**
 * Names the statements a pool runs more than once (`lo_1`, `lo_2`, …, by text): node-postgres then
 * has PostgreSQL parse and plan each once per connection, and binds it afterwards, in the same one
 * round trip. Statements seen once (migrations, the demo seed, one-off reports) stay unnamed.
 * Kept for a bench figure that holds at a venue's load (decision 019).
 */
export function statementNamer(): (text: string) => string | undefined {
  const seen = new Set<string>();
  const names = new Map<string, string>();
  return (text) => {
    const name = names.get(text);
    if (name || names.size >= MAX_NAMED) return name;
    if (!seen.delete(text)) {
      if (seen.size >= MAX_SEEN) seen.clear();
      seen.add(text);
      return undefined;
    }
    const named = `lo_${names.size + 1}`;
    names.set(text, named);
    return named;
  };
}

/**
 * A statement with values (so the extended protocol, one statement), as Drizzle sends it (`{ text,
 * rowMode, types }`) or as a text, goes under its name when `nameOf` gives one. Texts without values
 * go as they are: they may hold several statements, which only the simple protocol runs.
 */
function prepareRepeatedStatements(
  client: pg.PoolClient,
  nameOf: (text: string) => string | undefined,
) {
  const query = client.query as (...args: unknown[]) => unknown;
  client.query = function (this: pg.PoolClient, config: unknown, ...rest: unknown[]) {
    const values = rest[0];
    const named = Array.isArray(values) && values.length > 0 ? withName(config, nameOf) : config;
    return query.call(this, named, ...rest);
  } as typeof client.query;
}

function withName(config: unknown, nameOf: (text: string) => string | undefined): unknown {
  if (typeof config === "string") {
    const name = nameOf(config);
    return name ? { text: config, name } : config;
  }
  const { text, name } = (config ?? {}) as Partial<pg.QueryConfig>;
  if (typeof text !== "string" || name !== undefined) return config;
  const given = nameOf(text);
  return given ? { ...(config as pg.QueryConfig), name: given } : config;
}
