// The fuzz test's world: one record of every kind a contract names by id (lounge, seat, fee rule, genre,
// menu, reward, image, special date, present group with an order and event log, a settlement, staff,
// printers and a failed print job, an attendance log, a system message), so a valid skeleton reaches
// the handler's writes and a hostile leaf is the only thing wrong.
import { eq } from "drizzle-orm";
import { accountingLogs, eventLogs, printJobs } from "../db/schema";
import { demoPng } from "../seed/demo-png";
import {
  blankReceiptDocument,
  buildFeeRule,
  buildPrinter,
  buildSeat,
  buildStaff,
} from "../seed/factories";
import { buildFloorWorld, enterBody } from "./floor-world";
import type { TestClient, TestServer } from "./harness";

async function created<T = { id: number }>(
  label: string,
  response: Promise<{ status: number; body: unknown }>,
): Promise<T> {
  const res = await response;
  if (res.status >= 300)
    throw new Error(`fuzz world: ${label} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as T;
}

/** Builds the world, signs `admin` in at its own lounge and makes the rest through the API. */
export async function buildFuzzWorld(server: TestServer, admin: TestClient) {
  const db = server.database.db;
  const floor = await buildFloorWorld(db);
  const lounge = floor.own.id;
  await created("sign-in", admin.signIn("w-admin", "lounge-demo", lounge));
  const target = await buildStaff(db, {
    role: "staff",
    account: "w-fuzz-target",
    loungeIds: [lounge],
  });
  // Records that a valid request may retire: their own, so the others stay usable.
  const retiredSeat = await buildSeat(db, lounge, {
    name: "Z9",
    seat_type: "normal",
    col: 9,
    row: 9,
  });
  const retiredRule = await buildFeeRule(db, lounge, { label: "廃止用" });

  const genre = await created(
    "genre",
    admin.post("/genres", { lounge_id: lounge, name: "ドリンク", genre_kind: "drink" }),
  );
  const menu = await created(
    "menu",
    admin.post("/menus", {
      lounge_id: lounge,
      genre_id: genre.id,
      name: "ハイボール",
      price: 1500,
    }),
  );
  const reward = await created(
    "reward",
    admin.post("/rewards", { lounge_id: lounge, name: "乾杯" }),
  );
  const form = new FormData();
  form.set("lounge_id", String(lounge));
  form.set("image", new Blob([demoPng([10, 120, 200])], { type: "image/png" }), "tile.png");
  const image = await created("image", admin.request("POST", "/images", { form }));
  const specialDate = await created(
    "special date",
    admin.post("/api/v1/special_dates", {
      lounge_id: lounge,
      from_day: "2030-01-01",
      to_day: "2030-01-02",
      price_per_person: 500,
    }),
  );

  const seat = floor.autoSeats[0]!.id;
  const group = await created(
    "group",
    admin.post("/customer_groups", enterBody(seat, "mens", 2, { fee_rule: floor.normalRule.id })),
  );
  const ladies = await created(
    "ladies",
    admin.post("/customer_groups", enterBody(seat, "ladys", 2, { matched_group_ids: [group.id] })),
  );
  const [order] = await created<{ id: number }[]>(
    "order",
    admin.post(`/customer_groups/${group.id}/orders`, { menu_id: menu.id, num: 1 }),
  );
  const [eventLog] = await db
    .select({ id: eventLogs.id })
    .from(eventLogs)
    .where(eq(eventLogs.customer_group_id, group.id));

  const cancelGroup = await created(
    "group to cancel",
    admin.post("/customer_groups", enterBody(floor.autoSeats[2]!.id, "ladys", 1)),
  );

  // A settled group: a fresh group's bill is 0 yen, the extra charge makes it 1,000.
  const settled = await created(
    "settled group",
    admin.post("/customer_groups", enterBody(floor.autoSeats[1]!.id, "mens", 1)),
  );
  const settlement = await created<{ accounting_logs: { id: number }[] }>(
    "settlement",
    admin.post(
      "/accounting_logs",
      {
        accounting_log: {
          customer_group_ids: [settled.id],
          cash: 1000,
          staff_id: floor.staff.id,
          extra_charges: { [settled.id]: 1000 },
        },
      },
      { headers: { "idempotency-key": "fuzz-world" } },
    ),
  );

  const accountingLog = settlement.accounting_logs[0]!.id;
  const printer = await created(
    "printer",
    admin.post("/printers", {
      printer: {
        lounge_id: lounge,
        name: "レジ",
        kind: "printer",
        scheme: "https",
        ip: "192.168.0.50",
        port: 8043,
        device_id: "local_printer",
        timeout_ms: 10000,
      },
    }),
  );
  const retiredPrinter = await buildPrinter(db, lounge, { name: "削除用" });
  // A failed job of the settlement, as a device would have left it (claim, then a cover-open answer).
  const settlementId = (await settlementIdOf(db, accountingLog))!;
  const [printJob] = await db
    .insert(printJobs)
    .values({
      printjobid: "fuzzworld0000000000",
      lounge_id: lounge,
      settlement_id: settlementId,
      accounting_log_id: accountingLog,
      receipt_type: "receipt",
      printer_id: printer.id,
      printer_name: "レジ",
      status: "failed",
      code: "EPTR_COVER_OPEN",
      index: 1,
      count: 1,
      amount: 1000,
      xml: "<fuzz/>",
      document: blankReceiptDocument(settlementId),
      created_by: floor.admin.id,
    })
    .returning();

  // A past clock-in of the target staff member: the skeleton's own POST records `staff`, so it follows.
  const attendanceLog = await created(
    "attendance log",
    admin.post("/attendance_logs", {
      attendance_log: {
        staff_id: target.id,
        lounge_id: lounge,
        log_type: "clock_in",
        logged_at: "2025-11-02T20:00:00+09:00",
      },
    }),
  );

  const systemMessage = await created(
    "system message",
    admin.post("/system_messages", {
      system_message: { lounge_id: lounge, message: "ファズのお知らせ" },
    }),
  );

  const cashMovement = await created(
    "cash movement",
    admin.post(`/business_days/${lounge}/2025-11-02/cash_movements`, {
      direction: "out",
      amount: 1000,
      reason: "買い出し",
    }),
  );

  return {
    ...floor,
    ids: {
      lounge,
      otherLounge: floor.other.id,
      seat,
      retiredSeat: retiredSeat.id,
      feeRule: floor.normalRule.id,
      retiredFeeRule: retiredRule.id,
      genre: genre.id,
      menu: menu.id,
      reward: reward.id,
      image: image.id,
      specialDate: specialDate.id,
      group: group.id,
      matchedGroup: ladies.id,
      cancelGroup: cancelGroup.id,
      order: order!.id,
      eventLog: eventLog!.id,
      accountingLog,
      printer: printer.id,
      retiredPrinter: retiredPrinter.id,
      printJob: printJob!.id,
      staff: floor.staff.id,
      targetStaff: target.id,
      attendanceLog: attendanceLog.id,
      systemMessage: systemMessage.id,
      cashMovement: cashMovement.id,
    },
  };
}

async function settlementIdOf(db: TestServer["database"]["db"], logId: number) {
  const [log] = await db
    .select({ id: accountingLogs.settlement_id })
    .from(accountingLogs)
    .where(eq(accountingLogs.id, logId));
  return log?.id;
}

export type FuzzWorld = Awaited<ReturnType<typeof buildFuzzWorld>>;
export type FuzzIds = FuzzWorld["ids"];
