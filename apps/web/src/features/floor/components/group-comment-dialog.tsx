// Screen 17 for customer groups (board and group index): the comment dialog. It keeps the group as it
// was when opened and sends that lock_version, so an edit from another device meanwhile is a 409:
// the dialog then says what the comment is now, keeps the text typed here and reopens on the newest.
import { ZCustomerGroupUpdate } from "@lounge-office/domain/floor";
import { Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { FormModal, showServerErrors, useSchemaForm } from "../../../lib/form";
import { useUpdateGroup } from "../api/group-writes";
import { findGroup } from "./board/board-view";
import { t } from "./board/messages";
import { useGuardedWrite } from "./board/use-guarded-write";
import { ConflictNotice, WriteStatus } from "./board/write-status";

export type CommentTarget = { id: number; comment: string; lock_version: number };

type Props = {
  /** The group as the live list shows it now; the dialog keeps the copy it was opened on. */
  group: CommentTarget;
  loungeId: number;
  onClose: () => void;
  onSaved?: () => void;
};

const commentText = (comment: string) => (comment === "" ? t("noComment") : comment);

export function GroupCommentDialog({ group, loungeId, onClose, onSaved }: Props) {
  const [seen, setSeen] = useState(group);
  // The call's own body schema: its field paths are the server's, so its field errors land here too.
  const form = useSchemaForm(ZCustomerGroupUpdate, { customer_group: { comment: group.comment } });
  const write = useGuardedWrite(useUpdateGroup(loungeId), loungeId);

  const onSubmit = form.onSubmit(({ customer_group }) => {
    if (write.pending) return;
    const comment = customer_group.comment ?? "";
    write.send(
      { id: seen.id, comment, lock_version: seen.lock_version },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: t("comment.saved") });
          onSaved?.();
          onClose();
        },
        // Field messages from the server (a 400) land on the field, as the schema's own do.
        onError: showServerErrors(form),
        action: t("action.comment"),
        recorded: (board) => {
          const now = findGroup(board, seen.id)?.group;
          return now && now.lock_version > seen.lock_version && now.comment === comment
            ? t("comment.quoted", { comment })
            : null;
        },
      },
    );
  });

  return (
    <FormModal
      title={t("comment.title", { id: seen.id })}
      onClose={write.pending ? write.cancel : onClose}
      onSubmit={onSubmit}
      error={null}
      pending={write.pending}
    >
      {write.state.kind === "conflict" && (
        <ConflictNotice
          now={t("comment.quoted", { comment: commentText(group.comment) })}
          ready={group.lock_version !== seen.lock_version}
          onReopen={() => {
            setSeen(group);
            write.reset();
          }}
        />
      )}
      <WriteStatus state={write.state} pending={write.pending} onCancel={write.cancel} />
      <Text size="sm" data-testid="current-comment">
        {t("comment.current", { comment: commentText(seen.comment) })}
      </Text>
      <Textarea
        label={t("detail.comment")}
        rows={4}
        data-autofocus
        {...form.getInputProps("customer_group.comment")}
      />
    </FormModal>
  );
}
