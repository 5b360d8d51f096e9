// Route guards: signed-in pages redirect to sign-in; capability pages show a refusal to roles without it.
import { type Action, roleHolds } from "@lounge-office/domain/shared";
import { Alert, Center, Loader } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { type ReactNode, useDeferredValue } from "react";
import { Navigate, useLocation } from "react-router";
import { errorMessage } from "../lib/api-client";
import { SIGN_IN_PATH } from "../lib/page-links";
import { useSession } from "../lib/session";
import { t } from "./shell-messages";

export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  // The session's answer arrives as an update React must render at once, whole (a query is an
  // external store): the pages behind it render a moment later instead, in slices the tablet can
  // answer a tap between. The loader stays up for that moment.
  const settled = useDeferredValue(!session.isPending, false);
  if (session.isPending || !settled) {
    return (
      <Center mih="100dvh">
        <Loader aria-label={t("loading")} />
      </Center>
    );
  }
  if (session.isError) {
    return (
      <Center mih="100dvh" p="md">
        <Alert color="red" title={t("loadFailed")}>
          {errorMessage(session.error)}
        </Alert>
      </Center>
    );
  }
  if (!session.data) {
    const next = `${location.pathname}${location.search}`;
    return (
      <Navigate
        to={`${SIGN_IN_PATH}${next === "/" ? "" : `?next=${encodeURIComponent(next)}`}`}
        replace
      />
    );
  }
  return children;
}

export function RequireCapability({ action, children }: { action: Action; children: ReactNode }) {
  const session = useSession();
  if (!session.data || !roleHolds(session.data.staff.role, action)) {
    return (
      <Alert color="red" icon={<IconLock />} title={t("forbidden.title")} role="alert">
        {t("forbidden.body")}
      </Alert>
    );
  }
  return children;
}
