// The entry modal: seat a new group (type new) or move a group (type move) onto a seat, choosing
// its count, the men's fee rule and the groups of the other gender there it is matched with.
import {
  type Board,
  DEFAULT_GROUP_NUM,
  GROUP_NUM_CHOICES,
  specialFeeBarsSeat,
} from "@lounge-office/domain";
import { Alert, Button, Checkbox, Group, Modal, NativeSelect, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { ApiError, errorMessage } from "../../../../lib/api-client";
import { useEnterGroup } from "../../api/enter-group";
import { useUpdateGroup } from "../../api/update-group";
import {
  boardGenderOf,
  describeGroup,
  findGroup,
  GENDER_LABEL,
  groupsOf,
  otherGender,
} from "./board-view";
import type { EntryTarget } from "./drop-rules";

type Props = {
  target: EntryTarget;
  board: Board;
  loungeId: number;
  onClose: () => void;
};

/** Fee rules offered to men entering a seat: special-fee rules never on automatic seats. */
export const feeRulesForSeat = (board: Board, seatType: "auto" | "normal") =>
  board.fee_rules.filter((rule) => !specialFeeBarsSeat(seatType, "mens", rule.other_flag));

export function EntryModal({ target, board, loungeId, onClose }: Props) {
  const timeZone = board.lounge.time_zone;
  const seat = board.seats.find((s) => s.id === target.seatId);
  const moving = target.type === "move" ? findGroup(board, target.groupId) : null;
  const gender =
    target.type === "new" ? target.gender : moving ? boardGenderOf(moving.group) : "mens";
  const candidates = seat ? groupsOf(seat, otherGender(gender)) : [];
  const feeRules = seat ? feeRulesForSeat(board, seat.seat_type) : [];

  const [num, setNum] = useState(moving ? moving.group.num : DEFAULT_GROUP_NUM);
  const [feeRuleId, setFeeRuleId] = useState(feeRules[0]?.id);
  // The seed auto-selects the match when the seat holds exactly one group of the other gender.
  const [chosen, setChosen] = useState<number[]>(() =>
    candidates.length === 1 && candidates[0] ? [candidates[0].id] : [],
  );
  const [error, setError] = useState<string | null>(null);
  const enter = useEnterGroup(loungeId);
  const update = useUpdateGroup(loungeId);

  // Groups that left the seat meanwhile (another device) are no longer offered.
  const matched = chosen.filter((id) => candidates.some((g) => g.id === id));
  const needsMatch = candidates.length > 0 && matched.length === 0;
  const pending = enter.isPending || update.isPending;
  const lost = !seat || (target.type === "move" && !moving);

  const onError = (cause: unknown) => {
    // A stale lock_version: the board is being read again, and this dialog's data is outdated.
    if (cause instanceof ApiError && cause.status === 409) {
      notifications.show({ color: "red", message: errorMessage(cause) });
      onClose();
      return;
    }
    setError(errorMessage(cause));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!seat || needsMatch) return;
    setError(null);
    if (target.type === "new") {
      enter.mutate(
        {
          seat_id: seat.id,
          mens: gender === "mens" ? num : 0,
          ladys: gender === "ladys" ? num : 0,
          ...(gender === "mens" && feeRuleId !== undefined ? { fee_rule: feeRuleId } : {}),
          matched_group_ids: matched,
          age_list: [],
        },
        { onSuccess: onClose, onError },
      );
      return;
    }
    if (!moving) return;
    const { group } = moving;
    update.mutate(
      {
        id: group.id,
        seat_id: seat.id,
        ...(gender === "mens" ? { mens: num } : { ladys: num }),
        lock_version: group.lock_version,
        matched_group_ids: matched,
      },
      // A move ends the group's call: the server clears it in the move's own transaction.
      { onSuccess: onClose, onError },
    );
  };

  const title =
    target.type === "new"
      ? `新規 ${GENDER_LABEL[gender]} → ${seat?.name ?? ""}`
      : `移動 ${GENDER_LABEL[gender]} ${moving?.seat.name ?? ""} → ${seat?.name ?? ""}`;

  return (
    <Modal opened onClose={onClose} title={title} centered>
      {!seat || lost ? (
        <Stack>
          <Alert color="orange">この席またはグループは他の端末で変更されました。</Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>閉じる</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Text size="sm" c="dimmed">
              {seat.name}（{seat.seat_type === "auto" ? "自動会計席" : "通常席"}）
            </Text>
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <NativeSelect
              label="人数"
              value={String(num)}
              onChange={(e) => setNum(Number(e.currentTarget.value))}
              data={GROUP_NUM_CHOICES.map((n) => ({ value: String(n), label: `${n}名` }))}
              data-autofocus
            />
            {target.type === "new" && gender === "mens" && (
              <NativeSelect
                label="料金区分"
                value={feeRuleId === undefined ? "" : String(feeRuleId)}
                onChange={(e) => setFeeRuleId(Number(e.currentTarget.value))}
                data={feeRules.map((rule) => ({ value: String(rule.id), label: rule.label }))}
              />
            )}
            {candidates.length > 0 ? (
              <Checkbox.Group
                label="マッチするグループ"
                description="一緒に座るグループを選んでください"
                value={matched.map(String)}
                onChange={(values) => setChosen(values.map(Number))}
              >
                <Stack gap={6} mt={6}>
                  {candidates.map((group) => (
                    <Checkbox
                      key={group.id}
                      value={String(group.id)}
                      label={describeGroup(group, timeZone)}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            ) : (
              <Text size="sm" c="dimmed">
                この席に{GENDER_LABEL[otherGender(gender)]}のグループはいません
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                キャンセル
              </Button>
              <Button type="submit" disabled={needsMatch} loading={pending}>
                OK
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
