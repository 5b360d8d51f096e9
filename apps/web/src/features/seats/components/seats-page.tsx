// Seats and fee rules of a lounge (managers, admins): the seat layout editor, the fee-rule table
// (each rule links to its price table) and the special dates, of the session's lounge (the header switches it).
import { type Seat, seatsApi } from "@lounge-office/domain/seats";
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPlus } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { contractQuery, useContractMutation } from "../../../lib/contract-query";
import { LoungeSwitchOffer, PageLounge, useAskedLounge } from "../../../lib/lounge-context";
import { useSession } from "../../../lib/session";
import { t } from "../messages";
import { FeeRuleSection } from "./fee-rule-section";
import { SeatFormModal } from "./seat-form-modal";
import { SeatGrid } from "./seat-grid";
import { SpecialDateSection } from "./special-date-section";

type SeatDialog = Seat | { col: number; row: number } | null;

/** The first free cell reading the room left to right, top to bottom. */
function freeCell(seats: Seat[]) {
  const taken = new Set(seats.map((s) => `${s.col}:${s.row}`));
  for (let row = 0; row <= 40; row++)
    for (let col = 0; col < 8; col++) if (!taken.has(`${col}:${row}`)) return { col, row };
  return { col: 0, row: 0 };
}

export function SeatsPage() {
  const session = useSession().data;
  const asked = useAskedLounge();
  const loungeId = session?.lounge.id ?? 0;
  const seatsQuery = contractQuery(seatsApi.list, { query: { lounge_id: loungeId } });
  const seats = useQuery(seatsQuery);
  const move = useContractMutation(seatsApi.update, { invalidate: [seatsApi.list] });
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<SeatDialog>(null);
  if (!session) return null;
  const list = seats.data ?? [];
  const autoCount = list.filter((s) => s.seat_type === "auto").length;

  const onMove = (seat: Seat, position: { col: number; row: number }) => {
    const { id, lounge_id: _lounge, ...input } = seat;
    // Show the seat where it was dropped at once; the refetch after the call settles it.
    queryClient.setQueryData(seatsQuery.queryKey, (old) =>
      old?.map((s) => (s.id === id ? { ...s, ...position } : s)),
    );
    move.mutate(
      { params: { id }, body: { ...input, ...position } },
      {
        onError: (error) => {
          notifications.show({ color: "red", message: errorMessage(error) });
          void queryClient.invalidateQueries({ queryKey: seatsQuery.queryKey });
        },
      },
    );
  };

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2}>{t("title")}</Title>
          <PageLounge session={session} />
        </Group>
        <LoungeSwitchOffer session={session} asked={asked} />
      </Stack>
      <Stack>
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={3}>{t("layout")}</Title>
            <Badge variant="light">{t("seatCount", { count: list.length })}</Badge>
            <Badge variant="light" color="teal">
              {t("autoCount", { count: autoCount })}
            </Badge>
            <Badge variant="light" color="gray">
              {t("normalCount", { count: list.length - autoCount })}
            </Badge>
          </Group>
          <Button leftSection={<IconPlus size={18} />} onClick={() => setDialog(freeCell(list))}>
            {t("addSeat")}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t("layoutHint")}
        </Text>
        {seats.isError && <Alert color="red">{errorMessage(seats.error)}</Alert>}
        <Paper withBorder p="sm">
          <SeatGrid seats={list} onEdit={setDialog} onAdd={setDialog} onMove={onMove} />
        </Paper>
      </Stack>
      <FeeRuleSection loungeId={loungeId} />
      <SpecialDateSection loungeId={loungeId} />
      {dialog && (
        <SeatFormModal
          key={"id" in dialog ? dialog.id : `${dialog.col}:${dialog.row}`}
          loungeId={loungeId}
          seat={dialog}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
