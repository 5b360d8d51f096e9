// Journal calls: verifying a lounge's chain (managers of the lounge, admins).
import { journalApi } from "@lounge-office/domain/journal";
import type { Router } from "../../http/route";
import { verifyJournal } from "../../ledger/journal";

export function journalRoutes({ route }: Router) {
  route(journalApi.verify, ({ db, query, authorizeLounge }) => {
    authorizeLounge(query.lounge_id);
    return verifyJournal(db, query.lounge_id);
  });
}
