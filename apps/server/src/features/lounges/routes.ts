// Lounge settings (admin): list, create and edit lounges; a manager's 本日臨時休業.
import { loungesApi } from "@lounge-office/domain/lounges";
import type { Router } from "../../http/route";
import { loadClosure, setClosure } from "./lounge-closure";
import { createLounge, listLounges, updateLounge } from "./lounge-commands";

export function loungeRoutes({ route }: Router) {
  route(loungesApi.list, ({ db }) => listLounges(db));

  route(loungesApi.create, ({ db, actor, body }) => createLounge(db, actor, body));

  route(loungesApi.update, ({ db, actor, params, body }) =>
    updateLounge(db, actor, params.id, body),
  );

  route(loungesApi.closure, ({ db, actor, params }) => loadClosure(db, actor, params.id));

  route(loungesApi.setClosure, ({ db, actor, params, body }) =>
    setClosure(db, actor, params.id, body.closed),
  );
}
