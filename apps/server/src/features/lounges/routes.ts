// Lounge settings (admin): list, create and edit lounges; a manager's 本日臨時休業.
import { loungesApi } from "@lounge-office/domain/lounges";
import type { Router } from "../../http/route";
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
}
