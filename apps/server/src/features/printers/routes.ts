// Printers: the lounge's receipt printers and customer displays.
import { printersApi } from "@lounge-office/domain/printers";
import type { Router } from "../../http/route";
import { createPrinter, deletePrinter, listPrinters, updatePrinter } from "./printer-commands";

export function printerRoutes({ route }: Router) {
  route(printersApi.list, async ({ db, query, authorizeLounge }) => {
    authorizeLounge(query.lounge_id);
    return { printers: await listPrinters(db, query.lounge_id) };
  });

  route(printersApi.create, ({ db, body, authorizeLounge }) => {
    authorizeLounge(body.printer.lounge_id);
    return createPrinter(db, body.printer);
  });

  route(printersApi.update, ({ db, actor, params, body }) =>
    updatePrinter(db, actor, params.id, body.printer),
  );

  route(printersApi.remove, async ({ db, actor, params }) => {
    await deletePrinter(db, actor, params.id);
    return { ok: true as const };
  });
}
