// The app's providers around the router.
import { getDefaultZIndex, MantineProvider } from "@mantine/core";
import { DatesProvider } from "@mantine/dates";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { RouterProvider } from "react-router";
import { locale } from "../lib/i18n";
import { createQueryClient } from "../lib/query-client";
import { createRouter } from "./router";
import { colorSchemeManager, cssVariablesResolver, theme } from "./theme";

/** Below Mantine's modals (and their overlays), above the shell's header. */
const NOTIFICATIONS_Z_INDEX = getDefaultZIndex("modal") - 1;

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      {/* Toasts sit under every dialog's overlay: three quick confirmations in a row used to stack
          theirs over the next question and its button. Under a dialog a toast shows dimmed. */}
      <Notifications position="top-right" zIndex={NOTIFICATIONS_Z_INDEX} />
      {/* Date pickers in the page's language: dayjs's locales are set up by lib/dayjs (start.tsx). */}
      <DatesProvider settings={{ locale, firstDayOfWeek: 0, weekendDays: [0, 6] }}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
