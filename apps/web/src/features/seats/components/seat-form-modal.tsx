// Add, edit or delete a seat: name, automatic-accounting or normal, and its column and row on the board.
import { type Seat, seatsApi, ZSeatInput } from "@lounge-office/domain/seats";
import type { SeatType } from "@lounge-office/domain/shared";
import {
  Alert,
  Button,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Text,
  TextInput,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useContractMutation } from "../../../lib/contract-query";
import { FormModal, showServerErrors, useSchemaForm } from "../../../lib/form";
import { useLoungeTitle } from "../../../lib/lounge-title";
import { seatTypeName, t } from "../messages";

type Props = {
  loungeId: number;
  /** An existing seat to edit, or the position a new seat starts at. */
  seat: Seat | { col: number; row: number };
  onClose: () => void;
};

export function SeatFormModal({ loungeId, seat, onClose }: Props) {
  const titled = useLoungeTitle(loungeId);
  const existing = "id" in seat ? seat : null;
  const form = useSchemaForm(ZSeatInput, {
    name: existing?.name ?? "",
    seat_type: existing?.seat_type ?? "normal",
    col: seat.col,
    row: seat.row,
  });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const stale = { invalidate: [seatsApi.list] };
  const create = useContractMutation(seatsApi.create, stale);
  const update = useContractMutation(seatsApi.update, stale);
  const remove = useContractMutation(seatsApi.retire, stale);
  const failed = [create, update, remove].find((m) => m.isError);

  const done = {
    onSuccess: (saved: Seat) => {
      notifications.show({ color: "green", message: t("seat.saved", { name: saved.name }) });
      onClose();
    },
    onError: showServerErrors(form),
  };
  const onSubmit = form.onSubmit((input) => {
    if (existing) update.mutate({ params: { id: existing.id }, body: input }, done);
    else create.mutate({ body: { lounge_id: loungeId, ...input } }, done);
  });

  const onDelete = () => {
    if (!existing) return;
    remove.mutate(
      { params: { id: existing.id } },
      {
        onSuccess: () => {
          notifications.show({
            color: "green",
            message: t("seat.deleted", { name: existing.name }),
          });
          onClose();
        },
        onSettled: () => setConfirmDelete(false),
      },
    );
  };

  return (
    <FormModal
      title={titled(existing ? t("seat.editTitle", { name: existing.name }) : t("seat.addTitle"))}
      onClose={onClose}
      onSubmit={onSubmit}
      error={failed?.error ?? null}
      pending={create.isPending || update.isPending}
    >
      <TextInput label={t("seat.name")} required data-autofocus {...form.getInputProps("name")} />
      <Input.Wrapper label={t("seat.type")} error={form.errors.seat_type}>
        <SegmentedControl
          fullWidth
          mt={4}
          value={form.getValues().seat_type}
          onChange={(value) => form.setFieldValue("seat_type", value as SeatType)}
          data={(["auto", "normal"] as const).map((type) => ({
            value: type,
            label: seatTypeName(type),
          }))}
        />
      </Input.Wrapper>
      <SimpleGrid cols={2}>
        <NumberInput
          label={t("seat.col")}
          description={t("seat.col.hint")}
          min={0}
          max={40}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps("col")}
        />
        <NumberInput
          label={t("seat.row")}
          description={t("seat.row.hint")}
          min={0}
          max={40}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps("row")}
        />
      </SimpleGrid>
      {existing &&
        (confirmDelete ? (
          <Alert color="red" title={t("seat.deleteTitle")}>
            <Text size="sm" mb="sm">
              {t("seat.deleteConfirm", { name: existing.name })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" size="sm" onClick={() => setConfirmDelete(false)}>
                {t("keep")}
              </Button>
              <Button color="red" size="sm" loading={remove.isPending} onClick={onDelete}>
                {t("deleteConfirm")}
              </Button>
            </Group>
          </Alert>
        ) : (
          <Group>
            <Button variant="subtle" color="red" onClick={() => setConfirmDelete(true)}>
              {t("delete")}
            </Button>
          </Group>
        ))}
    </FormModal>
  );
}
