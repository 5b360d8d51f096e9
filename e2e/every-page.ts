// Every page of the app, for the specs that walk them all (no sideways scroll, accessibility).
// The pages that need a record use demo records made here in 新宿: a group seated on E3 and
// settled, and one left on E4 with a long comment, which clearDemoRecords cancels afterwards, so
// the floor is left as it was. No other spec uses those two seats.
import { expect, type Page } from "@playwright/test";
import { callApi } from "./helpers";

export type DemoRecords = Awaited<ReturnType<typeof demoRecords>>;

/** Opens `path` and waits until its data has arrived (no request in flight, no loader). */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  // A shared test machine can be slow: the lists wait for their data as long as a person would.
  await expect(page.locator("main [aria-label*='読み込み中']")).toHaveCount(0, { timeout: 30_000 });
}

/** The demo records the pages with an id need: a fee rule, a menu, and a group settled in 新宿. */
export async function demoRecords(page: Page) {
  const session = (await callApi(page, "GET", "/api/v1/session")).body;
  const shinjuku = session.lounges.find((l: { name: string }) => l.name === "新宿").id;
  const board = (await callApi(page, "GET", `/lounges/entries/board?lounge_id=${shinjuku}`)).body;
  const seatId = (name: string) =>
    board.seats.find((s: { name: string }) => s.name === name).id as number;
  const entered = await callApi(page, "POST", "/customer_groups", {
    customer_group: { seat_id: seatId("E3"), mens: 2, ladys: 0, fee_rule: board.fee_rules[0].id },
  });
  expect(entered.status).toBe(201);
  const groupId = entered.body.id as number;
  const bill = (await callApi(page, "GET", `/accounting_logs/new?customer_group_ids[]=${groupId}`))
    .body;
  const settled = await callApi(
    page,
    "POST",
    "/accounting_logs",
    {
      accounting_log: {
        customer_group_ids: [groupId],
        cash: bill.groups_total_price,
        credit: 0,
        e_money: 0,
        staff_id: bill.staffs[0].id,
        extra_charges: {},
        comment: "",
      },
    },
    { "idempotency-key": `no-sideways-scroll-${groupId}` },
  );
  expect(settled.status, JSON.stringify(settled.body)).toBe(201);
  const menus = (await callApi(page, "GET", `/menus?lounge_id=${session.lounge.id}`)).body;
  // A group left on the floor with a long comment, so 在席一覧 has a full row.
  const staying = await callApi(page, "POST", "/customer_groups", {
    customer_group: { seat_id: seatId("E4"), mens: 3, ladys: 0, fee_rule: board.fee_rules[1].id },
  });
  expect(staying.status).toBe(201);
  const commented = await callApi(page, "PUT", `/customer_groups/${staying.body.id}`, {
    customer_group: {
      comment: "常連・田中様。前回は女性4名と相席、ボトルはキープ中。",
      lock_version: staying.body.lock_version,
    },
  });
  expect(commented.status, JSON.stringify(commented.body)).toBe(200);
  return {
    loungeId: shinjuku as number,
    feeRuleId: board.fee_rules[0].id as number,
    menuId: menus[0].id as number,
    groupId,
    accountingLogId: settled.body.accounting_logs[0].id as number,
    staying: commented.body as { id: number; lock_version: number },
  };
}

/** Cancels the group demoRecords left on the floor. */
export async function clearDemoRecords(page: Page, ids: DemoRecords) {
  const cancelled = await callApi(page, "POST", `/customer_groups/${ids.staying.id}/cancel`, {
    customer_group: { reason: "e2e の後片付け", lock_version: ids.staying.lock_version },
  });
  expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
}

/** Every route a head office account can open, with the demo records' ids filled in. */
export function everyPage(ids: DemoRecords) {
  return [
    "/",
    "/lounges/entries",
    `/accounting_logs/new?customer_group_ids[]=${ids.groupId}`,
    "/accounting_logs",
    `/accounting_logs/${ids.accountingLogId}`,
    `/accounting_logs/${ids.accountingLogId}/edit`,
    "/attendance_logs",
    "/attendance_logs/monthly",
    "/business_day",
    "/business_day/report",
    "/customer_groups",
    "/customer_groups/changes",
    "/event_logs",
    "/lounges/konishi",
    "/lounges/summary",
    "/metrics/cpu_utilization",
    "/invalid_data",
    "/seats",
    "/printers",
    `/fee_rules/${ids.feeRuleId}/price_table`,
    "/staffs",
    "/lounges/settings",
    "/genres",
    "/menus",
    "/menus/new",
    `/menus/${ids.menuId}/edit`,
    "/rewards",
    `/customer_groups/${ids.groupId}/orders`,
    "/system_messages",
    "/no-such-page",
  ];
}
