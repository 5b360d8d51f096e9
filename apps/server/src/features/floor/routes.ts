// Floor board calls (seed section 7): the board, customer groups (enter, move, comment, ages), calls.
import {
  ZBoard,
  ZCustomerGroupCreate,
  ZCustomerGroupUpdate,
  ZGroupSaved,
  ZIdParams,
  ZLoungeQuery,
  ZOk,
  ZOptionalLoungeQuery,
  ZStopWarnRequest,
  ZWarnIcon,
  ZWarnRequest,
} from "@lounge-office/domain";
import { z } from "zod";
import { guarded } from "../../http/access";
import { actorOf, authorize } from "../../http/actor";
import type { App, Deps } from "../../http/types";
import { loadBoard, loadSeats, loadWarnIcons } from "./board-query";
import { enterGroup, setWarn, updateGroup } from "./group-commands";

const tags = ["floor"];

export async function floorRoutes(app: App, { db }: Deps) {
  app.get(
    "/lounges/entries/board",
    {
      config: guarded("floor.use"),
      schema: {
        tags,
        summary: "フロアボード (席と組)",
        querystring: ZLoungeQuery,
        response: { 200: ZBoard },
      },
    },
    async (request) => {
      authorize(actorOf(request), "floor.use", { loungeId: request.query.lounge_id });
      return loadBoard(db, request.query.lounge_id);
    },
  );

  app.post(
    "/customer_groups",
    {
      config: guarded("floor.use"),
      schema: {
        tags,
        summary: "新規入店 (席へ案内)",
        body: ZCustomerGroupCreate,
        response: { 201: ZGroupSaved },
      },
    },
    async (request, reply) => {
      const group = await enterGroup(db, actorOf(request), request.body.customer_group);
      const seats = await loadSeats(db, group.lounge_id, [group.seat_id]);
      return reply
        .code(201)
        .send({ id: group.id, lock_version: group.lock_version, seat_id: group.seat_id, seats });
    },
  );

  app.put(
    "/customer_groups/:id",
    {
      config: guarded("floor.use"),
      schema: {
        tags,
        summary: "組の移動・マッチ変更・コメント・年齢",
        params: ZIdParams,
        body: ZCustomerGroupUpdate,
        response: { 200: ZGroupSaved },
      },
    },
    async (request) => {
      const { group, touchedSeatIds } = await updateGroup(
        db,
        actorOf(request),
        request.params.id,
        request.body.customer_group,
      );
      const seats = await loadSeats(db, group.lounge_id, touchedSeatIds);
      return { id: group.id, lock_version: group.lock_version, seat_id: group.seat_id, seats };
    },
  );

  app.post(
    "/customer_groups/warn_icon",
    {
      config: guarded("floor.use"),
      schema: {
        tags,
        summary: "呼び出し (レベル1〜3)",
        body: ZWarnRequest,
        response: { 200: ZOk },
      },
    },
    async (request) => {
      const { id, level } = request.body.customer_group;
      await setWarn(db, actorOf(request), id, level);
      return { ok: true as const };
    },
  );

  app.post(
    "/customer_groups/stop_warn_icon",
    {
      config: guarded("floor.use"),
      schema: { tags, summary: "呼び出し停止", body: ZStopWarnRequest, response: { 200: ZOk } },
    },
    async (request) => {
      await setWarn(db, actorOf(request), request.body.customer_group.id, null);
      return { ok: true as const };
    },
  );

  app.get(
    "/customer_groups/warn_icons_json",
    {
      config: guarded("floor.use"),
      schema: {
        tags,
        summary: "呼び出し中の組 (60秒ごと)",
        querystring: ZOptionalLoungeQuery,
        response: { 200: z.array(ZWarnIcon) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const loungeId = request.query.lounge_id ?? actor.currentLoungeId;
      authorize(actor, "floor.use", { loungeId });
      return loadWarnIcons(db, loungeId);
    },
  );
}
