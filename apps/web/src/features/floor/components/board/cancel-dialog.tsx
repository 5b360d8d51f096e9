// 入店取消: a mistaken entry leaves the floor with a reason, never charged and kept in the floor's
// correction list. The rule is explained up front; the server decides and its refusal shows here.
import { type BoardGroup, CANCEL_ENTRY_STAFF_MINUTES } from "@lounge-office/domain/floor";
import { Alert, Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { useCancelGroup } from "../../api/group-writes";
import { findGroup } from "./board-view";
import { groupWords } from "./entry-gender";
import { t } from "./messages";
import { useGuardedWrite } from "./use-guarded-write";
import { ConflictNotice, WriteStatus } from "./write-status";

export const CANCEL_RULE_TEXT = t("cancel.rule", { minutes: CANCEL_ENTRY_STAFF_MINUTES });

type Props = {
  /** The group as the live board shows it now (undefined once it left); the dialog keeps its copy. */
  group: BoardGroup | undefined;
  seatName: string;
  loungeId: number;
  onClose: () => void;
  /** After the cancel: the group is gone, so its detail modal closes too. */
  onCancelled: () => void;
};

export function CancelDialog({ group, loungeId, onClose, onCancelled, ...props }: Props) {
  const [seen, setSeen] = useState(group);
  const [seatName] = useState(props.seatName);
  const [reason, setReason] = useState("");
  const write = useGuardedWrite(useCancelGroup(loungeId), loungeId);
  if (!seen) return null;
  const trimmed = reason.trim();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed === "" || write.pending) return;
    write.send(
      { id: seen.id, reason: trimmed, lock_version: seen.lock_version },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: t("cancel.done") });
          onCancelled();
        },
        action: t("action.cancel"),
        recorded: (board) =>
          findGroup(board, seen.id)
            ? null
            : t("cancel.gone", { seat: seatName, group: groupWords(seen) }),
      },
    );
  };

  return (
    <Modal
      opened
      onClose={write.pending ? write.cancel : onClose}
      title={t("cancel.title", { group: groupWords(seen), seat: seatName })}
      centered
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Alert color="gray">{CANCEL_RULE_TEXT}</Alert>
          {write.state.kind === "conflict" && (
            <ConflictNotice
              now={group ? groupWords(group) : t("cancel.goneNow")}
              ready={group !== undefined && group.lock_version !== seen.lock_version}
              onReopen={() => {
                setSeen(group);
                write.reset();
              }}
            />
          )}
          <WriteStatus state={write.state} pending={write.pending} onCancel={write.cancel} />
          <Textarea
            label={t("cancel.reason")}
            required
            rows={3}
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={write.pending ? write.cancel : onClose}>
              {t("cancel.back")}
            </Button>
            <Button type="submit" color="red" disabled={trimmed === ""} loading={write.pending}>
              {t("cancel.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
