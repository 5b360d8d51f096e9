// A printer of 42 or 32 columns, as `--model` / `--columns` start one: a row laid out for 48 columns
// goes on over the next row there (as on a TM-T88 or a 58 mm printer), one laid out for its own
// width does not, and its paper is its columns × 12 dots wide.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODEL_COLUMNS, type PrinterEmulator, startPrinterEmulator } from "./index";
import type { Job } from "./jobs";
import { pngSize, post, printEnvelope } from "./test-envelopes";

let t88: PrinterEmulator;
let narrow: PrinterEmulator;
beforeAll(async () => {
  t88 = await startPrinterEmulator({ port: 0, columns: MODEL_COLUMNS["tm-t88"] });
  narrow = await startPrinterEmulator({ port: 0, columns: MODEL_COLUMNS["58mm"] });
});
afterAll(async () => {
  await t88?.close();
  await narrow?.close();
});

const lastJob = async (emulator: PrinterEmulator) =>
  ((await (await fetch(`${emulator.url}/jobs`)).json()) as Job[]).at(-1);

/** `合計` and an amount at the right edge of a row `columns` wide. */
const totalRow = (columns: number) => `合計${" ".repeat(columns - 4 - 7)}¥12,300`;

describe("a printer's columns", () => {
  it("wraps a 48-column row on a 42-column printer: the amount breaks over two rows", async () => {
    await post(t88.url, printEnvelope(`<text>${totalRow(48)}&#10;</text>`));
    expect((await lastJob(t88))?.text).toBe(`合計${" ".repeat(37)}¥\n12,300\n`);
  });

  it("prints a row laid out for its own 42 columns on one row, and a double row in 21", async () => {
    await post(
      t88.url,
      printEnvelope(
        `<text>${totalRow(42)}&#10;</text><text dw="true" dh="true">${totalRow(21)}&#10;</text>`,
      ),
    );
    expect((await lastJob(t88))?.text).toBe(`${totalRow(42)}\n${totalRow(21)}\n`);
    await post(t88.url, printEnvelope(`<text dw="true">${totalRow(22)}&#10;</text>`));
    expect((await lastJob(t88))?.text.split("\n")).toHaveLength(3);
  });

  it("draws the paper at its width: 504 dots for 42 columns, 384 for 32", async () => {
    await post(t88.url, printEnvelope(`<text>${totalRow(48)}&#10;</text><cut/>`));
    const job = await lastJob(t88);
    const png = Buffer.from(await (await fetch(`${t88.url}/jobs/${job?.id}.png`)).arrayBuffer());
    expect(pngSize(png).width).toBe(504);
    await post(narrow.url, printEnvelope("<text>x&#10;</text><hline/>"));
    const slim = await lastJob(narrow);
    expect(slim?.text).toBe(`x\n${"-".repeat(32)}\n`);
    const paper = Buffer.from(
      await (await fetch(`${narrow.url}/jobs/${slim?.id}.png`)).arrayBuffer(),
    );
    expect(pngSize(paper).width).toBe(384);
  });

  it("refuses a width no printer has", async () => {
    await expect(startPrinterEmulator({ port: 0, columns: 100 })).rejects.toThrow(/24–64/);
  });
});
