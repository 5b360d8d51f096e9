// Renders a component inside the app's providers (Mantine, a fresh query cache, a memory router).
// Mantine runs in its test mode (its advice for testing): no transitions and no portals, so a menu,
// popover or modal is in the document as soon as it opens — on a loaded 2-core machine a menu's
// opening transition once never ended within 15 s and the test found no item.
import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { theme } from "../app/theme";
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
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    ),
  };
}

/** A fetch that answers JSON by path (the component's real fetcher and schemas still run). */
export function jsonFetch(
  routes: Record<string, unknown | ((url: URL, init?: RequestInit) => Response)>,
) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
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
