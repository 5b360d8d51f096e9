// Renders a component inside the app's providers (Mantine, a fresh query cache, a memory router).
// Mantine runs in its test mode (its advice for testing): no transitions and no portals, so a menu,
// popover or modal is in the document as soon as it opens — on a loaded 2-core machine a menu's
// opening transition once never ended within 15 s and the test found no item.
import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { colorSchemeManager, theme } from "../app/theme";
import { createQueryClient } from "../lib/query-client";

/**
 * `route`: the route pattern the element is mounted at, for a component that reads its params;
 * `queryClient`: a cache the test filled beforehand (a fresh one otherwise).
 */
export function renderWithProviders(
  element: ReactNode,
  {
    path = "/",
    route = "*",
    queryClient = createQueryClient(),
  }: { path?: string; route?: string; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [path] });
  return {
    queryClient,
    router,
    ...render(
      <MantineProvider
        theme={theme}
        env="test"
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="auto"
      >
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    ),
  };
}

/**
 * The app asks GET /api/v1/session/state; a test names the session as GET /api/v1/session answers
 * it (the session, or a 401 with why): the one is read from the other.
 */
async function sessionStateOf(answer: Response): Promise<Response> {
  const body = await answer.json();
  const state =
    answer.status === 401
      ? { session: null, ended: body?.error?.message ?? null }
      : { session: body, ended: null };
  return new Response(JSON.stringify(state), {
    status: answer.ok || answer.status === 401 ? 200 : answer.status,
  });
}

/** A fetch that answers JSON by path (the component's real fetcher and schemas still run). */
export function jsonFetch(
  routes: Record<string, unknown | ((url: URL, init?: RequestInit) => Response)>,
) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname === "/api/v1/session/state" && !("/api/v1/session/state" in routes)) {
      return sessionStateOf(await jsonFetch(routes)(new URL("/api/v1/session", url), init));
    }
    const answer = routes[url.pathname];
    if (typeof answer === "function") return answer(url, init);
    if (answer === undefined) {
      return new Response(
        JSON.stringify({ error: { code: "unauthenticated", message: "サインインしてください" } }),
        {
          status: 401,
        },
      );
    }
    return new Response(JSON.stringify(answer), { status: 200 });
  };
}
