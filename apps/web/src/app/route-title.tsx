// The browser tab's and a screen reader's name for the page: 「会計履歴 – 渋谷 | Lounge Office」. Each
// route names its page in its `handle`; the deepest named route wins, and the signed-in lounge
// follows the dash (none on the sign-in page or a guest's page). Read from the session already in
// the cache: naming a page never asks the server anything. A route without a name leaves the title
// to its page (the crowd widget says whose crowd it is).
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Outlet, useMatches } from "react-router";
import { documentTitle } from "../lib/document-title";
import { sessionQueryOptions } from "../lib/session";

/** What a route says about its page. */
export type RouteHandle = { title: string };

export function RouteTitle() {
  const matches = useMatches();
  const page = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter((title): title is string => Boolean(title))
    .at(-1);
  const lounge = useQuery({ ...sessionQueryOptions(), enabled: false }).data?.lounge.name;
  useEffect(() => {
    // A route without a name (the crowd widget) names its page itself.
    if (page) document.title = documentTitle(page, lounge);
  }, [page, lounge]);
  return <Outlet />;
}
