// Lounge settings (admin): list, create and edit lounges, how their takings are booked; a
// manager's 本日臨時休業.
import { loungesApi } from "@lounge-office/domain/lounges";
import type { Router } from "../../http/route";
import { loadJournalAccounts, saveJournalAccounts } from "./journal-accounts";
import { loadClosure, setClosure } from "./lounge-closure";
import { createLounge, listLounges, updateLounge } from "./lounge-commands";

export function loungeRoutes({ route }: Router) {
  route(loungesApi.list, ({ db }) => listLounges(db));

  // Head office's calls: the router has checked the role (lounges.manage); no lounge to scope.
  route(loungesApi.create, ({ db, body }) => createLounge(db, body));

  route(loungesApi.update, ({ db, params, body }) => updateLounge(db, params.id, body));

  route(loungesApi.closure, ({ db, params, authorizeLounge }) => {
    authorizeLounge(params.id);
    return loadClosure(db, params.id);
  });

  route(loungesApi.setClosure, ({ db, params, body, authorizeLounge }) => {
    authorizeLounge(params.id);
    return setClosure(db, params.id, body.closed);
  });

  route(loungesApi.journalAccounts, ({ db, params, authorizeLounge }) => {
    authorizeLounge(params.id);
    return loadJournalAccounts(db, params.id);
  });

  route(loungesApi.setJournalAccounts, ({ db, params, body, authorizeLounge }) => {
    authorizeLounge(params.id);
    return saveJournalAccounts(db, params.id, body.journal_accounts);
  });
}
