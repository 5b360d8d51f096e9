// Printers: the lounge's receipt printers and customer displays.
import { isLoopbackHost, LOOPBACK_HOST_MESSAGE, printersApi } from "@lounge-office/domain/printers";
import { AppError } from "@lounge-office/domain/shared";
import type { Router } from "../../http/route";
import { createPrinter, deletePrinter, listPrinters, updatePrinter } from "./printer-commands";

/**
 * The address field lets the tablet itself through (the domain's `isLoopbackHost`): taken only where
 * PRINTER_LOOPBACK says this server runs beside the printer emulator (the demo, the tests). Refused
 * as the schema refuses, a 400 naming the field, before anything is written.
 */
function refuseLoopback(ip: string, loopbackAllowed: boolean) {
  if (loopbackAllowed || !isLoopbackHost(ip)) return;
  throw new AppError("validation_failed", LOOPBACK_HOST_MESSAGE, {
    "printer.ip": LOOPBACK_HOST_MESSAGE,
  });
}

export function printerRoutes({ route }: Router) {
  route(printersApi.list, async ({ db, query, authorizeLounge }) => {
    authorizeLounge(query.lounge_id);
    return { printers: await listPrinters(db, query.lounge_id) };
  });

  route(printersApi.create, ({ db, body, config, authorizeLounge }) => {
    refuseLoopback(body.printer.ip, config.PRINTER_LOOPBACK);
    authorizeLounge(body.printer.lounge_id);
    return createPrinter(db, body.printer);
  });

  route(printersApi.update, ({ db, actor, params, body, config }) => {
    refuseLoopback(body.printer.ip, config.PRINTER_LOOPBACK);
    return updatePrinter(db, actor, params.id, body.printer);
  });

  route(printersApi.remove, async ({ db, actor, params }) => {
    await deletePrinter(db, actor, params.id);
    return { ok: true as const };
  });
}
