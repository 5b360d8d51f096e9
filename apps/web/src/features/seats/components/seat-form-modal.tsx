// Add, edit or delete a seat: name, automatic-accounting or normal, and its column and row on the board.
import { type Seat, type SeatType, ZSeatInput } from "@lounge-office/domain";
import {
  Alert,
  Button,
  Group,
  Input,
  Modal,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { fieldErrors } from "../../../lib/form-errors";
import { useCreateSeat } from "../api/create-seat";
import { useDeleteSeat } from "../api/delete-seat";
import { useUpdateSeat } from "../api/update-seat";
import { SEAT_TYPE_LABELS } from "./seat-grid";

type Props = {
  loungeId: number;
  /** An existing seat to edit, or the position a new seat starts at. */
  seat: Seat | { col: number; row: number };
  onClose: () => void;
};

export function SeatFormModal({ loungeId, seat, onClose }: Props) {
  const existing = "id" in seat ? seat : null;
  const [name, setName] = useState(existing?.name ?? "");
  const [seatType, setSeatType] = useState<SeatType>(existing?.seat_type ?? "normal");
  const [col, setCol] = useState<number | string>(seat.col);
  const [row, setRow] = useState<number | string>(seat.row);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const create = useCreateSeat();
  const update = useUpdateSeat();
  const remove = useDeleteSeat();
  const failed = [create, update, remove].find((m) => m.isError);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZSeatInput.safeParse({ name, seat_type: seatType, col, row });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    const done = {
      onSuccess: (saved: Seat) => {
        notifications.show({ color: "green", message: `席「${saved.name}」を保存しました` });
        onClose();
      },
      onError: (error: Error) => error instanceof ApiError && setErrors(error.fields),
    };
    if (existing) update.mutate({ id: existing.id, input: parsed.data }, done);
    else create.mutate({ loungeId, input: parsed.data }, done);
  };

  const onDelete = () => {
    if (!existing) return;
    remove.mutate(
      { id: existing.id, loungeId },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: `席「${existing.name}」を削除しました` });
          onClose();
        },
        onSettled: () => setConfirmDelete(false),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={existing ? `席の編集: ${existing.name}` : "席の追加"}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {failed && (
            <Alert color="red" role="alert">
              {errorMessage(failed.error)}
            </Alert>
          )}
          <TextInput
            label="席名"
            required
            value={name}
            error={errors.name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
          />
          <Input.Wrapper label="種類" error={errors.seat_type}>
            <SegmentedControl
              fullWidth
              mt={4}
              value={seatType}
              onChange={(value) => setSeatType(value as SeatType)}
              data={(["auto", "normal"] as const).map((t) => ({
                value: t,
                label: SEAT_TYPE_LABELS[t],
              }))}
            />
          </Input.Wrapper>
          <SimpleGrid cols={2}>
            <NumberInput
              label="列"
              description="左から 0〜40"
              min={0}
              max={40}
              allowDecimal={false}
              allowNegative={false}
              value={col}
              error={errors.col}
              onChange={setCol}
            />
            <NumberInput
              label="行"
              description="上から 0〜40"
              min={0}
              max={40}
              allowDecimal={false}
              allowNegative={false}
              value={row}
              error={errors.row}
              onChange={setRow}
            />
          </SimpleGrid>
          {confirmDelete && existing ? (
            <Alert color="red" title="席の削除">
              <Text size="sm" mb="sm">
                席「{existing.name}」を削除しますか？これまでの滞在記録は残ります。
              </Text>
              <Group justify="flex-end">
                <Button variant="default" size="sm" onClick={() => setConfirmDelete(false)}>
                  やめる
                </Button>
                <Button color="red" size="sm" loading={remove.isPending} onClick={onDelete}>
                  削除する
                </Button>
              </Group>
            </Alert>
          ) : (
            <Group justify="space-between">
              {existing ? (
                <Button variant="subtle" color="red" onClick={() => setConfirmDelete(true)}>
                  削除
                </Button>
              ) : (
                <span />
              )}
              <Group>
                <Button variant="default" onClick={onClose}>
                  キャンセル
                </Button>
                <Button type="submit" loading={create.isPending || update.isPending}>
                  保存
                </Button>
              </Group>
            </Group>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
