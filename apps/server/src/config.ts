// Server configuration from the environment, validated once at start-up.
import { isIP } from "node:net";
import { z } from "zod";
import { honoursIdleLimit, MIN_IDLE_MINUTES } from "./auth/session-timing";

const ZBool = z
  .enum(["true", "false", "1", "0"], { error: "true または false を指定してください" })
  .transform((v) => v === "true" || v === "1");

/** Loopback: what `TRUST_PROXY=true` means (a proxy on the same host, as in the README's nginx example). */
export const LOOPBACK_PROXIES = ["127.0.0.1", "::1"];

/** An address or CIDR block (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrBlock(entry: string): boolean {
  const [address = "", bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may speak for the client through `X-Forwarded-For/-Host/-Proto`: `false` (none),
 * `true` (loopback only) or a comma-separated list of proxy addresses and CIDR blocks. Never
 * "everyone": a client that may name its own address could rotate it past the sign-in throttle.
 */
const ZTrustProxy = z
  .string()
  .transform((v) => v.trim())
  .pipe(
    z.union([
      z.enum(["false", "0"]).transform(() => false as const),
      z.enum(["true", "1"]).transform(() => LOOPBACK_PROXIES),
      z
        .string()
        .transform((v) =>
          v
            .split(",")
            .map((e) => e.trim())
            .filter((e) => e !== ""),
        )
        .refine((list) => list.length > 0 && list.every(isAddressOrBlock), {
          error: "false、true、またはプロキシのIPアドレス・CIDRのカンマ区切りを指定してください",
        }),
    ]),
  );

/** Origins the browser may reach besides this server (CSP connect-src): the lounges' receipt printers. */
const ZOrigins = z
  .string()
  .transform((v) =>
    v
      .split(",")
      .map((e) => e.trim())
      .filter((e) => e !== ""),
  )
  .refine(
    (list) =>
      list.every((entry) => {
        try {
          const url = new URL(entry);
          return /^(https?|wss?):$/.test(url.protocol) && url.origin === entry.replace(/\/$/, "");
        } catch {
          return false;
        }
      }),
    { error: "https://192.168.0.50:8043 のようなオリジンをカンマ区切りで指定してください" },
  );

const ZConfigFields = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "postgres:// で始まるURLを指定してください" })
    .optional(),
  /**
   * A Redis server the app instances exchange the floor's realtime events through, instead of
   * PostgreSQL's NOTIFY (which makes notifying commits take turns; decision 035). PostgreSQL only.
   */
  REALTIME_BROKER_URL: z
    .string()
    .regex(/^rediss?:\/\/[^/\s]/, { error: "redis:// で始まるURLを指定してください" })
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 7)
    .default(16),
  /**
   * Idle sessions end after this long without a request (besides the absolute SESSION_TTL_HOURS).
   * A limit shorter than the intervals use is written at could end a session in use: refused.
   */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .max(24 * 60)
    .refine(honoursIdleLimit, {
      error: `${MIN_IDLE_MINUTES}分以上を指定してください（これより短いと、使用中のセッションの利用が記録される前に終了してしまいます）`,
    })
    .default(120),
  /** Failed sign-ins per account within the window before that account is refused. */
  SIGN_IN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  /** Failed sign-ins per client address within the window, over every account. */
  SIGN_IN_ADDRESS_MAX_FAILURES: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Failed sign-ins over every account and address within the window: the ceiling for a spread attack. */
  SIGN_IN_GLOBAL_MAX_FAILURES: z.coerce.number().int().min(1).max(1_000_000).default(500),
  SIGN_IN_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** Demo data into an empty database at start: by default everywhere but production (below). */
  SEED_DEMO: ZBool.optional(),
  TRUST_PROXY: ZTrustProxy.default(false),
  PRINTER_ORIGINS: ZOrigins.default([]),
  /**
   * Printers may be at loopback addresses (127.0.0.1, localhost): the tablet itself, which only the
   * printer emulator of the demo and the tests is. Off unless set: a venue's printers are on its LAN.
   */
  PRINTER_LOOPBACK: ZBool.default(false),
  WEB_DIST_DIR: z.string().optional(),
  /**
   * The bearer token operators' Prometheus sends to `/metrics`; without it only loopback clients
   * (the host's own scraper) are answered. At least 16 characters.
   */
  METRICS_TOKEN: z.string().min(16, { error: "16文字以上のトークンを指定してください" }).optional(),
  /**
   * The commit this server was built from, for `lounge_office_build_info` where the checkout has no
   * git (a copied release); without it the server asks `git rev-parse` once, else says "unknown".
   */
  GIT_COMMIT: z
    .string()
    .regex(/^[\w.+-]{1,64}$/, {
      error: "コミットのハッシュ（英数字、64文字まで）を指定してください",
    })
    .optional(),
  /** Where `npm run backup` and the backup after the register close write (backup/backup-files.ts). */
  BACKUP_DIR: z.string().min(1).default("./backups"),
  /** Backups kept in BACKUP_DIR: each new one removes the oldest beyond this many. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  /** One backup after every successful register close (logged; a failure never fails the close). */
  BACKUP_AFTER_CLOSE: ZBool.default(false),
});

/** Every variable the server reads (the README's configuration table lists each). */
export const CONFIG_VARIABLES = Object.keys(ZConfigFields.shape);

export const ZConfig = ZConfigFields
  // A production server never opens with the demo's accounts and their published password unless
  // asked to; the demo (`npm start`) and the tests load them into an empty database as before.
  .transform((config) => ({
    ...config,
    SEED_DEMO: config.SEED_DEMO ?? config.NODE_ENV !== "production",
  }))
  // Embedded PGlite is one process, whose events never leave it: a broker would only add a way to
  // lose them.
  .refine((config) => !config.REALTIME_BROKER_URL || config.DATABASE_URL, {
    path: ["REALTIME_BROKER_URL"],
    error:
      "DATABASE_URL（PostgreSQL）と一緒に指定してください（組み込みのPGliteは1プロセスなので不要です）",
  });
export type Config = z.infer<typeof ZConfig>;

export class ConfigError extends Error {}

/** Parse the environment; throws ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most .env tooling.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ""),
  );
  const parsed = ZConfig.safeParse(present);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
  throw new ConfigError(
    `Invalid configuration (環境変数の設定が正しくありません):\n${lines.join("\n")}`,
  );
}
