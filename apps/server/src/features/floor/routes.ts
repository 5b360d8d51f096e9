// Floor calls (seed section 7): the board, customer groups (enter, move, corrections in place,
// cancel and its audit list, comment, ages), calls,
// summaries, the Konishi table, the group index with running totals, event logs and invalid data.
import { floorApi, type GroupSaved } from "@lounge-office/domain";
import type { Executor } from "../../db/client";
import type { Router } from "../../http/route";
import { authorize, can } from "../../policy/policy";
import { groupLounges, loadBoard, loadIconDetails, loadSeats, loadWarnIcons } from "./board-query";
import { correctEventLog, loadEventLogCorrections } from "./event-log-corrections";
import { groupLoungeId, loadEventLogs } from "./event-log-query";
import { stopWarnGroup, warnGroup } from "./group-calls";
import { cancelGroup } from "./group-cancel";
import { loadGroupChanges } from "./group-changes-query";
import { enterGroup, updateGroup } from "./group-commands";
import { loadIndexview } from "./indexview-query";
import { findInvalidData, fixInvalidData } from "./invalid-data";
import { loadKonishiTable, loadSummary } from "./summary-query";

/** The answer to a change of who sits where: the group's new version and every seat it touched. */
async function saved(
  db: Executor,
  group: { id: number; lounge_id: number; lock_version: number; seat_id: number },
  seatIds: number[],
): Promise<GroupSaved> {
  // Read after the change's last write: the answer shows the seats as the change left them.
  const seats = await loadSeats(db, group.lounge_id, seatIds);
  return { id: group.id, lock_version: group.lock_version, seat_id: group.seat_id, seats };
}

export function floorRoutes({ route }: Router) {
  route(floorApi.board, async ({ db, actor, query }) => {
    authorize(actor, "floor.use", { loungeId: query.lounge_id });
    return loadBoard(db, query.lounge_id);
  });

  route(floorApi.enterGroup, async ({ db, actor, body }) => {
    const group = await enterGroup(db, actor, body.customer_group);
    return saved(db, group, [group.seat_id]);
  });

  route(floorApi.updateGroup, async ({ db, actor, params, body }) => {
    const { group, touchedSeatIds } = await updateGroup(db, actor, params.id, body.customer_group);
    return saved(db, group, touchedSeatIds);
  });

  route(floorApi.cancelGroup, async ({ db, actor, params, body }) => {
    const group = await cancelGroup(db, actor, params.id, body.customer_group);
    return { id: group.id, seats: await loadSeats(db, group.lounge_id, [group.seat_id]) };
  });

  route(floorApi.groupChanges, async ({ db, actor, query }) => {
    authorize(actor, "floor.correct", { loungeId: query.lounge_id });
    return loadGroupChanges(db, query.lounge_id, query.date);
  });

  route(floorApi.warn, async ({ db, actor, body }) => {
    await warnGroup(db, actor, body.customer_group.id, body.customer_group.level);
    return { ok: true as const };
  });

  route(floorApi.stopWarn, async ({ db, actor, body }) => {
    await stopWarnGroup(db, actor, body.customer_group.id);
    return { ok: true as const };
  });

  route(floorApi.warnIcons, async ({ db, actor, query }) => {
    const loungeId = query.lounge_id ?? actor.currentLoungeId;
    authorize(actor, "floor.use", { loungeId });
    return loadWarnIcons(db, loungeId);
  });

  route(floorApi.iconDetails, async ({ db, actor, query }) => {
    const loungeId = query.lounge_id ?? actor.currentLoungeId;
    authorize(actor, "floor.use", { loungeId });
    return loadIconDetails(db, loungeId);
  });

  route(floorApi.summary, async ({ db, actor, query }) => {
    const loungeId = query.lounge_id ?? actor.currentLoungeId;
    // The all-lounges summary lets managers see every lounge's figures.
    if (!can(actor, "summary.all")) authorize(actor, "floor.use", { loungeId });
    return loadSummary(db, loungeId);
  });

  route(floorApi.konishi, ({ db, actor }) => loadKonishiTable(db, actor.loungeIds));

  route(floorApi.customerGroups, async ({ db, actor, query }) => {
    authorize(actor, "floor.use", { loungeId: query.lounge_id });
    const seats = await loadSeats(db, query.lounge_id);
    return seats.flatMap((s) => [...s.group_mens, ...s.group_ladys]).sort((a, b) => a.id - b.id);
  });

  route(floorApi.indexview, async ({ db, actor, query }) => {
    const found = await groupLounges(db, query.customer_group_ids);
    for (const g of found) authorize(actor, "floor.use", { loungeId: g.lounge_id });
    // A cancelled entry never had a bill to run up.
    const groups = found.filter((g) => g.state !== "cancelled");
    const rows = [];
    for (const loungeId of new Set(groups.map((g) => g.lounge_id))) {
      const mine = groups.filter((g) => g.lounge_id === loungeId).map((g) => g.id);
      rows.push(...(await loadIndexview(db, loungeId, mine)));
    }
    return rows.sort((a, b) => a.id - b.id);
  });

  route(floorApi.eventLogs, async ({ db, actor, query }) => {
    const groupId = query["q[customer_group_id_eq]"];
    authorize(actor, "floor.use", { loungeId: await groupLoungeId(db, groupId) });
    return loadEventLogs(db, groupId);
  });

  route(floorApi.correctEventLog, ({ db, actor, params, body }) =>
    correctEventLog(db, actor, params.id, body.event_log),
  );

  route(floorApi.eventLogCorrections, async ({ db, actor, query }) => {
    authorize(actor, "floor.use", { loungeId: await groupLoungeId(db, query.customer_group_id) });
    return loadEventLogCorrections(db, query.customer_group_id);
  });

  route(floorApi.invalidData, async ({ db, actor, query }) => {
    const loungeId = query.lounge_id ?? actor.currentLoungeId;
    authorize(actor, "invalid_logs.manage", { loungeId });
    return findInvalidData(db, loungeId);
  });

  route(floorApi.fixInvalidData, async ({ db, actor, query, body }) => {
    const fixed = await fixInvalidData(
      db,
      actor,
      query.lounge_id ?? actor.currentLoungeId,
      body.invalid_data,
    );
    return { attributes: { ...fixed, fix: fixed.fix ? ("true" as const) : ("false" as const) } };
  });
}
