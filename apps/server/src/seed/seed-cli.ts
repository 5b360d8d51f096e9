// `npm run db:seed`: migrate and load the demo data (refuses when staff accounts already exist).
import { ConfigError, loadConfig } from "../config";
import { openConfiguredDatabase } from "../db/open-configured";
import { seedDemo } from "./seed";

try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const result = await seedDemo(database.db);
  console.log(result.seeded ? "Demo data loaded." : `Demo data not loaded: ${result.reason}.`);
  await database.close();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
