// Time-up alerts: the groups whose set is nearly or already up (their fee rule's warning
// lead reached), most overdue first, each with a one-tap call at level 1 — staff still decide; a
// group already called shows its call instead. Every device derives the same list from the board.

import type { Board } from "@lounge-office/domain/floor";
import { Badge, Button, Group, Paper, Text, UnstyledButton } from "@mantine/core";
import { IconBell, IconClockExclamation } from "@tabler/icons-react";
import { errorMessage } from "../../../../lib/api-client";
import { useWarnGroup } from "../../api/warn-group";
import styles from "./board.module.css";
import { useBoardMinute } from "./board-clock";
import {
  boardGenderOf,
  dueGroups,
  timeUpLabel,
  timeUpSpoken,
  type WarnLevelOf,
} from "./board-view";
import { ENTRY_GENDER_LABEL } from "./entry-gender";
import { t } from "./messages";

const REGION = t("timeUp.region");
const TITLE = t("timeUp.title");
const CALL = t("timeUp.call");

type Props = {
  loungeId: number;
  seats: Board["seats"];
  warnLevelOf: WarnLevelOf;
  onOpenGroup: (groupId: number) => void;
};

export function TimeUpPanel({ loungeId, seats, warnLevelOf, onOpenGroup }: Props) {
  const minute = useBoardMinute();
  const warn = useWarnGroup(loungeId);
  const due = dueGroups(seats, minute);
  if (due.length === 0) return null;
  return (
    <Paper
      withBorder
      p="xs"
      className={styles.timeUpPanel}
      role="region"
      aria-label={REGION}
      data-testid="time-up-panel"
    >
      <Group gap="xs" wrap="wrap" align="center">
        <Text size="sm" fw={700} className={styles.timeUpTitle}>
          <IconClockExclamation size={18} aria-hidden />
          {TITLE}
        </Text>
        {due.map(({ seat, group, timeUp }) => {
          const level = warnLevelOf(group);
          const who = t("seatGroup", {
            seat: seat.name,
            gender: ENTRY_GENDER_LABEL[group.gender],
            count: group.num,
          });
          return (
            <Group
              key={group.id}
              gap={4}
              wrap="nowrap"
              className={styles.timeUpItem}
              data-group-id={group.id}
              data-state={timeUp.state}
            >
              <UnstyledButton
                className={styles.timeUpWho}
                onClick={() => onOpenGroup(group.id)}
                aria-label={t("timeUp.open", { who, time: timeUpSpoken(timeUp) })}
              >
                <Text span size="sm" fw={600}>
                  {who}
                </Text>
                <span className={styles.timeLeft} data-state={timeUp.state}>
                  {timeUpLabel(timeUp)}
                </span>
              </UnstyledButton>
              {level ? (
                <Badge color="orange" variant="light">
                  {t("calling", { level })}
                </Badge>
              ) : (
                <Button
                  size="sm"
                  mih={44}
                  variant="light"
                  color="orange"
                  leftSection={<IconBell size={16} />}
                  loading={warn.isPending && warn.variables?.id === group.id}
                  aria-label={t("timeUp.callAria", { who })}
                  onClick={() =>
                    warn.mutate({
                      id: group.id,
                      gender: boardGenderOf(group),
                      level: 1,
                      seat_id: seat.id,
                    })
                  }
                >
                  {CALL}
                </Button>
              )}
            </Group>
          );
        })}
      </Group>
      {warn.isError && (
        <Text size="sm" c="red" role="alert" mt={4}>
          {t("timeUp.callFailed", { error: errorMessage(warn.error) })}
        </Text>
      )}
    </Paper>
  );
}
