// Server configuration from the environment, validated once at start-up.
import { z } from "zod";

const ZBool = z
  .enum(["true", "false", "1", "0"], { error: "true または false を指定してください" })
  .transform((v) => v === "true" || v === "1");

export const ZConfig = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "postgres:// で始まるURLを指定してください" })
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 7)
    .default(16),
  SIGN_IN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  SIGN_IN_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  SEED_DEMO: ZBool.default(true),
  TRUST_PROXY: ZBool.default(false),
  WEB_DIST_DIR: z.string().optional(),
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
