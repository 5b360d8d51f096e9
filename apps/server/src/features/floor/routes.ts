// Floor calls: the board, customer groups (enter, move, corrections in place,
// cancel and its audit list, comment, ages), calls,
// summaries, the Konishi table, the group index with running totals, event logs and invalid data.
import { floorApi, type GroupSaved } from "@lounge-office/domain/floor";
import type { Executor } from "../../db/client";
import type { Router } from "../../http/route";
import { can } from "../../policy/policy";
import { loadBoard, loadIconDetails, loadSeats, loadWarnIcons } from "./board-query";
import { correctEventLog, listEventLogCorrections } from "./event-log-corrections";
import { listEventLogs } from "./event-log-query";
import { stopWarnGroup, warnGroup } from "./group-calls";
import { cancelGroup } from "./group-cancel";
import { loadGroupChanges } from "./group-changes-query";
import { enterGroup } from "./group-commands";
import { updateGroup } from "./group-update";
import { listIndexview } from "./indexview-query";
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
  route(floorApi.board, async ({ db, query, authorizeLounge }) => {
    authorizeLounge(query.lounge_id);
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

  route(floorApi.groupChanges, async ({ db, query, authorizeLounge }) => {
    authorizeLounge(query.lounge_id);
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

  route(floorApi.warnIcons, async ({ db, actor, query, authorizeLounge }) => {
    const loungeId = query.lounge_id ?? actor.currentLoungeId;
    authorizeLounge(loungeId);
    return loadWarnIcons(db, loungeId);
  });

  route(floorApi.iconDetails, async ({ db, actor, query, authorizeLounge }) => {
    const loungeId = query.lounge_id ?? actor.currentLoungeId;
    authorizeLounge(loungeId);
    return loadIconDetails(db, loungeId);
  });

  route(floorApi.summary, async ({ db, actor, query, authorizeLounge }) => {
    const loungeId = query.lounge_id ?? actor.currentLoungeId;
    // The all-lounges summary lets managers see every lounge's figures.
    if (!can(actor, "summary.all")) authorizeLounge(loungeId);
    return loadSummary(db, loungeId);
  });

  route(floorApi.konishi, ({ db, actor }) => loadKonishiTable(db, actor.loungeIds));

  route(floorApi.customerGroups, async ({ db, query, authorizeLounge }) => {
    authorizeLounge(query.lounge_id);
    const seats = await loadSeats(db, query.lounge_id);
    return seats.flatMap((s) => [...s.group_mens, ...s.group_ladys]).sort((a, b) => a.id - b.id);
  });

  route(floorApi.indexview, ({ db, actor, query }) =>
    listIndexview(db, actor, query.customer_group_ids),
  );

  route(floorApi.eventLogs, ({ db, actor, query }) =>
    listEventLogs(db, actor, query["q[customer_group_id_eq]"]),
  );

  route(floorApi.correctEventLog, ({ db, actor, params, body }) =>
    correctEventLog(db, actor, params.id, body.event_log),
  );

  route(floorApi.eventLogCorrections, ({ db, actor, query }) =>
    listEventLogCorrections(db, actor, query.customer_group_id),
  );

  route(floorApi.invalidData, async ({ db, actor, query, authorizeLounge }) => {
    const loungeId = query.lounge_id ?? actor.currentLoungeId;
    authorizeLounge(loungeId);
    return findInvalidData(db, loungeId);
  });

  route(floorApi.fixInvalidData, async ({ db, actor, query, body, authorizeLounge }) => {
    const loungeId = query.lounge_id ?? actor.currentLoungeId;
    authorizeLounge(loungeId);
    const fixed = await fixInvalidData(db, actor, loungeId, body.invalid_data);
    return { attributes: { ...fixed, fix: fixed.fix ? ("true" as const) : ("false" as const) } };
  });
}
