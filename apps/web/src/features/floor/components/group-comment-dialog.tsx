// Screen 17 for customer groups (board and group index): the comment dialog, filled with the group's
// comment and sent with its lock_version; a conflict shows the message and the refetched group is retried.
import { NO_COMMENT_LABEL, ZCustomerGroupUpdate } from "@lounge-office/domain";
import { Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { FormModal, showServerErrors, useSchemaForm } from "../../../lib/form";
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
  // The call's own body schema: its field paths are the server's, so its field errors land here too.
  const form = useSchemaForm(ZCustomerGroupUpdate, { customer_group: { comment: group.comment } });
  const update = useUpdateGroup(loungeId);

  const onSubmit = form.onSubmit(({ customer_group }) => {
    update.mutate(
      // The version is read at submit time: after a conflict the group prop holds the new one.
      { id: group.id, comment: customer_group.comment, lock_version: group.lock_version },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: "コメントを保存しました" });
          onSaved?.();
          onClose();
        },
        onError: showServerErrors(form),
      },
    );
  });

  return (
    <FormModal
      title={`コメント（グループ #${group.id}）`}
      onClose={onClose}
      onSubmit={onSubmit}
      error={update.error}
      pending={update.isPending}
    >
      <Text size="sm" data-testid="current-comment">
        現在のコメント: {group.comment === "" ? NO_COMMENT_LABEL : group.comment}
      </Text>
      <Textarea
        label="コメント"
        rows={4}
        data-autofocus
        {...form.getInputProps("customer_group.comment")}
      />
    </FormModal>
  );
}
