// Starts the sign-in page on its own: the theme and the page, nothing of the app behind it.
import { MantineProvider } from "@mantine/core";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { SignInPage } from "../features/session/components/sign-in-page";
import { documentTitle } from "../lib/document-title";
import { t } from "./shell-messages";
import { colorSchemeManager, cssVariablesResolver, theme } from "./theme";

export function start(root: HTMLElement) {
  document.title = documentTitle(t("page.signIn"), undefined);
  createRoot(root).render(
    <StrictMode>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="auto"
      >
        <SignInPage />
      </MantineProvider>
    </StrictMode>,
  );
}
