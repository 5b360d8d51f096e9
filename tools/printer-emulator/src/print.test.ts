// A valid job prints: the answer, the job list, the text and the 576-dot paper.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type PrinterEmulator, STATUS, startPrinterEmulator } from "./index";
import type { Job } from "./jobs";
import { pngSize, post, printEnvelope, RECEIPT_BODY } from "./test-envelopes";

let emulator: PrinterEmulator;
beforeAll(async () => {
  emulator = await startPrinterEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.clearJobs());

async function listed(): Promise<Job[]> {
  return (await fetch(`${emulator.url}/jobs`)).json() as Promise<Job[]>;
}

describe("a valid envelope", () => {
  it("prints and answers like the device", async () => {
    const { response, answer } = await post(emulator.url, printEnvelope(RECEIPT_BODY, "pj-1"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/xml; charset=utf-8");
    expect(answer).toMatchObject({ success: "true", code: "", printjobid: "pj-1" });
    expect(answer.status & STATUS.printSuccess).toBe(STATUS.printSuccess);

    const [job] = await listed();
    expect(job).toMatchObject({ id: expect.any(Number), printjobid: "pj-1", ok: true, code: "" });
    expect(job).toMatchObject({ devid: "local_printer", kind: "print", duplicate: false });
    expect(Date.parse(job!.received_at)).not.toBeNaN();
    expect(job!.text).toBe(
      "領収書\n渋谷店\n登録番号 T1234567890123\n合計 ¥12,300\n\n[QR:S-000123]\n[drawer]\n------ cut ------\n",
    );
  });

  it("reads a QR code's escaped data back as the printer does", async () => {
    // What the SDK sends for C:\a\b, a line feed and é: backslashes doubled, bytes as \xNN.
    await post(
      emulator.url,
      printEnvelope('<symbol type="qrcode_model_2">C:\\\\a\\\\b\\x0a\\xe9</symbol>'),
    );
    const [job] = await listed();
    expect(job!.text).toBe("[QR:C:\\a\\b\né]\n");
  });

  it("is drawn on 576-dot-wide paper", async () => {
    await post(emulator.url, printEnvelope(RECEIPT_BODY));
    const [job] = await listed();
    const response = await fetch(`${emulator.url}/jobs/${job!.id}.png`);
    expect(response.headers.get("content-type")).toBe("image/png");
    const size = pngSize(Buffer.from(await response.arrayBuffer()));
    expect(size.width).toBe(576);
    // Title (double height), three rows, a feed, a QR of 4-dot cells, the drawer note and a cut.
    expect(size.height).toBeGreaterThan(250);
  });

  it("lists jobs newest last, and DELETE /jobs clears them", async () => {
    await post(emulator.url, printEnvelope("<text>一枚目&#10;</text>", "a"));
    await post(emulator.url, printEnvelope("<text>二枚目&#10;</text>", "b"));
    expect((await listed()).map((job) => job.text)).toEqual(["一枚目\n", "二枚目\n"]);
    expect(emulator.jobs()).toHaveLength(2);
    expect((await fetch(`${emulator.url}/jobs`, { method: "DELETE" })).status).toBe(200);
    expect(await listed()).toEqual([]);
  });

  it("marks a second paper for the same printjobid as a duplicate", async () => {
    await post(emulator.url, printEnvelope(RECEIPT_BODY, "same-job"));
    const again = await post(emulator.url, printEnvelope(RECEIPT_BODY, "same-job"));
    expect(again.answer.success).toBe("true");
    expect((await listed()).map((job) => job.duplicate)).toEqual([false, true]);
  });

  it("answers an empty <epos-print> (a probe) without listing a job", async () => {
    const { answer } = await post(emulator.url, printEnvelope(""));
    expect(answer.success).toBe("true");
    expect(await listed()).toEqual([]);
  });

  it("shows the jobs on a page that refreshes itself", async () => {
    await post(emulator.url, printEnvelope("<text>合計 &lt;¥1,000&gt;&#10;</text><cut/>"));
    const [job] = await listed();
    const html = await (await fetch(`${emulator.url}/`)).text();
    expect(html).toContain('<meta http-equiv="refresh" content="2">');
    expect(html).toContain("<pre>合計 &#60;¥1,000&#62;\n------ cut ------\n</pre>");
    expect(html).toContain(`<img src="/jobs/${job!.id}.png"`);
  });

  it("keeps the display's texts as lines", async () => {
    const xml =
      '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><epos-display xmlns="http://www.epson-pos.com/schemas/2012/09/epos-display"><reset/><window number="1" x="1" y="1" width="44" height="19"/><text x="1" y="1" lang="ja">合計 ¥12,300</text><text x="1" y="2" lang="ja">お釣り ¥700</text></epos-display></s:Body></s:Envelope>';
    const { answer } = await post(emulator.url, xml, {
      service: "eposDisp",
      devid: "local_display",
    });
    expect(answer.success).toBe("true");
    expect(await listed()).toMatchObject([
      { kind: "display", devid: "local_display", ok: true, text: "合計 ¥12,300\nお釣り ¥700\n" },
    ]);
  });
});
