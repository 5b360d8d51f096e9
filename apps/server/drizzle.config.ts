// drizzle-kit configuration: `npm run db:generate` writes SQL migrations from src/db/schema.ts.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./apps/server/src/db/schema.ts",
  out: "./apps/server/drizzle",
});
