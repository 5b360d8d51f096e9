// Touch targets on an iPad, landscape and portrait: on the board (with groups of every fee rule, a
// matched pair and a seat with more groups than fit), in a group's details with its orders, and on
// the seats page, every control a finger taps shows a box of at least 44 × 44 px (what is visible of
// it, after the boxes that clip it) and every text is at least 11 px. Tapping a row of the board's
// accounting table ticks its checkbox. Seats 渋谷 D2–D6, which the specs before it leave empty, and cancels there.
import { expect, type Page, test } from "@playwright/test";
import { callApi, LAYOUT, signInThroughUi } from "./helpers";
import { tooSmall } from "./touch";

const SIZES = [
  { name: "1024x768", width: 1024, height: 768 },
  { name: "768x1024", width: 768, height: 1024 },
] as const;

type Seated = { id: number; lock_version: number };

/** Groups of every fee rule on 渋谷 D2–D6: a matched pair, and three men's groups on one seat. */
async function seatGroups(page: Page) {
  const board = (
    await callApi(page, "GET", `/lounges/entries/board?lounge_id=${await loungeIdOf(page)}`)
  ).body;
  const seatId = (name: string) => board.seats.find((s: { name: string }) => s.name === name).id;
  const ruleId = (label: string) =>
    board.fee_rules.find((r: { label: string }) => r.label === label).id;
  const seated: Seated[] = [];
  const enter = async (seat: string, body: Record<string, unknown>) => {
    const answer = await callApi(page, "POST", "/customer_groups", {
      customer_group: { seat_id: seatId(seat), mens: 0, ladys: 0, ...body },
    });
    expect(answer.status).toBe(201);
    seated.push(answer.body);
    return answer.body as Seated;
  };
  const men = await enter("D2", { mens: 2, fee_rule: ruleId("通常") });
  await enter("D2", { ladys: 2, matched_group_ids: [men.id] });
  await enter("D3", { mens: 1, fee_rule: ruleId("VIP") });
  await enter("D4", { mens: 3, fee_rule: ruleId("エグゼクティブ") });
  await enter("D5", { mens: 1, fee_rule: ruleId("特別料金") });
  for (const rule of ["通常", "VIP", "通常"])
    await enter("D6", { mens: 2, fee_rule: ruleId(rule) });
  await enter("D6", { ladys: 3 });
  return seated;
}

async function loungeIdOf(page: Page) {
  return (await callApi(page, "GET", "/api/v1/session")).body.lounge.id as number;
}

/** Leaves the floor as it was: other spec files share the database. */
async function cancelAll(page: Page, seated: Seated[]) {
  const board = (
    await callApi(page, "GET", `/lounges/entries/board?lounge_id=${await loungeIdOf(page)}`)
  ).body;
  const groups = board.seats.flatMap((s: { group_mens: Seated[]; group_ladys: Seated[] }) => [
    ...s.group_mens,
    ...s.group_ladys,
  ]) as Seated[];
  for (const { id } of seated) {
    const current = groups.find((g) => g.id === id);
    const answer = await callApi(page, "POST", `/customer_groups/${id}/cancel`, {
      customer_group: { reason: "e2e の後片付け", lock_version: current?.lock_version },
    });
    expect.soft(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
}

for (const size of SIZES) {
  test.describe(`touch targets ${size.name}`, LAYOUT, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      hasTouch: true,
      isMobile: false,
    });

    test("the board, a group's details with its orders: 44 px targets, 11 px text", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signInThroughUi(page, "渋谷", "shibuya-staff3");
      await expect(page.getByTestId("signed-in-staff")).toBeVisible();
      const seated = await seatGroups(page);
      try {
        await page.goto("/lounges/entries");
        const table = page.getByRole("table", { name: "会計するグループ" });
        // Other spec files share the database and may have left groups on the floor: ours are listed.
        await expect(table.locator(`tr[data-group-id="${seated.at(-1)?.id}"]`)).toBeVisible({
          timeout: 30_000,
        });
        const listed = await table
          .locator("tr[data-group-id]")
          .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute("data-group-id"))));
        expect(listed).toEqual(expect.arrayContaining(seated.map((group) => group.id)));
        expect(await tooSmall(page.locator("body"))).toEqual([]);

        // A tap on the row (not on the box) ticks the group, a second tap unticks it.
        const row = table.locator(`tr[data-group-id="${seated[2]?.id}"]`);
        const box = row.getByRole("checkbox");
        await row.getByRole("cell").nth(1).tap();
        await expect(box).toBeChecked();
        await expect(page.getByRole("link", { name: "まとめて会計へ（1組）" })).toBeVisible();
        await row.getByRole("cell").nth(3).tap();
        await expect(box).not.toBeChecked();
        // The keyboard still ticks it with Space on the box.
        await box.focus();
        await page.keyboard.press("Space");
        await expect(box).toBeChecked();

        // A group's details with the orders panel.
        const chip = page.locator(`[data-seat-name="D3"] [data-group-id="${seated[2]?.id}"]`);
        await chip.click();
        const detail = page.getByRole("dialog", { name: /— D3$/ });
        await expect(detail).toBeVisible();
        // The picker open on its first genre, an item chosen: the quantity stepper shows.
        await detail.getByRole("button", { name: "注文を追加" }).click();
        await detail
          .getByTestId("group-orders-panel")
          .getByRole("tabpanel")
          .getByRole("button")
          .first()
          .click();
        await expect(detail.getByRole("textbox", { name: "数量" })).toBeVisible();
        expect(await tooSmall(detail)).toEqual([]);
      } finally {
        await cancelAll(page, seated);
      }
    });

    test("the seats page: 44 px targets, 11 px text", async ({ page }) => {
      await signInThroughUi(page, "渋谷", "shibuya-manager");
      await expect(page.getByTestId("signed-in-staff")).toBeVisible();
      await page.goto("/seats");
      await expect(page.getByRole("button", { name: "席 A1 を移動" })).toBeVisible({
        timeout: 30_000,
      });
      await page.waitForLoadState("networkidle");
      expect(await tooSmall(page.locator("body"))).toEqual([]);
    });
  });
}
