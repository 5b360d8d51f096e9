// Every page at both iPad sizes: the page never scrolls sideways, no header cell breaks inside a
// word, and the wide lists (プリンター, 会計履歴, 在席一覧) show every column without a sideways
// scroll inside them either. Head office reaches every page (with every-page.ts's demo records); a
// staff member opens the board.
// With E2E_SCREENSHOTS=1 it writes the printers' and 会計履歴's images at both sizes to docs/images/.
import { expect, type Page, test } from "@playwright/test";
import { clearDemoRecords, demoRecords, everyPage, open } from "./every-page";
import { LAYOUT, shootAsIs, signInThroughUi } from "./helpers";

const SIZES = [
  { name: "1024x768", width: 1024, height: 768 },
  { name: "768x1024", width: 768, height: 1024 },
] as const;

/** Pages whose lists must fit without a sideways scroll of their own. */
const WIDE_LISTS = ["/printers", "/accounting_logs", "/customer_groups"];

type Overflow = { page: string; what: string; scroll: number; client: number };

/** What scrolls sideways on the page, and which header cells' text runs over more than one line. */
async function overflowsOf(page: Page, path: string, inner: boolean): Promise<Overflow[]> {
  return page.evaluate(
    ({ path, inner }) => {
      const found: { page: string; what: string; scroll: number; client: number }[] = [];
      const root = document.documentElement;
      if (root.scrollWidth > window.innerWidth) {
        found.push({
          page: path,
          what: "page",
          scroll: root.scrollWidth,
          client: window.innerWidth,
        });
      }
      if (inner) {
        for (const el of Array.from(document.querySelectorAll("main *"))) {
          const style = getComputedStyle(el);
          if (!["auto", "scroll"].includes(style.overflowX)) continue;
          // The board's seat rows scroll their labels on purpose; lists do not.
          if (el.closest("[data-seat-id]")) continue;
          if (el.scrollWidth > el.clientWidth + 1) {
            found.push({
              page: path,
              what: `scroller ${el.className.toString().slice(0, 60)}`,
              scroll: el.scrollWidth,
              client: el.clientWidth,
            });
          }
        }
      }
      for (const th of Array.from(document.querySelectorAll("th"))) {
        if (!th.checkVisibility() || !th.textContent?.trim()) continue;
        // Each piece of its text on one line (a header may stack pieces on purpose, as the price
        // table's gender over its fields; a word split over two lines is one piece on two).
        let lines = 0;
        const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          const tops = Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.top));
          lines = Math.max(lines, new Set(tops).size);
        }
        if (lines > 1 || th.scrollWidth > th.clientWidth + 1) {
          found.push({
            page: path,
            what: `th "${th.textContent.trim()}" on ${lines} lines`,
            scroll: th.scrollWidth,
            client: th.clientWidth,
          });
        }
      }
      return found;
    },
    { path, inner },
  );
}

for (const size of SIZES) {
  test.describe(`no sideways scroll ${size.name}`, LAYOUT, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: true });

    test("every page fits the width; headers stay on one line; wide lists show every column", async ({
      page,
      browser,
    }) => {
      test.setTimeout(300_000);
      await signInThroughUi(page, "新宿", "admin");
      await expect(page.getByTestId("signed-in-staff")).toBeVisible();
      const ids = await demoRecords(page);
      const paths = everyPage(ids);
      const found: Overflow[] = [];
      for (const path of paths) {
        await open(page, path);
        found.push(...(await overflowsOf(page, path, WIDE_LISTS.includes(path))));
        // The README's images of the wide lists (在席一覧's come from tablet.spec.ts).
        if (path === "/printers" || path === "/accounting_logs") {
          await shootAsIs(
            page,
            `${path === "/printers" ? "printer-list" : "accounting-logs"}-${size.name}`,
          );
        }
      }

      // A staff member's board, with groups on it (the 在席一覧 above has them too).
      const staff = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        hasTouch: true,
      });
      const tablet = await staff.newPage();
      await signInThroughUi(tablet, "渋谷", "shibuya-staff1");
      await expect(tablet.getByTestId("signed-in-staff")).toBeVisible();
      for (const path of ["/lounges/entries", "/customer_groups", "/attendance_logs"]) {
        await open(tablet, path);
        found.push(...(await overflowsOf(tablet, `${path} (staff)`, WIDE_LISTS.includes(path))));
      }
      await staff.close();

      await clearDemoRecords(page, ids);
      expect(found).toEqual([]);
    });
  });
}
