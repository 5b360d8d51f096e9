// Printers (issue 13 item 3): the lounge's receipt printers and customer displays.
import { printersApi } from "@lounge-office/domain/printers";
import type { Router } from "../../http/route";
import { authorize } from "../../policy/policy";
import { createPrinter, deletePrinter, listPrinters, updatePrinter } from "./printer-commands";

export function printerRoutes({ route }: Router) {
  route(printersApi.list, async ({ db, actor, query }) => {
    authorize(actor, "floor.use", { loungeId: query.lounge_id });
    return { printers: await listPrinters(db, query.lounge_id) };
  });

  route(printersApi.create, ({ db, actor, body }) => createPrinter(db, actor, body.printer));

  route(printersApi.update, ({ db, actor, params, body }) =>
    updatePrinter(db, actor, params.id, body.printer),
  );

  route(printersApi.remove, async ({ db, actor, params }) => {
    await deletePrinter(db, actor, params.id);
    return { ok: true as const };
  });
}
