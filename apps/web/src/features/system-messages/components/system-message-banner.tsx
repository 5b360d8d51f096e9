// The shell's banner: head office's messages to the session's lounge, on top of
// every page. Read on mount, on focus and on every change of page; a pushed message shows at once (while a
// screen holds the lounge's /cable open). Each is one line until tapped (the board stays in view) and
// can be closed on this device only; one past its `until` goes away by itself.
import type { SystemMessage } from "@lounge-office/domain/system-messages";
import { CloseButton, Stack, Text } from "@mantine/core";
import { IconSpeakerphone } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { CollapsibleNotice } from "../../../lib/collapsible-notice";
import { dayjs } from "../../../lib/dayjs";
import { activeMessagesQuery, useLiveSystemMessages } from "../api/use-live-system-messages";
import { t } from "../messages";
import { dismiss, readDismissed } from "./dismissed-messages";

const untilPassed = (message: SystemMessage, now: number) =>
  message.until !== null && Date.parse(message.until) <= now;

/** The folded line: a message's first line, "…" when more follow (the line itself truncates too). */
const firstLine = (text: string) => {
  const [first = "", ...rest] = text.trim().split("\n");
  return rest.length > 0 ? `${first}…` : first;
};

/** The longest a browser timer may wait (about 24.8 days); a later `until` is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The clock as far as the messages care: it moves on when the next `until` passes, so an expired
 * message hides then and not only at the next read.
 */
function useExpiryClock(messages: SystemMessage[]): number {
  const [now, setNow] = useState(() => Date.now());
  const next = Math.min(
    ...messages
      .map((m) => (m.until === null ? Number.POSITIVE_INFINITY : Date.parse(m.until)))
      .filter((at) => at > now),
  );
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Waits in steps a timer can hold (and again if one fires a little early), then moves the clock.
    const wait = () => {
      const left = next - Date.now();
      if (left <= 0) setNow(Date.now());
      else timer = setTimeout(wait, Math.min(left, MAX_TIMER_MS));
    };
    wait();
    return () => clearTimeout(timer);
  }, [next]);
  return now;
}

/** Reads the messages again when staff open another page (the first read is the query's own). */
function useReadOnPageChange(read: () => unknown) {
  const { pathname } = useLocation();
  const [seen, setSeen] = useState(pathname);
  useEffect(() => {
    if (pathname === seen) return;
    setSeen(pathname);
    void read();
  }, [pathname, seen, read]);
}

type Props = { loungeId: number; timeZone: string };

export function SystemMessageBanner({ loungeId, timeZone }: Props) {
  const active = useQuery({ ...activeMessagesQuery(loungeId), refetchOnWindowFocus: "always" });
  useLiveSystemMessages(loungeId);
  useReadOnPageChange(active.refetch);
  const [dismissed, setDismissed] = useState(readDismissed);
  const messages = active.data?.system_messages ?? [];
  const now = useExpiryClock(messages);
  const shown = messages.filter((m) => !dismissed.has(m.id) && !untilPassed(m, now));
  if (shown.length === 0) return null;

  return (
    <Stack
      gap="xs"
      mb="sm"
      role="region"
      aria-label={t("notice")}
      data-testid="system-message-banner"
    >
      {shown.map((message) => (
        <CollapsibleNotice
          key={message.id}
          color="blue"
          icon={<IconSpeakerphone size={20} aria-hidden style={{ flex: "none" }} />}
          summary={
            <>
              {t("noticeLine")}
              <span>{firstLine(message.message)}</span>
            </>
          }
          openSummary={t("notice")}
          aside={
            <CloseButton
              size={44}
              iconSize={22}
              aria-label={t("close")}
              onClick={() => setDismissed(dismiss(message.id))}
            />
          }
          data-testid="system-message"
        >
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text size="md" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {message.message}
            </Text>
            {message.until && (
              <Text size="sm" c="dimmed">
                {t("until", { time: dayjs(message.until).tz(timeZone).format("M/D HH:mm") })}
              </Text>
            )}
          </Stack>
        </CollapsibleNotice>
      ))}
    </Stack>
  );
}
