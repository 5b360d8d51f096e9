// Screen 1, the floor board: seats laid out like the room, new customers and groups dragged onto
// seats (mouse, touch, keyboard) or tapped and then a seat tapped, group details, calls, ages,
// comments and the accounting table.
import { DndContext, type DragEndEvent, DragOverlay, type DragStartEvent } from "@dnd-kit/core";
import { Alert, Button, Center, Group, Loader, Stack, Text } from "@mantine/core";
import { useCallbackRef } from "@mantine/hooks";
import { IconRefresh } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import {
  type ReactNode,
  Suspense,
  startTransition,
  useDeferredValue,
  useEffect,
  useState,
} from "react";
import { errorMessage } from "../../../../lib/api-client";
import { t as common } from "../../../../lib/common-messages";
import { lazyNamed } from "../../../../lib/lazy-named";
import { useOfflineCopyReadAt } from "../../../../lib/offline-copy";
import { useSession } from "../../../../lib/session";
import { boardQuery, iconDetailsQuery, summaryQuery, warnIconsQuery } from "../../api/board-cache";
import { useFloorCable } from "../../api/use-floor-cable";
import { AccountingTable } from "./accounting-table";
import styles from "./board.module.css";
import { BoardMinuteProvider } from "./board-clock";
import {
  BOARD_ANNOUNCEMENTS,
  BOARD_SCREEN_READER_INSTRUCTIONS,
  seatCollision,
  useBoardSensors,
} from "./board-dnd";
import { BoardGrid } from "./board-grid";
import { BoardHeader } from "./board-header";
import { BoardHint } from "./board-hint";
import { KeyStatus, ShortcutsHelp, useBoardShortcuts } from "./board-shortcuts";
import { findGroup, indexIconDetails, stampReceipt, warnLevelResolver } from "./board-view";
import { type DragItem, type EntryTarget, resolveDrop } from "./drop-rules";
import type { GroupDragItem } from "./group-label";
import { t } from "./messages";
import { DragPreview, Palette } from "./palette";
import { TimeUpPanel } from "./time-up-panel";

// The dialogs load on first use: the board draws without them (a first visit's JavaScript, bench:assets).
const AgeModal = lazyNamed(() => import("./age-modal"), "AgeModal");
const CancelDialog = lazyNamed(() => import("./cancel-dialog"), "CancelDialog");
const CorrectionDialog = lazyNamed(() => import("./correction-dialog"), "CorrectionDialog");
const DetailModal = lazyNamed(() => import("./detail-modal"), "DetailModal");
const EntryModal = lazyNamed(() => import("./entry-modal"), "EntryModal");
const GroupCommentDialog = lazyNamed(() => import("../group-comment-dialog"), "GroupCommentDialog");

type Dialog =
  | { kind: "entry"; target: EntryTarget }
  | { kind: "detail"; groupId: number; error?: string | null }
  | { kind: "age"; groupId: number }
  | { kind: "comment"; groupId: number }
  | { kind: "correct"; groupId: number }
  | { kind: "cancel"; groupId: number }
  | null;

/** What other features add to a group's detail modal; the app composes it (features stay apart). */
export type GroupPanel = (groupId: number, loungeId: number) => ReactNode;

/** What other features show above the board for its lounge (the receipts feature's unprinted papers). */
export type NoticeSlot = (loungeId: number) => ReactNode;

export function BoardPage({
  groupPanel,
  noticeSlot,
}: {
  groupPanel?: GroupPanel;
  noticeSlot?: NoticeSlot;
}) {
  const session = useSession().data;
  if (!session) return null;
  // Keyed by lounge: switching lounges must not carry an open dialog or a drag over.
  return (
    <FloorBoard
      key={session.lounge.id}
      loungeId={session.lounge.id}
      groupPanel={groupPanel}
      noticeSlot={noticeSlot}
    />
  );
}

function FloorBoard({
  loungeId,
  groupPanel,
  noticeSlot,
}: {
  loungeId: number;
  groupPanel?: GroupPanel | undefined;
  noticeSlot?: NoticeSlot | undefined;
}) {
  const board = useQuery(boardQuery(loungeId));
  const summary = useQuery(summaryQuery(loungeId));
  const warnIcons = useQuery(warnIconsQuery(loungeId));
  const iconDetails = useQuery(iconDetailsQuery(loungeId));
  const cable = useFloorCable(loungeId);
  const offlineCopyReadAt = useOfflineCopyReadAt();
  const sensors = useBoardSensors();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dragging, setDragging] = useState<DragItem | null>(null);
  // What a tap selected (palette item or group), waiting for a tap on a seat.
  const [tapped, setTapped] = useState<DragItem | null>(null);
  // The board's answer is an external store's update, which React renders at once and whole: 80
  // seats in one long task on a slow tablet. Deferred, the seats render in slices the tablet can
  // answer a tap between, a moment after the answer (the loader stays up until then); a realtime
  // patch likewise, where it is one seat's cell.
  const data = useDeferredValue(board.data ?? null, null) ?? undefined;
  // The accounting table lies below the seats on a tablet and holds more than half the board's
  // elements: it renders once the seats are up, in slices of its own, so they do not wait for it.
  const [tableShown, setTableShown] = useState(false);
  useEffect(() => {
    if (data && !tableShown) startTransition(() => setTableShown(true));
  }, [data, tableShown]);

  const openGroup = useCallbackRef((groupId: number) => setDialog({ kind: "detail", groupId }));
  // A drop and a tap on a seat lead to the same place.
  const placeOn = (item: DragItem, seatId: number) => {
    if (!data) return;
    const target = resolveDrop(data, item, seatId, {
      alert: (message) => window.alert(message),
      confirm: (message) => window.confirm(message),
    });
    if (target) setDialog({ kind: "entry", target });
  };
  // A selected group that has left (settled, or moved away on another device) is no longer selected.
  const selected =
    tapped?.kind === "group" && !(data && findGroup(data, tapped.groupId)) ? null : tapped;
  // The seats' handlers keep one identity across renders (each call reads the render it was made
  // in last): new functions would re-render all 80 cells on every realtime patch.
  const onTapSeat = useCallbackRef((seatId: number) => {
    if (!selected) return;
    setTapped(null);
    placeOn(selected, seatId);
  });
  const keys = useBoardShortcuts({
    loungeId,
    board: data,
    enabled: dialog === null && dragging === null,
    selected,
    select: setTapped,
    placeOn: onTapSeat,
    openGroup,
  });
  const onTapGroup = useCallbackRef((item: GroupDragItem, seatId: number, byTouch: boolean) => {
    if (selected?.kind === "group" && selected.groupId === item.groupId) {
      setTapped(null);
      openGroup(item.groupId);
    } else if (selected) onTapSeat(seatId);
    else if (byTouch) setTapped(item);
    else openGroup(item.groupId);
  });

  if (!data) {
    if (board.isError) {
      return (
        <Alert color="red" title={t("page.loadFailed")} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(board.error)}</Text>
            <Button
              size="sm"
              variant="light"
              leftSection={<IconRefresh size={16} />}
              onClick={() => void board.refetch()}
            >
              {common("reload")}
            </Button>
          </Stack>
        </Alert>
      );
    }
    return (
      <Center mih={300}>
        <Loader aria-label={t("loading")} />
      </Center>
    );
  }

  stampReceipt(data, board.dataUpdatedAt);
  const warnLevelOf = warnLevelResolver(
    warnIcons.data,
    warnIcons.dataUpdatedAt,
    board.dataUpdatedAt,
  );
  const details = indexIconDetails(iconDetails.data);
  const backToDetail = (groupId: number) => () => setDialog({ kind: "detail", groupId });
  const onSelectNew = (item: DragItem) =>
    setTapped((current) =>
      current?.kind === "new" && item.kind === "new" && current.gender === item.gender
        ? null
        : item,
    );

  const onDragStart = ({ active }: DragStartEvent) => {
    setTapped(null);
    setDragging((active.data.current as DragItem | undefined) ?? null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const item = active.data.current as DragItem | undefined;
    const seatId = (over?.data.current as { seatId?: number } | undefined)?.seatId;
    if (!item || seatId === undefined) return;
    placeOn(item, seatId);
  };

  const dialogGroup =
    dialog && dialog.kind !== "entry" ? findGroup(data, dialog.groupId)?.group : undefined;
  // A group that left while its age or comment dialog was open: the detail modal explains.
  const shown: Dialog =
    dialog &&
    (dialog.kind === "age" || dialog.kind === "comment" || dialog.kind === "correct") &&
    !dialogGroup
      ? { kind: "detail", groupId: dialog.groupId }
      : dialog;

  // Lost link: the last moment the board was known current (a read may have come after the socket's
  // last word); everything under the header is dimmed while so. Without a network the board is
  // the service worker's copy: stale since it was read, and nothing on it can be changed.
  const staleAt =
    offlineCopyReadAt ??
    (cable.staleSince === null ? null : Math.max(cable.staleSince, board.dataUpdatedAt));

  return (
    <Stack
      gap="sm"
      className={styles.board}
      data-stale={staleAt !== null}
      inert={offlineCopyReadAt !== null}
    >
      <BoardHeader
        loungeName={data.lounge.name}
        timeZone={data.lounge.time_zone}
        summary={summary.data}
        connected={cable.connected}
        staleAt={staleAt}
        offlineCopy={offlineCopyReadAt !== null}
      />
      {board.isError && (
        <Alert color="orange" role="alert">
          {t("page.refreshFailed", { error: errorMessage(board.error) })}
        </Alert>
      )}
      {noticeSlot?.(loungeId)}
      <DndContext
        sensors={sensors}
        collisionDetection={seatCollision}
        // Scroll only when the pointer reaches the very edge: the bottom row must stay droppable.
        autoScroll={{ threshold: { x: 0, y: 0.06 } }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
        accessibility={{
          announcements: BOARD_ANNOUNCEMENTS,
          screenReaderInstructions: BOARD_SCREEN_READER_INSTRUCTIONS,
          // The drop opens a modal, which takes the focus itself.
          restoreFocus: false,
        }}
      >
        <Group justify="space-between" align="center" gap="xs" className={styles.paletteBar}>
          <Palette
            selected={selected?.kind === "new" ? selected.gender : null}
            onSelect={onSelectNew}
          />
          <KeyStatus seatTyping={keys.seatTyping} notice={keys.notice} />
          <BoardHint
            selected={selected}
            onCancel={() => setTapped(null)}
            onDetails={(groupId) => {
              setTapped(null);
              openGroup(groupId);
            }}
          />
        </Group>
        {data.seats.length === 0 ? (
          <Alert color="gray" title={t("page.noSeats")}>
            {t("page.noSeatsHint")}
          </Alert>
        ) : (
          <BoardMinuteProvider>
            <TimeUpPanel
              loungeId={loungeId}
              seats={data.seats}
              warnLevelOf={warnLevelOf}
              onOpenGroup={openGroup}
            />
            <BoardGrid
              seats={data.seats}
              warnLevelOf={warnLevelOf}
              iconDetails={details}
              onOpenGroup={openGroup}
              selectedGroupId={selected?.kind === "group" ? selected.groupId : null}
              tapping={selected !== null}
              onTapGroup={onTapGroup}
              onTapSeat={onTapSeat}
            />
          </BoardMinuteProvider>
        )}
        <DragOverlay dropAnimation={null}>
          {dragging ? <DragPreview item={dragging} /> : null}
        </DragOverlay>
      </DndContext>
      {tableShown && <AccountingTable board={data} />}

      <ShortcutsHelp opened={keys.helpOpen} onClose={keys.closeHelp} />

      {/* Its own boundary: the page's would swap the whole board for a loader while one loads. */}
      <Suspense fallback={null}>
        {shown?.kind === "entry" && (
          <EntryModal
            target={shown.target}
            board={data}
            loungeId={loungeId}
            onClose={() => setDialog(null)}
          />
        )}
        {shown?.kind === "detail" && (
          <DetailModal
            groupId={shown.groupId}
            board={data}
            boardUpdatedAt={board.dataUpdatedAt}
            loungeId={loungeId}
            warnLevelOf={warnLevelOf}
            error={shown.error}
            onClose={() => setDialog(null)}
            onEditComment={() => setDialog({ kind: "comment", groupId: shown.groupId })}
            extras={groupPanel?.(shown.groupId, loungeId)}
            onEditAges={() => setDialog({ kind: "age", groupId: shown.groupId })}
            onCorrect={() => setDialog({ kind: "correct", groupId: shown.groupId })}
            onCancelEntry={() => setDialog({ kind: "cancel", groupId: shown.groupId })}
          />
        )}
        {shown?.kind === "correct" && dialogGroup && (
          <CorrectionDialog
            group={dialogGroup}
            board={data}
            loungeId={loungeId}
            onClose={backToDetail(shown.groupId)}
          />
        )}
        {shown?.kind === "cancel" && (
          <CancelDialog
            group={dialogGroup}
            seatName={findGroup(data, shown.groupId)?.seat.name ?? ""}
            loungeId={loungeId}
            onClose={backToDetail(shown.groupId)}
            onCancelled={() => setDialog(null)}
          />
        )}
        {shown?.kind === "age" && dialogGroup && (
          <AgeModal
            group={dialogGroup}
            loungeId={loungeId}
            timeZone={data.lounge.time_zone}
            onClose={backToDetail(shown.groupId)}
            onFailed={(message) =>
              setDialog({ kind: "detail", groupId: shown.groupId, error: message })
            }
          />
        )}
        {shown?.kind === "comment" && dialogGroup && (
          <GroupCommentDialog
            group={dialogGroup}
            loungeId={loungeId}
            onClose={backToDetail(shown.groupId)}
          />
        )}
      </Suspense>
    </Stack>
  );
}
