// The detail modal of a group: its id (with a copy button, screen 19), who, where, since when, live
// stay minutes, matches, ages, comment; calls (level 1–3 and stop), comment and age editing, event
// logs and accounting. The body scrolls; the actions stay pinned below it.
import {
  type Board,
  type BoardGroup,
  type BoardSeat,
  WARN_LEVELS,
} from "@lounge-office/domain/floor";
import { Alert, Button, DataList, Group, Modal, Stack, Text } from "@mantine/core";
import {
  IconBell,
  IconBellOff,
  IconCake,
  IconCashRegister,
  IconEdit,
  IconHistory,
  IconMessage,
  IconTrash,
} from "@tabler/icons-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../../../lib/api-client";
import { CopyableValue } from "../../../../lib/copy-button";
import { useStopWarnGroup, useWarnGroup } from "../../api/warn-group";
import { eventLogsPath } from "../reports/format";
import styles from "./board.module.css";
import {
  accountingHref,
  boardGenderOf,
  describeGroup,
  findGroup,
  formatTime,
  liveMinutes,
  receivedAtOf,
  type WarnLevelOf,
} from "./board-view";
import { ENTRY_GENDER_LABEL } from "./entry-gender";
import { GuestLinkPanel } from "./guest-link-panel";
import { agesWords, groupOf, LIST_SEPARATOR, peopleWord, SEAT_TYPE_NAME, t } from "./messages";

type Props = {
  groupId: number;
  board: Board;
  boardUpdatedAt: number;
  loungeId: number;
  warnLevelOf: WarnLevelOf;
  /** A failure from the dialog this one was reopened from (the age modal). */
  error?: string | null;
  onClose: () => void;
  onEditComment: () => void;
  onEditAges: () => void;
  /** 修正 (headcount, fee rule, matches in place) and 入店取消. */
  onCorrect: () => void;
  onCancelEntry: () => void;
  /** Extra sections from other features, composed by the app (e.g. the group's orders). */
  extras?: ReactNode;
};

const STAY_TICK_MS = 10_000;

function StayMinutes({ group, receivedAt }: { group: BoardGroup; receivedAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), STAY_TICK_MS);
    return () => clearInterval(id);
  }, []);
  const { solo, share } = liveMinutes(group, receivedAt, Math.max(now, receivedAt));
  return (
    <span data-testid="stay-minutes">
      {t("detail.stayMinutes", {
        solo,
        share,
        status: group.status === "solo" ? t("status.solo") : t("status.share"),
      })}
    </span>
  );
}

export function DetailModal(props: Props) {
  const { groupId, board, boardUpdatedAt, loungeId, warnLevelOf, onClose } = props;
  const warn = useWarnGroup(loungeId);
  const stop = useStopWarnGroup(loungeId);
  const found = findGroup(board, groupId);
  if (!found) {
    return (
      <Modal opened onClose={onClose} title={t("detail.group")} centered>
        <Stack>
          <Alert color="orange">{t("detail.gone")}</Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t("close")}</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  const { group, seat } = found;
  const timeZone = board.lounge.time_zone;
  const _gender = boardGenderOf(group);
  const level = warnLevelOf(group);
  const matched = group.matched_group_ids
    .map((id) => findGroup(board, id)?.group)
    .filter((g): g is BoardGroup => g !== undefined);
  const callError = warn.error ?? stop.error;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t("detail.title", { group: groupOf(group.gender, group.num), seat: seat.name })}
      centered
      size="lg"
    >
      <Stack gap="md" data-group-id={group.id}>
        {props.error && (
          <Alert color="red" role="alert" title={t("detail.updateFailed")}>
            {props.error}
          </Alert>
        )}
        {callError && (
          <Alert color="red" role="alert">
            {errorMessage(callError)}
          </Alert>
        )}
        <DataList size="sm" withDivider>
          <DataList.Item>
            <DataList.ItemLabel>{t("detail.groupId")}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="group-id">
              <CopyableValue value={group.id} label={t("detail.groupId")} />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("col.gender")}</DataList.ItemLabel>
            <DataList.ItemValue>{ENTRY_GENDER_LABEL[group.gender]}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("col.people")}</DataList.ItemLabel>
            <DataList.ItemValue>{peopleWord(group.num)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("col.feeRule")}</DataList.ItemLabel>
            <DataList.ItemValue>{group.fee_rule ?? "—"}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("col.seat")}</DataList.ItemLabel>
            <DataList.ItemValue>
              {t("seatOf", { seat: seat.name, type: SEAT_TYPE_NAME[seat.seat_type] })}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("col.arrival")}</DataList.ItemLabel>
            <DataList.ItemValue>{formatTime(group.service_start_at, timeZone)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("detail.stay")}</DataList.ItemLabel>
            <DataList.ItemValue>
              <StayMinutes group={group} receivedAt={receivedAtOf(group, boardUpdatedAt)} />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("detail.matches")}</DataList.ItemLabel>
            <DataList.ItemValue>
              {matched.length === 0
                ? t("none")
                : matched.map((g) => describeGroup(g, timeZone)).join(LIST_SEPARATOR)}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("detail.ages")}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="group-ages">
              {agesWords(group.age_list)}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("detail.comment")}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="group-comment" style={{ whiteSpace: "pre-wrap" }}>
              {group.comment || t("noComment")}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList>

        <GuestLinkPanel
          groupId={group.id}
          loungeId={loungeId}
          loungeName={board.lounge.name}
          seatName={seat.name}
          timeZone={timeZone}
        />
        {props.extras}
      </Stack>
      <DetailActions
        group={group}
        seat={seat}
        level={level}
        warn={warn}
        stop={stop}
        onEditComment={props.onEditComment}
        onEditAges={props.onEditAges}
        onCorrect={props.onCorrect}
        onCancelEntry={props.onCancelEntry}
      />
    </Modal>
  );
}

/** A call's colour by level: filled orange, red, purple, as the board's calls (never a fee rule's). */
export const CALL_COLOUR: Record<number, string> = { 1: "orange", 2: "red", 3: "grape" };

type ActionsProps = {
  group: BoardGroup;
  seat: BoardSeat;
  level: number | null;
  warn: ReturnType<typeof useWarnGroup>;
  stop: ReturnType<typeof useStopWarnGroup>;
  onEditComment: () => void;
  onEditAges: () => void;
  onCorrect: () => void;
  onCancelEntry: () => void;
};

/**
 * The group's actions, pinned to the bottom of the modal so they stay in view on a 768 px tablet
 * however long the details and orders above get: calls, then comment, ages, logs and 会計へ (the one
 * place for the group's buttons).
 */
function DetailActions({ group, seat, level, warn, stop, ...edit }: ActionsProps) {
  const gender = boardGenderOf(group);
  return (
    <div className={styles.detailActions} data-testid="detail-actions">
      <Group gap="xs" wrap="wrap" role="group" aria-label={t("detail.call")}>
        <Text size="sm" fw={600} w="100%">
          {level ? t("detail.callNow", { level }) : t("detail.call")}
        </Text>
        {WARN_LEVELS.map((l) => (
          <Button
            key={l}
            size="sm"
            color={CALL_COLOUR[l]}
            variant={level === l ? "filled" : "light"}
            leftSection={<IconBell size={16} />}
            loading={warn.isPending && warn.variables?.level === l}
            aria-pressed={level === l}
            onClick={() => warn.mutate({ id: group.id, gender, level: l, seat_id: seat.id })}
          >
            {t("level", { level: l })}
          </Button>
        ))}
        <Button
          size="sm"
          variant="default"
          leftSection={<IconBellOff size={16} />}
          disabled={level === null}
          loading={stop.isPending}
          onClick={() => stop.mutate({ id: group.id, gender, seat_id: seat.id })}
        >
          {t("detail.stopCall")}
        </Button>
      </Group>
      <Group gap="xs" wrap="wrap" role="group" aria-label={t("detail.actions")}>
        <Button
          size="sm"
          variant="light"
          leftSection={<IconMessage size={16} />}
          onClick={edit.onEditComment}
        >
          {t("detail.comment")}
        </Button>
        <Button
          size="sm"
          variant="light"
          leftSection={<IconCake size={16} />}
          onClick={edit.onEditAges}
        >
          {t("detail.setAges")}
        </Button>
        <Button
          size="sm"
          variant="light"
          leftSection={<IconEdit size={16} />}
          onClick={edit.onCorrect}
        >
          {t("detail.correct")}
        </Button>
        <Button
          size="sm"
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={edit.onCancelEntry}
        >
          {t("detail.cancelEntry")}
        </Button>
        <Button
          size="sm"
          variant="light"
          component={Link}
          to={eventLogsPath(group.id)}
          leftSection={<IconHistory size={16} />}
        >
          {t("detail.eventLog")}
        </Button>
        <Button
          size="sm"
          component="a"
          href={accountingHref([group.id])}
          leftSection={<IconCashRegister size={16} />}
        >
          {t("detail.settle")}
        </Button>
      </Group>
    </div>
  );
}
