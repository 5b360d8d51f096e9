// Time-up alerts in Chromium: 新宿's manager gives a fee rule a 60-minute set with a 10-minute lead; a
// group on it whose arrival is corrected to 70 minutes ago is marked past its set on the board of
// every device (a chip on its label and a line in the time-up panel), and one tap calls it at level
// 1 on both. With E2E_SCREENSHOTS=1 it writes the board's images at both tablet sizes. It seats in
// 新宿's row B (as the crowd spec does; no other spec uses it), and leaves the floor and the rules as
// they were: the group is cancelled and the rule retired.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { callApi, shoot, signInThroughUi } from "./helpers";

type BoardSeat = { id: number; name: string; mens: number; ladys: number };

async function openBoard(browser: Browser | null, page: Page | null, account: string) {
  const tab = page ?? (await (await (browser as Browser).newContext()).newPage());
  await signInThroughUi(tab, "新宿", account);
  await expect(tab.getByTestId("signed-in-staff")).toBeVisible();
  await tab.goto("/lounges/entries");
  await expect(tab.getByTestId("board-clock")).toBeVisible();
  return tab;
}

test("a group past its fee rule's set is marked on every device, and one tap calls it", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await openBoard(null, page, "shinjuku-manager");
  const session = (await callApi(page, "GET", "/api/v1/session")).body as {
    lounge: { id: number };
  };
  const boardPath = `/lounges/entries/board?lounge_id=${session.lounge.id}`;
  const board = (await callApi(page, "GET", boardPath)).body as {
    lounge: { id: number; name: string };
    seats: BoardSeat[];
  };
  expect(board.lounge.name).toBe("新宿");
  const loungeId = board.lounge.id;

  const rule = await callApi(page, "POST", "/api/v1/fee_rules", {
    lounge_id: loungeId,
    label: "60分セット",
    other_flag: false,
    executive: false,
    vip: false,
    flat_price_per_person: null,
    set_minutes: 60,
    warn_lead_minutes: 10,
  });
  expect(rule.status).toBe(201);
  const seat = board.seats.filter((s) => /^B\d+$/.test(s.name) && s.mens + s.ladys === 0).at(0);
  if (!seat) throw new Error("no empty seat in row B");
  const entered = await callApi(page, "POST", "/customer_groups", {
    customer_group: { seat_id: seat.id, mens: 2, ladys: 0, fee_rule: rule.body.id },
  });
  expect(entered.status).toBe(201);
  const groupId = entered.body.id as number;

  const label = (tab: Page) => tab.locator(`[role=button][data-group-id="${groupId}"]`);
  // Just seated: 60 minutes left, no mark, nothing in the panel.
  await expect(label(page)).toHaveAttribute("data-time-up", "ok");
  await expect(label(page)).toContainText("残60分");
  await expect(page.getByTestId("time-up-panel")).toHaveCount(0);

  // Its arrival was 70 minutes ago (a manager's correction of its stay).
  const logs = await callApi(page, "GET", `/event_logs?q[customer_group_id_eq]=${groupId}`);
  const log = (logs.body as { id: number }[])[0];
  // On a whole minute, as the board counts: 70 minutes in now, 71 if the minute turns meanwhile.
  const arrived = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 70 * 60_000).toISOString();
  const corrected = await callApi(page, "PUT", `/event_logs/${log?.id}`, {
    event_log: { start_at: arrived, end_at: null, reason: "e2e: 70分前の入店" },
  });
  expect(corrected.status).toBe(200);

  const second = await openBoard(browser, null, "shinjuku-staff2");
  for (const tab of [page, second]) {
    await tab.reload();
    await expect(label(tab)).toHaveAttribute("data-time-up", "over");
    await expect(label(tab)).toContainText(/超過1[01]分/);
    await expect(label(tab)).toHaveAttribute("aria-label", /セット時間を1[01]分超過/);
    await expect(tab.getByTestId("time-up-panel")).toContainText(`${seat.name} 男性2名`);
  }
  const panel = page.getByRole("region", { name: "セット時間のお知らせ" });
  await panel.scrollIntoViewIfNeeded();
  await shoot(page, "time-up-board");

  // One tap calls it at level 1; the other tablet sees the call too.
  await panel.getByRole("button", { name: `${seat.name} 男性2名を呼び出す（レベル1）` }).click();
  for (const tab of [page, second]) {
    await expect(label(tab)).toHaveAttribute("data-warn-level", "1");
    await expect(tab.getByTestId("time-up-panel")).toContainText("呼び出し中 レベル1");
  }
  await second.context().close();

  // Leave 新宿 as it was.
  const fresh = (await callApi(page, "GET", boardPath)).body as {
    seats: { group_mens: { id: number; lock_version: number }[] }[];
  };
  const lockVersion = fresh.seats
    .flatMap((s) => s.group_mens)
    .find((g) => g.id === groupId)?.lock_version;
  const cancelled = await callApi(page, "POST", `/customer_groups/${groupId}/cancel`, {
    customer_group: { reason: "e2e の後片付け", lock_version: lockVersion },
  });
  expect(cancelled.status).toBe(200);
  expect((await callApi(page, "DELETE", `/api/v1/fee_rules/${rule.body.id}`)).status).toBe(200);
});
