// The guest QR on the whole screen: staff turn the tablet to the guests, who must see only what is
// theirs (lounge, seat, the QR, how to use it, until when), never the group's comment, ages or fees
// the detail modal shows under it.
import { Box, Button, Center, Image, Modal, Stack, Text, Title } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { formatDateTime } from "../../../../lib/format";
import { t } from "./messages";

type Props = {
  opened: boolean;
  onClose: () => void;
  loungeName: string;
  seatName: string;
  /** The QR code as a data URL; null while it is drawn. */
  qr: string | null;
  /** When the link stops working at the latest, shown with its date on the lounge's clock. */
  expiresAt: string;
  timeZone: string;
};

/** Above the detail modal it is opened from (Mantine's modals sit at 200). */
const ABOVE_DETAIL_MODAL = 400;

export function GuestQrView({
  opened,
  onClose,
  loungeName,
  seatName,
  qr,
  expiresAt,
  timeZone,
}: Props) {
  return (
    <Modal.Root opened={opened} onClose={onClose} fullScreen zIndex={ABOVE_DETAIL_MODAL}>
      <Modal.Overlay />
      <Modal.Content data-testid="guest-qr-view">
        <Modal.Body h="100%" p="md">
          <Stack h="100%" gap="sm">
            {/* The staff's button, in their language; everything else here is the guests' own. */}
            <Box style={{ alignSelf: "flex-end" }}>
              <Button
                variant="default"
                size="md"
                h={44}
                miw={44}
                leftSection={<IconX size={18} />}
                onClick={onClose}
              >
                {t("close")}
              </Button>
            </Box>
            <Center style={{ flex: 1 }}>
              <Stack align="center" gap="sm" maw={720}>
                <Text fz="xl" fw={700} c="dimmed">
                  {loungeName}
                </Text>
                <Modal.Title>
                  <Title order={2} component="span" ta="center">
                    お客様用ページ
                  </Title>
                </Modal.Title>
                <Text fz={32} fw={800} data-testid="guest-qr-seat">
                  お席 {seatName}
                </Text>
                {qr ? (
                  <Image
                    src={qr}
                    alt="お客様用ページのQRコード"
                    w="min(70vw, 50vh)"
                    h="min(70vw, 50vh)"
                    fit="contain"
                  />
                ) : (
                  <Center w="min(70vw, 50vh)" h="min(70vw, 50vh)">
                    <Text c="dimmed">QRコードを作成中…</Text>
                  </Center>
                )}
                <Text fz="lg" ta="center">
                  スマートフォンのカメラで読み取ると、ご利用時間と料金をご確認いただけます
                </Text>
                <Text fz="md" ta="center" c="dimmed" lang="en">
                  Scan with your phone's camera to see your time and charge so far.
                </Text>
                <Text fz="lg" fw={700} data-testid="guest-qr-expiry">
                  有効期限 {formatDateTime(expiresAt, timeZone)}（お会計まで）
                </Text>
              </Stack>
            </Center>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
