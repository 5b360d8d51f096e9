// BACKUP_AFTER_CLOSE: one backup after every successful register close, once its answer is sent (the
// close has committed). Logged; a failure is the backup's, never the close's. One runs at a time:
// closes that come meanwhile share the one that follows it.
import { businessDaysApi } from "@lounge-office/domain/business-days";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { App } from "../http/types";
import { backupDatabase } from "./backup";
import { formatBytes } from "./backup-files";

export function backupAfterClose(app: App, { config, db }: { config: Config; db: Db }) {
  if (!config.BACKUP_AFTER_CLOSE) return;
  const target = { dir: config.BACKUP_DIR, keep: config.BACKUP_KEEP };
  let running: Promise<void> | null = null;
  let again = false;

  const run = async () => {
    do {
      again = false;
      try {
        const written = await backupDatabase(db, target);
        app.log.info(
          { file: written.file, bytes: written.bytes, removed: written.removed.length },
          `backup after the register close: ${written.file} (${formatBytes(written.bytes)})`,
        );
      } catch (error) {
        app.log.error({ err: error }, "backup after the register close failed");
      }
    } while (again);
    running = null;
  };

  app.addHook("onResponse", (request, reply, done) => {
    // The method first: Fastify builds `routeOptions` afresh at each read, and every answer passes.
    if (
      request.method === businessDaysApi.close.method &&
      request.routeOptions.config.contract === businessDaysApi.close &&
      reply.statusCode < 300
    ) {
      if (running) again = true;
      else running = run();
    }
    done();
  });
  // The database closes after the app: a backup under way finishes first.
  app.addHook("onClose", async () => {
    await running;
  });
}
