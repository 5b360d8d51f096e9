// The detail modal's guest link: staff show the group a QR code of its own page
// (/g/{token}: its minutes and charge so far) on the whole screen (guest-qr-view.tsx), never beside
// the modal's notes. The token is held only while the modal is open; reissuing shows a new QR and
// stops the last one, 取り消し stops it without a new one. The QR can also be printed on a slip
// (guest-slip-button.tsx).
import { guestApi, guestPagePath } from "@lounge-office/domain/guest";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconMaximize, IconQrcode, IconRefresh, IconX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { errorMessage } from "../../../../lib/api-client";
import { contractQuery, useContractMutation } from "../../../../lib/contract-query";
import { CopyableValue } from "../../../../lib/copy-button";
import { formatTime } from "./board-view";
import { GuestQrView } from "./guest-qr-view";
import { GuestSlipButton } from "./guest-slip-button";
import { t } from "./messages";

/** The QR code of `url` as an SVG data URL (the encoder loads on first use; no canvas needed). */
function useQrDataUrl(url: string | null) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    setDataUrl(null);
    if (!url) return;
    let live = true;
    void import("qrcode").then((qrcode) =>
      qrcode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" }).then((svg) => {
        if (live) setDataUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      }),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return dataUrl;
}

type Props = {
  groupId: number;
  loungeId: number;
  /** The lounge's and the seat's names and the lounge's zone, as the printed slip shows them. */
  loungeName: string;
  seatName: string;
  timeZone: string;
};

export function GuestLinkPanel({ groupId, loungeId, loungeName, seatName, timeZone }: Props) {
  // Closed until staff ask for it: the detail modal opens often, the QR is shown now and then.
  const [open, setOpen] = useState(false);
  // The full-screen QR: opens with each issue, and again on 「QRコードを全画面で表示」.
  const [showing, setShowing] = useState(false);
  // GET, POST and DELETE /customer_groups/:id/guest_link: its state, issuing one (the token comes
  // back only here) and revoking it; either write reads the state again.
  const link = { params: { id: groupId } };
  const status = useQuery({
    ...contractQuery(guestApi.status, link, { abortable: true }),
    enabled: open,
  });
  const changed = { invalidate: [contractQuery(guestApi.status, link).queryKey] };
  const issue = useContractMutation(guestApi.issue, changed);
  const revoke = useContractMutation(guestApi.revoke, changed);
  const issued = issue.data && status.data?.live ? issue.data : null;
  const url = issued ? `${window.location.origin}${guestPagePath(issued.token)}` : null;
  const qr = useQrDataUrl(url);
  const error = issue.error ?? revoke.error ?? status.error;
  const live = status.data?.live ?? false;

  if (!open) {
    return (
      <Group>
        <Button
          size="sm"
          variant="light"
          leftSection={<IconQrcode size={16} />}
          onClick={() => setOpen(true)}
        >
          {t("guest.open")}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="xs" data-testid="guest-link">
      <Text size="sm" fw={600}>
        {t("guest.heading")}
      </Text>
      {error && (
        <Alert color="red" role="alert">
          {errorMessage(error)}
        </Alert>
      )}
      {issued && url ? (
        <Stack gap={4}>
          <GuestQrView
            opened={showing}
            onClose={() => setShowing(false)}
            loungeName={loungeName}
            seatName={seatName}
            qr={qr}
            expiresAt={issued.expires_at}
            timeZone={timeZone}
          />
          <Group>
            <Button
              size="sm"
              leftSection={<IconMaximize size={16} />}
              onClick={() => setShowing(true)}
            >
              {t("guest.fullScreen")}
            </Button>
          </Group>
          <CopyableValue value={url} label={t("guest.address")}>
            <Text span size="xs" style={{ wordBreak: "break-all" }}>
              {url}
            </Text>
          </CopyableValue>
          <Text size="xs" c="dimmed">
            {t("guest.validUntil", { time: formatTime(issued.expires_at, timeZone) })}
          </Text>
          <GuestSlipButton
            // A reissued link is a new slip: its status starts again.
            key={url}
            loungeId={loungeId}
            slip={{
              lounge_name: loungeName,
              seat_name: seatName,
              url,
              expires_at: issued.expires_at,
              time_zone: timeZone,
            }}
          />
        </Stack>
      ) : live ? (
        <Text size="sm" c="dimmed">
          {t("guest.issued", { time: formatTime(status.data?.expires_at ?? "", timeZone) })}
        </Text>
      ) : null}
      <Group gap="xs">
        <Button
          size="sm"
          variant="light"
          leftSection={live ? <IconRefresh size={16} /> : <IconQrcode size={16} />}
          loading={issue.isPending}
          disabled={status.isPending}
          onClick={() => issue.mutate(link, { onSuccess: () => setShowing(true) })}
        >
          {live ? t("guest.reissue") : t("guest.show")}
        </Button>
        {live && (
          <Button
            size="sm"
            variant="default"
            leftSection={<IconX size={16} />}
            loading={revoke.isPending}
            onClick={() => revoke.mutate(link, { onSuccess: () => issue.reset() })}
          >
            {t("guest.revoke")}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
