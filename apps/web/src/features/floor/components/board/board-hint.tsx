// The line beside the palette, at every width: how to seat by drag or by tap; while an item is
// selected by a tap, what it is, 「席をタップして案内します」, its details (a group) and a cancel.
import { Button, Group, Kbd, Paper, Text } from "@mantine/core";
import { IconHandFinger, IconInfoCircle, IconX } from "@tabler/icons-react";
import styles from "./board.module.css";
import type { DragItem } from "./drop-rules";
import { t } from "./messages";

export const TAP_SEAT_HINT = t("hint.tapSeat");
// The hint's words either side of the <Kbd>?</Kbd> (the second starts with its space).
const HINT_START = t("hint.start");
const HINT_END = t("hint.end");
const DETAILS = t("hint.details");
const CANCEL = t("hint.cancel");

type Props = {
  selected: DragItem | null;
  onCancel: () => void;
  onDetails: (groupId: number) => void;
};

export function BoardHint({ selected, onCancel, onDetails }: Props) {
  if (!selected) {
    return (
      <Text size="sm" c="dimmed" className={styles.hint} data-testid="board-hint">
        {HINT_START}
        <Kbd>?</Kbd>
        {HINT_END}
      </Text>
    );
  }
  return (
    <Paper
      withBorder
      px="sm"
      py={4}
      className={styles.selectedHint}
      role="status"
      data-testid="tap-hint"
    >
      <Group gap="xs" wrap="nowrap">
        <IconHandFinger size={18} aria-hidden />
        <Text size="sm" fw={700}>
          {selected.label}: {TAP_SEAT_HINT}
        </Text>
        {selected.kind === "group" && (
          <Button
            size="sm"
            variant="light"
            leftSection={<IconInfoCircle size={16} />}
            onClick={() => onDetails(selected.groupId)}
          >
            {DETAILS}
          </Button>
        )}
        <Button size="sm" variant="default" leftSection={<IconX size={16} />} onClick={onCancel}>
          {CANCEL}
        </Button>
      </Group>
    </Paper>
  );
}
