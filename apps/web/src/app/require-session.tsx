// Route guards: signed-in pages redirect to sign-in; capability pages show a refusal to roles without it.
import { type Action, roleHolds } from "@lounge-office/domain/shared";
import { Alert, Center, Loader } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { errorMessage } from "../lib/api-client";
import { useSession } from "../lib/session";

export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) {
    return (
      <Center mih="100dvh">
        <Loader aria-label="読み込み中" />
      </Center>
    );
  }
  if (session.isError) {
    return (
      <Center mih="100dvh" p="md">
        <Alert color="red" title="読み込めませんでした">
          {errorMessage(session.error)}
        </Alert>
      </Center>
    );
  }
  if (!session.data) {
    const next = `${location.pathname}${location.search}`;
    return (
      <Navigate to={`/sign_in${next === "/" ? "" : `?next=${encodeURIComponent(next)}`}`} replace />
    );
  }
  return children;
}

export function RequireCapability({ action, children }: { action: Action; children: ReactNode }) {
  const session = useSession();
  if (!session.data || !roleHolds(session.data.staff.role, action)) {
    return (
      <Alert color="red" icon={<IconLock />} title="権限がありません" role="alert">
        この画面を表示する権限がありません。店長または管理者にお問い合わせください。
      </Alert>
    );
  }
  return children;
}
