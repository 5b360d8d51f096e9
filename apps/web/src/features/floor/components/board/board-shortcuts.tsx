// The board's keyboard shortcuts carried out (board-keys.ts reads them): select a new group, go to
// a seat by its name, open, call or settle the selected group, and the `?` overlay that lists them.
import type { Board } from "@lounge-office/domain/floor";
import { Badge, Kbd, Modal, Table } from "@mantine/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useStopWarnGroup, useWarnGroup } from "../../api/warn-group";
import { type KeyAction, SHORTCUTS, seatNamed } from "./board-keys";
import { accountingHref, boardGenderOf, findGroup } from "./board-view";
import type { DragItem } from "./drop-rules";
import { groupOf, t } from "./messages";
import { paletteLabel } from "./palette";
import { useBoardKeys } from "./use-board-keys";

type Options = {
  loungeId: number;
  board: Board | undefined;
  /** Keys are the board's only while nothing else (a dialog, a drag) has them. */
  enabled: boolean;
  selected: DragItem | null;
  select: (item: DragItem | null) => void;
  placeOn: (seatId: number) => void;
  openGroup: (groupId: number) => void;
};

export function useBoardShortcuts({
  loungeId,
  board,
  enabled,
  selected,
  select,
  placeOn,
  openGroup,
}: Options) {
  const [helpOpen, setHelpOpen] = useState(false);
  // Why the last key did nothing, beside the palette until the next key.
  const [notice, setNotice] = useState<string | null>(null);
  const say = (message: string) => setNotice(message);
  const warn = useWarnGroup(loungeId);
  const stop = useStopWarnGroup(loungeId);
  const navigate = useNavigate();
  const selectedGroup =
    selected?.kind === "group" && board ? findGroup(board, selected.groupId) : null;

  const act = (action: KeyAction) => {
    setNotice(null);
    if (!board) return;
    switch (action.type) {
      case "help":
        setHelpOpen(true);
        return;
      case "cancel":
        select(null);
        return;
      case "new": {
        const same = selected?.kind === "new" && selected.gender === action.gender;
        select(
          same ? null : { kind: "new", gender: action.gender, label: paletteLabel(action.gender) },
        );
        return;
      }
      case "seat": {
        const seat = seatNamed(board.seats, action.name);
        if (!seat) return say(t("keys.noSeat", { name: action.name }));
        if (selected) return placeOn(seat.id);
        const first = [...seat.group_mens, ...seat.group_ladys].sort((a, b) =>
          a.service_start_at.localeCompare(b.service_start_at),
        )[0];
        if (!first) return say(t("keys.emptySeat", { seat: seat.name }));
        select({
          kind: "group",
          groupId: first.id,
          lockVersion: first.lock_version,
          label: t("groupAt", { group: groupOf(first.gender, first.num), seat: seat.name }),
        });
        document.querySelector<HTMLElement>(`[role=button][data-group-id="${first.id}"]`)?.focus();
        return;
      }
    }
    if (!selectedGroup) return say(t("keys.selectFirst"));
    const { group, seat } = selectedGroup;
    const gender = boardGenderOf(group);
    switch (action.type) {
      case "details":
        select(null);
        openGroup(group.id);
        return;
      case "call":
        warn.mutate({ id: group.id, gender, level: action.level, seat_id: seat.id });
        return;
      case "stop-call":
        stop.mutate({ id: group.id, gender, seat_id: seat.id });
        return;
      case "settle":
        void navigate(accountingHref([group.id]));
        return;
    }
  };

  const { seatTyping } = useBoardKeys(enabled && !helpOpen, act);
  return { seatTyping, notice, helpOpen, closeHelp: () => setHelpOpen(false) };
}

/** The seat name being typed after G, or why the last shortcut did nothing, beside the palette. */
export function KeyStatus({
  seatTyping,
  notice,
}: {
  seatTyping: string | null;
  notice: string | null;
}) {
  if (seatTyping === null && notice === null) return null;
  return (
    <Badge
      size="lg"
      variant="light"
      color={seatTyping === null ? "orange" : undefined}
      role="status"
      data-testid="key-status"
      style={{ textTransform: "none" }}
    >
      {seatTyping === null ? notice : t("keys.typing", { seat: seatTyping || "…" })}
    </Badge>
  );
}

/** The `?` overlay: every shortcut of the board. */
export function ShortcutsHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={t("keys.title")} size="lg">
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("keys.key")}</Table.Th>
            <Table.Th>{t("keys.action")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SHORTCUTS.map((shortcut) => (
            <Table.Tr key={shortcut.keys}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {shortcut.keys.split(" ").map((part, i) =>
                  part === "/" || part === "→" ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
                    <span key={i}> {part} </span>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
                    <Kbd key={i}>{part}</Kbd>
                  ),
                )}
              </Table.Td>
              <Table.Td>{shortcut.does}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
