// Lounge settings (admin): list, create and edit lounges.
import { loungesApi } from "@lounge-office/domain";
import type { Router } from "../../http/route";
import { createLounge, listLounges, updateLounge } from "./lounge-commands";

export function loungeRoutes({ route }: Router) {
  route(loungesApi.list, ({ db }) => listLounges(db));

  route(loungesApi.create, ({ db, actor, body }) => createLounge(db, actor, body));

  route(loungesApi.update, ({ db, actor, params, body }) =>
    updateLounge(db, actor, params.id, body),
  );
}
