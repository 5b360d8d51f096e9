// The entry modal: seat a new group (type new: men, women or others) or move a group (type move)
// onto a seat, choosing its count, the fee rule (men and others) and the groups of the other side
// there it is matched with. A move sends the lock_version seen when the label was picked up.
import {
  type Board,
  boardSideOf,
  DEFAULT_GROUP_NUM,
  GROUP_NUM_CHOICES,
  specialFeeBarsSeat,
} from "@lounge-office/domain/floor";
import { Alert, Button, Checkbox, Group, Modal, NativeSelect, Stack, Text } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { t as common } from "../../../../lib/common-messages";
import { useEnterGroup, useUpdateGroup } from "../../api/group-writes";
import { describeGroup, findGroup, GENDER_LABEL, groupsOf, otherGender } from "./board-view";
import type { EntryTarget } from "./drop-rules";
import {
  countFields,
  ENTRY_GENDER_LABEL,
  groupIdsAt,
  groupWords,
  hasFeeRule,
} from "./entry-gender";
import { LIST_SEPARATOR, peopleWord, SEAT_TYPE_NAME, t } from "./messages";
import { useGuardedWrite } from "./use-guarded-write";
import { ConflictNotice, WriteStatus } from "./write-status";

type Props = {
  target: EntryTarget;
  board: Board;
  loungeId: number;
  onClose: () => void;
};

/** Fee rules offered to men (and others) on a seat: special-fee rules never on automatic seats. */
export const feeRulesForSeat = (board: Board, seatType: "auto" | "normal") =>
  board.fee_rules.filter((rule) => !specialFeeBarsSeat(seatType, "mens", rule.other_flag));

export function EntryModal({ target, board, loungeId, onClose }: Props) {
  const timeZone = board.lounge.time_zone;
  const seat = board.seats.find((s) => s.id === target.seatId);
  const moving = target.type === "move" ? findGroup(board, target.groupId) : null;
  const gender = target.type === "new" ? target.gender : (moving?.group.gender ?? "mens");
  const side = boardSideOf(gender);
  const candidates = seat ? groupsOf(seat, otherGender(side)) : [];
  const feeRules = seat ? feeRulesForSeat(board, seat.seat_type) : [];

  const [num, setNum] = useState(moving ? moving.group.num : DEFAULT_GROUP_NUM);
  // Where the group was when it was picked up: the title stays put if another device moves it.
  const [fromSeat] = useState(moving?.seat.name ?? "");
  const [feeRuleId, setFeeRuleId] = useState(feeRules[0]?.id);
  // The version the move was decided on: the label's at pick-up, or the newest after a reopen.
  const [lockVersion, setLockVersion] = useState(
    target.type === "move" ? target.lockVersion : undefined,
  );
  // The original system auto-selects the match when the seat holds exactly one group of the other gender.
  const [chosen, setChosen] = useState<number[]>(() =>
    candidates.length === 1 && candidates[0] ? [candidates[0].id] : [],
  );
  const enter = useGuardedWrite(useEnterGroup(loungeId), loungeId);
  const update = useGuardedWrite(useUpdateGroup(loungeId), loungeId);
  const write = target.type === "new" ? enter : update;

  // Groups that left the seat meanwhile (another device) are no longer offered.
  const matched = chosen.filter((id) => candidates.some((g) => g.id === id));
  const needsMatch = candidates.length > 0 && matched.length === 0;
  const lost = !seat || (target.type === "move" && !moving);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!seat || needsMatch || write.pending) return;
    const words = t("seatGroup", {
      seat: seat.name,
      gender: ENTRY_GENDER_LABEL[gender],
      count: num,
    });
    if (target.type === "new") {
      // An abort is judged on the refreshed board: a group at this seat that was not there before.
      const before = groupIdsAt(seat);
      enter.send(
        {
          seat_id: seat.id,
          ...countFields(gender, num),
          ...(hasFeeRule(gender) && feeRuleId !== undefined ? { fee_rule: feeRuleId } : {}),
          matched_group_ids: matched,
          age_list: [],
        },
        {
          onSuccess: onClose,
          action: t("action.enter"),
          recorded: (fresh) => {
            const now = fresh.seats.find((s) => s.id === seat.id);
            const added = [...groupsOf(now ?? seat, side)].find((g) => !before.has(g.id));
            return now && added ? `${seat.name} ${groupWords(added)}` : null;
          },
        },
      );
      return;
    }
    if (!moving || lockVersion === undefined) return;
    const { group } = moving;
    update.send(
      {
        id: group.id,
        seat_id: seat.id,
        ...(gender === "mens"
          ? { mens: num }
          : gender === "ladys"
            ? { ladys: num }
            : { others: num }),
        lock_version: lockVersion,
        matched_group_ids: matched,
      },
      // A move ends the group's call: the server clears it in the move's own transaction.
      {
        onSuccess: onClose,
        action: t("action.move"),
        recorded: (fresh) => {
          const now = findGroup(fresh, group.id);
          return now && now.group.lock_version > lockVersion && now.seat.id === seat.id
            ? words
            : null;
        },
      },
    );
  };

  const title =
    target.type === "new"
      ? t("entry.newTitle", { gender: ENTRY_GENDER_LABEL[gender], seat: seat?.name ?? "" })
      : t("entry.moveTitle", {
          gender: ENTRY_GENDER_LABEL[gender],
          from: fromSeat,
          seat: seat?.name ?? "",
        });

  // A pending write is never dropped silently: closing while it is in flight aborts it and stays
  // open to say whether it was recorded.
  const close = () => {
    if (write.pending) write.cancel();
    else onClose();
  };

  return (
    <Modal opened onClose={close} title={title} centered>
      {!seat || lost ? (
        <Stack>
          <Alert color="orange">{t("entry.changed")}</Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t("close")}</Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          // Enter on a choice (人数, 料金区分) confirms, as in a text field: seating from the
          // keyboard is M G <seat> Enter, then Enter.
          onKeyDown={(event) => {
            if (event.key === "Enter" && event.target instanceof HTMLSelectElement) {
              event.preventDefault();
              event.currentTarget.requestSubmit();
            }
          }}
        >
          <Stack>
            <Text size="sm" c="dimmed">
              {t("seatOf", { seat: seat.name, type: SEAT_TYPE_NAME[seat.seat_type] })}
            </Text>
            {write.state.kind === "conflict" && (
              <ConflictNotice
                now={
                  moving
                    ? `${moving.seat.name} ${groupWords(moving.group)}`
                    : `${seat.name}: ${[...seat.group_mens, ...seat.group_ladys].map(groupWords).join(LIST_SEPARATOR) || t("entry.emptySeat")}`
                }
                ready={!moving || moving.group.lock_version !== lockVersion}
                onReopen={() => {
                  if (moving) setLockVersion(moving.group.lock_version);
                  write.reset();
                }}
              />
            )}
            <WriteStatus state={write.state} pending={write.pending} onCancel={write.cancel} />
            <NativeSelect
              label={t("col.people")}
              value={String(num)}
              onChange={(e) => setNum(Number(e.currentTarget.value))}
              data={GROUP_NUM_CHOICES.map((n) => ({ value: String(n), label: peopleWord(n) }))}
              data-autofocus
            />
            {target.type === "new" && hasFeeRule(gender) && (
              <NativeSelect
                label={t("col.feeRule")}
                value={feeRuleId === undefined ? "" : String(feeRuleId)}
                onChange={(e) => setFeeRuleId(Number(e.currentTarget.value))}
                data={feeRules.map((rule) => ({ value: String(rule.id), label: rule.label }))}
              />
            )}
            {candidates.length > 0 ? (
              <Checkbox.Group
                label={t("matchWith")}
                description={t("entry.matchHint")}
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
                {t("entry.noOther", { gender: GENDER_LABEL[otherGender(side)] })}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {common("cancel")}
              </Button>
              <Button type="submit" disabled={needsMatch} loading={write.pending}>
                OK
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
