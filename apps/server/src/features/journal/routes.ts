// Journal calls (managers of the lounge, admins): verifying a lounge's chain, its rows for an auditor.
import { journalApi, journalCsv } from "@lounge-office/domain/journal";
import type { Router } from "../../http/route";
import { journalRows, verifyJournal } from "../../ledger/journal";

export function journalRoutes({ route }: Router) {
  route(journalApi.verify, ({ db, query, authorizeLounge }) => {
    authorizeLounge(query.lounge_id);
    return verifyJournal(db, query.lounge_id);
  });

  route(journalApi.exportCsv, async ({ db, query, reply, authorizeLounge }) => {
    authorizeLounge(query.lounge_id);
    const rows = await journalRows(db, query.lounge_id, query.first_day, query.last_day);
    return reply
      .type("text/csv; charset=utf-8")
      .header(
        "content-disposition",
        `attachment; filename="journal_${query.lounge_id}_${query.first_day}_${query.last_day}.csv"`,
      )
      .send(journalCsv(rows));
  });
}
