// 修正: a present group's headcount, fee rule (men's and others' groups; no special-fee rule on an
// automatic seat) and matches (groups of the other side at its seat), changed in place. It sends the
// lock_version of the group as it was when the dialog opened.
import {
  type Board,
  type BoardGroup,
  boardSideOf,
  GROUP_NUM_CHOICES,
} from "@lounge-office/domain/floor";
import { Button, Checkbox, Group, Modal, NativeSelect, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { t as common } from "../../../../lib/common-messages";
import { useUpdateGroup } from "../../api/group-writes";
import { describeGroup, findGroup, groupsOf, otherGender } from "./board-view";
import { groupWords, hasFeeRule } from "./entry-gender";
import { feeRulesForSeat } from "./entry-modal";
import { LIST_SEPARATOR, peopleWord, t } from "./messages";
import { useGuardedWrite } from "./use-guarded-write";
import { ConflictNotice, WriteStatus } from "./write-status";

type Props = {
  /** The group as the live board shows it now; the dialog keeps the copy it was opened on. */
  group: BoardGroup;
  board: Board;
  loungeId: number;
  onClose: () => void;
};

const sameIds = (a: number[], b: number[]) =>
  [...a].sort((x, y) => x - y).join(",") === [...b].sort((x, y) => x - y).join(",");

/** A group's matches, in words, as the board shows them now. */
const matchWords = (board: Board, group: BoardGroup) =>
  group.matched_group_ids
    .map((id) => findGroup(board, id)?.group)
    .filter((g): g is BoardGroup => g !== undefined)
    .map(groupWords)
    .join(LIST_SEPARATOR) || t("none");

export function CorrectionDialog({ group, board, loungeId, onClose }: Props) {
  const [seen, setSeen] = useState(group);
  const [num, setNum] = useState(group.num);
  const [feeRuleId, setFeeRuleId] = useState(group.fee_rule_id);
  const [matches, setMatches] = useState(group.matched_group_ids);
  const write = useGuardedWrite(useUpdateGroup(loungeId), loungeId);
  const timeZone = board.lounge.time_zone;
  const seat = board.seats.find((s) => s.id === seen.seat_id);
  const candidates = seat ? groupsOf(seat, otherGender(boardSideOf(seen.gender))) : [];
  const feeRules = seat ? feeRulesForSeat(board, seat.seat_type) : [];
  const offerFeeRule = hasFeeRule(seen.gender);
  // Matches with groups that left the seat meanwhile are not offered (nor sent).
  const chosen = matches.filter((id) => candidates.some((g) => g.id === id));

  const change = {
    ...(num !== seen.num ? { [seen.gender]: num } : {}),
    ...(offerFeeRule && feeRuleId !== null && feeRuleId !== seen.fee_rule_id
      ? { fee_rule: feeRuleId }
      : {}),
    ...(!sameIds(chosen, seen.matched_group_ids) ? { matched_group_ids: chosen } : {}),
  };
  const nothingChanged = Object.keys(change).length === 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (nothingChanged || write.pending) return;
    write.send(
      { id: seen.id, ...change, lock_version: seen.lock_version },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: t("correct.done") });
          onClose();
        },
        action: t("action.correct"),
        recorded: (fresh) => {
          const now = findGroup(fresh, seen.id)?.group;
          return now && now.lock_version > seen.lock_version ? groupWords(now) : null;
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={write.pending ? write.cancel : onClose}
      title={t("correct.title", { group: groupWords(seen), seat: seat?.name ?? "" })}
      centered
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {write.state.kind === "conflict" && (
            <ConflictNotice
              now={t("correct.now", {
                seat: board.seats.find((s) => s.id === group.seat_id)?.name ?? "",
                group: groupWords(group),
                matches: matchWords(board, group),
              })}
              ready={group.lock_version !== seen.lock_version}
              onReopen={() => {
                setSeen(group);
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
          {offerFeeRule && (
            <NativeSelect
              label={t("col.feeRule")}
              description={seat?.seat_type === "auto" ? t("correct.noSpecial") : undefined}
              value={feeRuleId === null ? "" : String(feeRuleId)}
              onChange={(e) => setFeeRuleId(Number(e.currentTarget.value))}
              data={[
                ...(feeRuleId === null ? [{ value: "", label: "—", disabled: true }] : []),
                ...feeRules.map((rule) => ({ value: String(rule.id), label: rule.label })),
              ]}
            />
          )}
          {candidates.length > 0 ? (
            <Checkbox.Group
              label={t("matchWith")}
              value={chosen.map(String)}
              onChange={(values) => setMatches(values.map(Number))}
            >
              <Stack gap={6} mt={6}>
                {candidates.map((g) => (
                  <Checkbox key={g.id} value={String(g.id)} label={describeGroup(g, timeZone)} />
                ))}
              </Stack>
            </Checkbox.Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t("correct.noMatch")}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={write.pending ? write.cancel : onClose}>
              {common("cancel")}
            </Button>
            <Button type="submit" disabled={nothingChanged} loading={write.pending}>
              {common("save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
