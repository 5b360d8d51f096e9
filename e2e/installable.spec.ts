// The app on an iPad's home screen: the page names a web app manifest (name, standalone display,
// start URL, theme colours, 192 and 512 px icons, one maskable) and an apple-touch-icon, every icon
// is a PNG of the size it claims, and Chromium finds nothing standing in the way of installing it.
import { expect, test } from "@playwright/test";
import { LAYOUT } from "./helpers";

/** A PNG's width and height, read from its IHDR chunk. */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

test(
  "installable: a manifest with its icons, an apple-touch-icon, no installability errors",
  LAYOUT,
  async ({ page }) => {
    await page.goto("/sign_in");
    await expect(page.getByRole("button", { name: "サインイン" })).toBeVisible();
    const href = await page.locator("link[rel=manifest]").getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const answer = await page.request.get(href ?? "");
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toContain("manifest+json");
    const manifest = await answer.json();
    expect(manifest).toMatchObject({
      name: "Lounge Office",
      lang: "ja",
      start_url: "/",
      display: "standalone",
      theme_color: "#1c1f2e",
      background_color: "#1c1f2e",
    });
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of icons) {
      const png = await page.request.get(icon.src);
      expect(png.status(), icon.src).toBe(200);
      expect(pngSize(await png.body()), icon.src).toBe(icon.sizes);
    }
    const touch = await page.locator("link[rel=apple-touch-icon]").getAttribute("href");
    expect(pngSize(await (await page.request.get(touch ?? "")).body())).toBe("180x180");

    // What Chromium itself says of installing this page: nothing missing. Playwright's browser
    // contexts are incognito ones, where Chromium installs nothing: that one is the test's, not ours.
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors.filter((e) => e.errorId !== "in-incognito")).toEqual([]);
  },
);
