// Menus (screens 6, 7, 8, 18): search, create, the original system's toggle / order / form update, bulk provide, sortable rows.
import { menusApi } from "@lounge-office/domain/menus";
import type { Router } from "../../http/route";
import { bulkProvideMenus, createMenu, searchMenus, sortMenu, updateMenu } from "./menu-commands";

export function menuRoutes({ route }: Router) {
  route(menusApi.search, ({ db, actor, query, authorizeLounge }) => {
    authorizeLounge(query.lounge_id);
    return searchMenus(db, actor, query);
  });

  route(menusApi.create, ({ db, body, authorizeLounge }) => {
    authorizeLounge(body.lounge_id);
    return createMenu(db, body);
  });

  route(menusApi.update, ({ db, actor, params, body }) =>
    updateMenu(db, actor, params.id, body.menu),
  );

  route(menusApi.sort, ({ db, actor, params, body }) =>
    sortMenu(db, actor, params.id, body.menu.row_order_position),
  );

  route(menusApi.bulkProvide, ({ db, body, authorizeLounge }) => {
    authorizeLounge(body.lounge_id);
    return bulkProvideMenus(db, body);
  });
}
