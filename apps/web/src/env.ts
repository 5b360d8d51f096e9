// Client environment, validated once at start-up (Vite's import.meta.env).
import { z } from "zod";

const ZClientEnv = z.object({
  MODE: z.enum(["development", "production", "test"]),
  BASE_URL: z.string().startsWith("/"),
  DEV: z.boolean(),
});

export const env = ZClientEnv.parse(import.meta.env);
