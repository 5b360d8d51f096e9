// The line beside the palette, at every width: how to seat by drag or by tap; while an item is
// selected by a tap, what it is, 「席をタップして案内します」, its details (a group) and a cancel.
import { Button, Group, Kbd, Paper, Text } from "@mantine/core";
import { IconHandFinger, IconInfoCircle, IconX } from "@tabler/icons-react";
import styles from "./board.module.css";
import type { DragItem } from "./drop-rules";

export const TAP_SEAT_HINT = "席をタップして案内します";

type Props = {
  selected: DragItem | null;
  onCancel: () => void;
  onDetails: (groupId: number) => void;
};

export function BoardHint({ selected, onCancel, onDetails }: Props) {
  if (!selected) {
    return (
      <Text size="sm" c="dimmed" className={styles.hint} data-testid="board-hint">
        席へドラッグするか、タップで選んでから席をタップします。ラベルのクリック（2回目のタップ）で詳細を開きます。キーボード操作は
        <Kbd>?</Kbd> で一覧。
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
            詳細
          </Button>
        )}
        <Button size="sm" variant="default" leftSection={<IconX size={16} />} onClick={onCancel}>
          取消
        </Button>
      </Group>
    </Paper>
  );
}
