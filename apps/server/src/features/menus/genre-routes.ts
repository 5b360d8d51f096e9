// Genres (screen 4): list, create, the row-order input, the sortable row update, and the menu search's genre refill.
import { menusApi } from "@lounge-office/domain/menus";
import type { Router } from "../../http/route";
import { createGenre, listGenreOptions, listGenres, sortGenre, updateGenre } from "./genres";

export function genreRoutes({ route }: Router) {
  route(menusApi.genres, async ({ db, query, authorizeLounge }) => {
    authorizeLounge(query.lounge_id);
    return listGenres(db, query.lounge_id);
  });

  route(menusApi.createGenre, ({ db, body, authorizeLounge }) => {
    authorizeLounge(body.lounge_id);
    return createGenre(db, body);
  });

  route(menusApi.updateGenre, ({ db, actor, params, body }) =>
    updateGenre(db, actor, params.id, body.genre),
  );

  route(menusApi.sortGenre, ({ db, actor, params, body }) =>
    sortGenre(db, actor, params.id, body.genre.row_order_position),
  );

  route(menusApi.genreOptions, async ({ db, query, authorizeLounge }) => {
    authorizeLounge(query.lounge_id);
    return listGenreOptions(db, query.lounge_id, query.genre_kind);
  });
}
