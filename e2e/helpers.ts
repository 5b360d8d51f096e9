// Shared steps for the e2e specs: sign in through the sign-in page like a member of staff, open a
// page from the (possibly folded) navigation, drag with the mouse; point the demo lounge's printer at
// this run's printer emulator and read what it printed.
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { printerURL } from "./playwright.config";

export const PASSWORD = "lounge-demo";

/**
 * Tags a spec that checks how the screens look and read (layout, axe, touch sizes, the manifest):
 * what it sees is the same whichever database the server runs on, so CI's PGlite pass leaves these
 * to its PostgreSQL pass (`TEST_SKIP_LAYOUT=1`: `--grep-invert @layout`, scripts/test.mjs), which
 * in turn leaves the web tests to it.
 */
export const LAYOUT = { tag: "@layout" };

/** The sign-in form's account field: suggestions from the lounge's list, or a plain text field. */
export const accountField = (page: Page) =>
  page
    .getByRole("combobox", { name: "アカウント" })
    .or(page.getByRole("textbox", { name: "アカウント" }));

export async function signInThroughUi(
  page: Page,
  lounge: string,
  account: string,
  password = PASSWORD,
) {
  await page.goto("/sign_in");
  await page.getByLabel("店舗").selectOption({ label: lounge });
  // Typed, as head office must (admins are never listed); the field also suggests the listed ones.
  await accountField(page).fill(account);
  await page.getByLabel("パスワード", { exact: true }).fill(password);
  await page.getByRole("button", { name: "サインイン" }).click();
  // Signed in, the browser loads the app as a new page; refused, the page says why. The next step
  // starts from either (loading the app takes seconds on a loaded machine).
  const until = { timeout: 30_000 };
  const loaded = page.waitForURL((url) => !url.pathname.startsWith("/sign_in"), until);
  const refused = page.getByRole("alert").waitFor(until);
  loaded.catch(() => {});
  refused.catch(() => {});
  await Promise.race([loaded, refused]);
}

/**
 * Signs out from the header and waits for the sign-in page: signing out loads that page anew (after
 * the tablet's offline copies are forgotten), so a step taken sooner would race that load.
 */
export async function signOut(page: Page) {
  await page.getByRole("button", { name: "サインアウト" }).click();
  await expect(page).toHaveURL(/\/sign_in/, { timeout: 30_000 });
  await expect(page.getByRole("button", { name: "サインイン" })).toBeVisible({ timeout: 30_000 });
}

export type ApiAnswer = { status: number; body: any };

/** Calls the API from the page like the app does: same origin, session cookie, CSRF token from the session. */
export async function callApi(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return page.evaluate(
    async ({ method, path, body, headers }): Promise<ApiAnswer> => {
      const session = await (
        await fetch("/api/v1/session", { headers: { accept: "application/json" } })
      ).json();
      const response = await fetch(path, {
        method,
        headers: {
          accept: "application/json",
          // Only with a body: Fastify refuses an empty JSON body (a DELETE, say) with a 400.
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          "x-csrf-token": session.csrf_token,
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body, headers },
  );
}

/**
 * Follows a link of the main navigation; below 1200 px (the tablet project) the navigation folds behind the
 * burger, so it is opened first.
 */
export async function openFromNavigation(page: Page, label: string) {
  const link = page
    .getByRole("navigation", { name: "メインメニュー" })
    .getByRole("link", { name: label, exact: true });
  // A folded navigation is still "visible", only moved off the screen.
  const onScreen = await link.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.right > 0 && box.left < window.innerWidth;
  });
  if (!onScreen) await page.getByRole("button", { name: "メニュー", exact: true }).click();
  await link.click();
}

/** A mouse drag the way staff do it: press, move past the threshold, move, release. */
export async function drag(page: Page, source: Locator, target: Locator) {
  // Rows below D start under the fold at 768 px: bring the seat up (the palette bar is sticky).
  await target.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("drag source or target is not visible");
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 12, start.y + 12, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  // Release once the seat shows the drop, as staff do: on a loaded machine the board may not have
  // caught up with the last move yet, and an early release lands on a seat passed on the way.
  await expect(target).toHaveAttribute("data-over", "true");
  await page.mouse.up();
}

/** Where E2E_SCREENSHOTS=1 writes the README's images. */
export const IMAGES = path.resolve(import.meta.dirname, "../docs/images");

/**
 * With E2E_SCREENSHOTS=1, the screen at both iPad sizes into docs/images/ (landscape as the tests
 * run, then portrait, then back). `show`: scrolled into view in portrait first, where a side panel
 * of the landscape screen is below the fold.
 */
export async function shoot(page: Page, name: string, show?: Locator) {
  if (process.env.E2E_SCREENSHOTS !== "1") return;
  await page.screenshot({ path: path.join(IMAGES, `${name}-1024x768.png`) });
  await page.setViewportSize({ width: 768, height: 1024 });
  await show?.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(IMAGES, `${name}-768x1024.png`) });
  await page.setViewportSize({ width: 1024, height: 768 });
}

/** With E2E_SCREENSHOTS=1, the screen at the page's own size into docs/images/`name`.png. */
export async function shootAsIs(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS !== "1") return;
  await page.screenshot({ path: path.join(IMAGES, `${name}.png`) });
}

/** A job the printer emulator received (`GET /jobs`): its text is what came out on paper. */
export type EmulatorJob = {
  id: number;
  printjobid: string | null;
  ok: boolean;
  code: string;
  text: string;
  kind?: "print" | "display";
};

export async function emulatorJobs(): Promise<EmulatorJob[]> {
  return (await fetch(`${printerURL}/jobs`)).json();
}

/** The demo lounge's printer, pointed at this run's emulator (a manager's call). */
export async function printToEmulator(page: Page, loungeId: number) {
  const { port, hostname } = new URL(printerURL);
  const printers = await callApi(page, "GET", `/printers?lounge_id=${loungeId}`);
  const printer = printers.body.printers.find((p: { kind: string }) => p.kind === "printer");
  const answer = await callApi(page, "PUT", `/printers/${printer.id}`, {
    printer: {
      name: printer.name,
      kind: "printer",
      scheme: "http",
      ip: hostname,
      port: Number(port),
      device_id: "local_printer",
      timeout_ms: 10_000,
    },
  });
  expect(answer.status).toBe(200);
}

/** A men's group of `mens` on `seatName`, with an extra charge so the total is never small. */
export async function seatGroup(page: Page, loungeId: number, seatName: string, mens = 2) {
  const seats = await callApi(page, "GET", `/lounges/entries/board?lounge_id=${loungeId}`);
  const seat = seats.body.seats.find((s: { name: string }) => s.name === seatName);
  const rules = await callApi(page, "GET", `/api/v1/fee_rules?lounge_id=${loungeId}`);
  const normal = rules.body.find((r: { label: string }) => r.label === "通常");
  const group = await callApi(page, "POST", "/customer_groups", {
    customer_group: { seat_id: seat.id, mens, ladys: 0, fee_rule: normal.id },
  });
  expect(group.status).toBe(201);
  return group.body.id as number;
}

/** Settles one group through the API with cash (and an extra charge; `tendered` handed over): its first accounting log. */
export async function settle(page: Page, groupId: number, extra: number, tendered?: number) {
  const bill = await callApi(
    page,
    "GET",
    `/accounting_logs/new?customer_group_ids[]=${groupId}&extra_charges=${groupId}:${extra}`,
  );
  expect(bill.status).toBe(200);
  const session = await callApi(page, "GET", "/api/v1/session");
  const settled: ApiAnswer = await callApi(
    page,
    "POST",
    "/accounting_logs",
    {
      accounting_log: {
        customer_group_ids: [groupId],
        cash: bill.body.groups_total_price,
        ...(tendered === undefined ? {} : { cash_tendered: tendered }),
        staff_id: session.body.staff.id,
        extra_charges: { [groupId]: extra },
      },
    },
    { "idempotency-key": `e2e-settle-${groupId}-${Date.now()}` },
  );
  expect(settled.status).toBe(201);
  return settled.body.accounting_logs[0] as { id: number; groups_total_price: number };
}
