// Genres (screen 4): list, create, the row-order input, the sortable row update, and the menu search's genre refill.
import { menusApi } from "@lounge-office/domain/menus";
import type { Router } from "../../http/route";
import { authorize } from "../../policy/policy";
import { createGenre, listGenreOptions, listGenres, sortGenre, updateGenre } from "./genres";

export function genreRoutes({ route }: Router) {
  route(menusApi.genres, async ({ db, actor, query }) => {
    authorize(actor, "menus.manage", { loungeId: query.lounge_id });
    return listGenres(db, query.lounge_id);
  });

  route(menusApi.createGenre, ({ db, actor, body }) => createGenre(db, actor, body));

  route(menusApi.updateGenre, ({ db, actor, params, body }) =>
    updateGenre(db, actor, params.id, body.genre),
  );

  route(menusApi.sortGenre, ({ db, actor, params, body }) =>
    sortGenre(db, actor, params.id, body.genre.row_order_position),
  );

  route(menusApi.genreOptions, async ({ db, actor, query }) => {
    authorize(actor, "menus.manage", { loungeId: query.lounge_id });
    return listGenreOptions(db, query.lounge_id, query.genre_kind);
  });
}
