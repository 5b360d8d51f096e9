// Renders the home-screen icons from apps/web/public/icon.svg with Debian's Chromium: 192 and 512 px
// for the web app manifest (the artwork sits inside the maskable safe zone, so one file serves both
// purposes) and the 180 px apple-touch-icon an iPad uses. Run after changing the SVG:
// `node scripts/app-icons.mjs`; the PNGs are committed.
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const publicDir = path.resolve(import.meta.dirname, "../apps/web/public");
const svg = readFileSync(path.join(publicDir, "icon.svg"), "utf8");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
for (const [file, size] of [
  ["icon-192.png", 192],
  ["icon-512.png", 512],
  ["apple-touch-icon.png", 180],
]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<html><body style="margin:0">${svg.replace("<svg ", `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  await page.screenshot({ path: path.join(publicDir, file), omitBackground: false });
  await page.close();
  console.log(`${file}: ${size}×${size}`);
}
await browser.close();
