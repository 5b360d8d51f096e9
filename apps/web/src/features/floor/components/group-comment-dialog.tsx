// Screen 17 for customer groups (board and group index): the comment dialog, filled with the group's
// comment and sent with its lock_version; a conflict shows the message and the refetched group is retried.
import { NO_COMMENT_LABEL, ZCustomerGroupUpdate } from "@lounge-office/domain";
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { fieldErrors } from "../../../lib/form-errors";
import { useUpdateGroup } from "../api/update-group";

export type CommentTarget = { id: number; comment: string; lock_version: number };

type Props = {
  /** The group as last read: pass the freshest copy so a retry after a conflict uses the new version. */
  group: CommentTarget;
  loungeId: number;
  onClose: () => void;
  onSaved?: () => void;
};

export function GroupCommentDialog({ group, loungeId, onClose, onSaved }: Props) {
  const [comment, setComment] = useState(group.comment);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateGroup(loungeId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCustomerGroupUpdate.safeParse({
      customer_group: { comment, lock_version: group.lock_version },
    });
    if (!parsed.success) {
      setError(Object.values(fieldErrors(parsed.error))[0] ?? null);
      return;
    }
    setError(null);
    update.mutate(
      { id: group.id, comment, lock_version: group.lock_version },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: "コメントを保存しました" });
          onSaved?.();
          onClose();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={`コメント（グループ #${group.id}）`}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Text size="sm" data-testid="current-comment">
            現在のコメント: {group.comment === "" ? NO_COMMENT_LABEL : group.comment}
          </Text>
          <Textarea
            label="コメント"
            rows={4}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              キャンセル
            </Button>
            <Button type="submit" loading={update.isPending}>
              保存
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
