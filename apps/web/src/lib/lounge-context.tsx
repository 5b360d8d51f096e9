// The one lounge context: pages that edit a lounge's data edit the session's current lounge (the header's
// switcher) and show its name. A link or record naming another lounge (`?lounge_id=`, a menu of another lounge)
// never edits it silently: the page says which lounge it shows and offers the same switch the header makes.
import type { Session } from "@lounge-office/domain/session";
import { Alert, Badge, Button, Group, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconBuildingStore } from "@tabler/icons-react";
import { useLocation, useSearchParams } from "react-router";
import { errorMessage } from "./api-client";
import { t } from "./common-messages";
import { loadPageAfresh } from "./page-policy";
import { useSwitchLounge } from "./switch-lounge";

/**
 * Switches the session's lounge, then loads the same page afresh, as signing in and out do: the page's CSP
 * names the printers of the session's lounge when it is served, so only a new page reaches the new lounge's.
 * The address drops `?lounge_id=`: the page is the new lounge's, and a lounge left in the address would then
 * ask to switch back.
 */
export function useSwitchLoungeHere() {
  const switchLounge = useSwitchLounge();
  const location = useLocation();
  const switchTo = (loungeId: number) =>
    switchLounge.mutate(loungeId, {
      onSuccess: () => {
        const params = new URLSearchParams(location.search);
        params.delete("lounge_id");
        const search = params.toString();
        loadPageAfresh(`${location.pathname}${search ? `?${search}` : ""}${location.hash}`);
      },
      onError: (error) => notifications.show({ color: "red", message: errorMessage(error) }),
    });
  return { switchTo, pending: switchLounge.isPending };
}

/** The lounge a link asks for with `?lounge_id=`, if any. */
export function useAskedLounge(): number | undefined {
  const [params] = useSearchParams();
  return Number(params.get("lounge_id")) || undefined;
}

/** The lounge named by a link or record when it is another of the staff member's lounges than the current one. */
export const otherLounge = (session: Session, asked: number | undefined) =>
  asked !== undefined && asked !== session.lounge.id
    ? session.lounges.find((l) => l.id === asked)
    : undefined;

/** The lounge a page shows and edits: the session's, named plainly beside the page's title. */
export function PageLounge({ session }: { session: Session }) {
  return (
    <Badge
      size="lg"
      variant="light"
      tt="none"
      leftSection={<IconBuildingStore size={14} aria-hidden />}
      data-testid="page-lounge"
    >
      {t("pageLounge", { name: session.lounge.name })}
    </Badge>
  );
}

type Props = {
  session: Session;
  /** The lounge a link or a record names; when it is another of the staff member's lounges, offer the switch. */
  asked: number | undefined;
  /** What named it: 「このリンク」, 「このメニュー」. */
  what?: string;
};

/** When a link or record named another of the staff member's lounges: says so and offers the header's switch. */
export function LoungeSwitchOffer({ session, asked, what = t("switch.thisLink") }: Props) {
  const { switchTo, pending } = useSwitchLoungeHere();
  const other = otherLounge(session, asked);
  if (!other) return null;
  return (
    <Alert color="yellow" data-testid="lounge-mismatch">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {t("switch.offer", { what, lounge: other.name, current: session.lounge.name })}
        </Text>
        <Button size="xs" loading={pending} onClick={() => switchTo(other.id)}>
          {t("switch.button", { lounge: other.name })}
        </Button>
      </Group>
    </Alert>
  );
}
