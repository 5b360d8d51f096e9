// A fixed-window request counter per key, in this process's memory: enough to keep a public page's
// callers from hammering the database (each instance counts its own; nothing here is a secret).
export type RateWindow = {
  /** Counts one request of `key`; false once the key has used up its window. */
  take(key: string, now?: number): boolean;
  /** Whether `key` has used up its window, without counting a request. */
  spent(key: string, now?: number): boolean;
  /** Keys currently counted (for tests). */
  size(): number;
};

export function rateWindow(options: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
}): RateWindow {
  const maxKeys = options.maxKeys ?? 10_000;
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = (now: number) => {
    for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
  };
  return {
    take(key, now = Date.now()) {
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        if (!entry && windows.size >= maxKeys) sweep(now);
        // Still full of live windows: the newcomer is refused rather than the memory growing.
        if (!entry && windows.size >= maxKeys) return false;
        entry = { count: 0, resetAt: now + options.windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return entry.count <= options.limit;
    },
    spent(key, now = Date.now()) {
      const entry = windows.get(key);
      return entry !== undefined && entry.resetAt > now && entry.count >= options.limit;
    },
    size: () => windows.size,
  };
}
