// What a floor dialog shows about its write: 送信中… with 取りやめる, a failure, the outcome of an
// abort, and the conflict notice (another device changed the group) with one tap to reopen on the
// newest state, keeping what the person entered.
import { Alert, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { t } from "./messages";
import type { WriteState } from "./use-guarded-write";

export const CONFLICT_TITLE = t("conflict.title");
export const REOPEN_LABEL = t("conflict.reopen");

export function WriteStatus({
  state,
  pending,
  onCancel,
}: {
  state: WriteState;
  pending: boolean;
  onCancel: () => void;
}) {
  if (state.kind === "checking") {
    return (
      <Alert color="blue" role="status">
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t("write.checking")}</Text>
        </Group>
      </Alert>
    );
  }
  if (pending) {
    return (
      <Alert color="blue" role="status">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t("write.sending")}</Text>
          </Group>
          <Button size="xs" variant="default" onClick={onCancel}>
            {t("write.stop")}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (state.kind === "failed") {
    return (
      <Alert color="red" role="alert">
        {state.message}
      </Alert>
    );
  }
  if (state.kind === "cancelled") {
    return (
      <Alert color="orange" role="alert" data-testid="write-cancelled">
        {state.message}
      </Alert>
    );
  }
  return null;
}

/**
 * After a 409: what is there now (from the refreshed board), and the reopen button. It waits for
 * the board to show a newer version than the one the dialog was opened on (`ready`), so the
 * reopened dialog never sends the stale one again.
 */
export function ConflictNotice({
  now,
  ready,
  onReopen,
}: {
  now: ReactNode;
  ready: boolean;
  onReopen: () => void;
}) {
  return (
    <Alert color="orange" role="alert" title={CONFLICT_TITLE} data-testid="conflict-notice">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t("conflict.kept")}</Text>
        <Text size="sm" component="div" data-testid="conflict-now">
          {t("conflict.now")} {now}
        </Text>
        <Button
          size="xs"
          leftSection={<IconRefresh size={14} />}
          onClick={onReopen}
          disabled={!ready}
        >
          {ready ? REOPEN_LABEL : t("conflict.loading")}
        </Button>
      </Stack>
    </Alert>
  );
}
