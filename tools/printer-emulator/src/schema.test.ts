// The envelope check: what the device refuses is answered SchemaError (or DeviceNotFound) and
// prints nothing, but is listed so a developer sees why.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type PrinterEmulator, startPrinterEmulator } from "./index";
import { displayEnvelope, post, printEnvelope } from "./test-envelopes";

let emulator: PrinterEmulator;
beforeAll(async () => {
  emulator = await startPrinterEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.clearJobs());

async function expectRefused(xml: string, code = "SchemaError", options = {}) {
  const { response, answer } = await post(emulator.url, xml, options);
  expect(response.status).toBe(200);
  expect(answer).toMatchObject({ success: "false", code });
  const [job] = emulator.jobs();
  expect(job).toMatchObject({ ok: false, code, text: "" });
  expect(emulator.jobs()).toHaveLength(1);
  return job!;
}

describe("the namespace check", () => {
  it('refuses a child with a stray xmlns="" and prints nothing', async () => {
    const job = await expectRefused(printEnvelope('<text xmlns="">合計&#10;</text>'));
    expect(job.reason).toContain("<text> is in namespace");
  });

  it("refuses epos-print outside its namespace", async () => {
    await expectRefused(
      '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><epos-print><text>x</text></epos-print></s:Body></s:Envelope>',
    );
  });

  it("refuses a body outside the SOAP namespace", async () => {
    await expectRefused(
      '<Envelope><Body><epos-print xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print"/></Body></Envelope>',
    );
  });

  it("accepts prefixes bound to the right namespaces", async () => {
    const xml =
      '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:e="http://www.epson-pos.com/schemas/2011/03/epos-print"><soap:Body><e:epos-print><e:text>ok&#10;</e:text></e:epos-print></soap:Body></soap:Envelope>';
    const { answer } = await post(emulator.url, xml);
    expect(answer.success).toBe("true");
    expect(emulator.jobs()[0]).toMatchObject({ ok: true, text: "ok\n" });
  });
});

describe("the elements and attributes", () => {
  it("refuses an unknown element", async () => {
    const job = await expectRefused(printEnvelope("<bold>x</bold>"));
    expect(job.reason).toBe("unknown element <bold>");
  });

  it("refuses an unknown attribute", async () => {
    const job = await expectRefused(printEnvelope('<text size="2">x</text>'));
    expect(job.reason).toBe("unknown attribute size on <text>");
  });

  it("refuses an element inside <text> and text between commands", async () => {
    await expectRefused(printEnvelope("<text><feed/></text>"));
    emulator.clearJobs();
    await expectRefused(printEnvelope("loose<cut/>"));
  });

  it("refuses a printjobid the device would not take", async () => {
    await expectRefused(printEnvelope("<text>x</text>", "a".repeat(31)));
    emulator.clearJobs();
    await expectRefused(printEnvelope("<text>x</text>", "has space"));
  });

  it("refuses XML that is not well-formed, a DOCTYPE, and an empty body", async () => {
    await expectRefused(printEnvelope("<text>x</txet>"));
    emulator.clearJobs();
    await expectRefused(`<!DOCTYPE x [<!ENTITY a "aaaa">]>${printEnvelope("<text>&a;</text>")}`);
    emulator.clearJobs();
    await expectRefused("");
  });

  it("refuses a print document on the display service and the other way round", async () => {
    await expectRefused(printEnvelope("<text>x</text>"), "SchemaError", {
      service: "eposDisp",
      devid: "local_display",
    });
    emulator.clearJobs();
    await expectRefused(displayEnvelope("<text>x</text>"));
  });

  it("accepts every element of the list with its attributes, page mode included", async () => {
    const body = [
      '<layout type="receipt" width="800" height="0" margin-top="0" margin-bottom="0" offset-cut="0" offset-label="0"/>',
      '<text lang="ja" align="right" font="font_a" smooth="true" dw="false" dh="false" width="1" height="1" reverse="false" ul="true" em="true" color="color_1" x="0" y="0" linespc="30" rotate="false">右&#10;</text>',
      '<feed unit="24"/><feed line="2"/><feed linespc="30"/><feed pos="peeling"/>',
      '<image width="8" height="1" color="color_1" mode="mono">AA==</image>',
      '<logo key1="48" key2="48"/>',
      '<barcode type="code39" hri="below" font="font_a" width="2" height="64">0123</barcode>',
      '<symbol type="qrcode_model_2" level="level_h" width="3" height="0" size="0">QR</symbol>',
      '<hline x1="0" x2="575" style="thin"/>',
      '<page><area x="0" y="0" width="576" height="100"/><direction dir="left_to_right"/><position x="0" y="24"/><text>ページ</text><line x1="0" y1="0" x2="100" y2="0" style="thin"/><rectangle x1="0" y1="0" x2="10" y2="10" style="thin"/></page>',
      '<sound pattern="pattern_a" repeat="1" cycle="1000"/>',
      "<command>1b40</command><recovery/><reset/>",
      '<pulse drawer="drawer_2" time="pulse_500"/><cut type="no_feed"/>',
    ].join("");
    const { answer } = await post(emulator.url, printEnvelope(body, "All_elements.1"));
    expect(answer.success).toBe("true");
    const png = await fetch(`${emulator.url}/jobs/${emulator.jobs()[0]!.id}.png`);
    expect(png.status).toBe(200);
  });
});

describe("attribute values, as the schema allows them", () => {
  it.each([
    '<text align="middle">x</text>',
    '<cut type="partial"/>',
    '<feed line="300"/>',
    '<symbol type="qrcode">x</symbol>',
    '<pulse drawer="drawer_1" time="pulse_600"/>',
    '<text dw="yes">x</text>',
    '<text width="9">x</text>',
    '<barcode type="code39" width="7">1</barcode>',
  ])("answers SchemaError for %s and prints nothing", async (body) => {
    const { answer } = await post(emulator.url, printEnvelope(body));
    expect(answer).toMatchObject({ success: "false", code: "SchemaError" });
    expect(emulator.jobs()).toMatchObject([{ ok: false, code: "SchemaError" }]);
    expect(emulator.jobs()[0]?.reason).toMatch(/is not a value/);
  });

  it("takes the vertical-line and rotation blocks and force on <epos-print>", async () => {
    const body =
      '<vline-begin x="10" style="thin"/><rotate-begin/><text>回転&#10;</text><rotate-end/><vline-end x="10" style="thin"/>';
    const xml = printEnvelope(body).replace("<epos-print ", '<epos-print force="true" ');
    const { answer } = await post(emulator.url, xml);
    expect(answer.success).toBe("true");
    const forced = await post(
      emulator.url,
      printEnvelope("").replace("<epos-print ", '<epos-print force="maybe" '),
    );
    expect(forced.answer.code).toBe("SchemaError");
  });

  it("reads the display's windows by number, its cursor's moveto and its clock", async () => {
    const display = (body: string) =>
      `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><epos-display xmlns="http://www.epson-pos.com/schemas/2012/09/epos-display">${body}</epos-display></s:Body></s:Envelope>`;
    const send = (body: string) =>
      post(emulator.url, display(body), { service: "eposDisp", devid: "local_display" });
    const ok = await send(
      '<reset/><window number="2" x="1" y="1" width="20" height="2" scrollmode="overwrite"/><cursor moveto="top_left"/><text x="1" y="1">合計</text><clock/><window number="2" destroy="true"/>',
    );
    expect(ok.answer.success).toBe("true");
    for (const body of [
      '<window id="1" x="1" y="1"/>',
      '<window number="5"/>',
      '<cursor moveto="middle"/>',
    ]) {
      expect((await send(body)).answer.code, body).toBe("SchemaError");
    }
  });
});

describe("the device id", () => {
  it("answers DeviceNotFound for an unknown devid", async () => {
    const job = await expectRefused(printEnvelope("<text>x</text>"), "DeviceNotFound", {
      devid: "other_printer",
    });
    expect(job.devid).toBe("other_printer");
  });

  it("answers to the ids it was started with", async () => {
    const custom = await startPrinterEmulator({ deviceIds: ["kitchen"] });
    try {
      expect(
        (await post(custom.url, printEnvelope("<text>x</text>"), { devid: "kitchen" })).answer
          .success,
      ).toBe("true");
      expect((await post(custom.url, printEnvelope("<text>x</text>"))).answer.code).toBe(
        "DeviceNotFound",
      );
    } finally {
      await custom.close();
    }
  });
});

describe("hostile input", () => {
  it("answers RequestEntityTooLarge for a body over 1 MB", async () => {
    const huge = printEnvelope(`<text>${"x".repeat(1024 * 1024)}</text>`);
    const { response, answer } = await post(emulator.url, huge);
    expect(response.status).toBe(200);
    expect(answer).toMatchObject({ success: "false", code: "RequestEntityTooLarge" });
    expect(emulator.jobs()).toEqual([]);
  });

  it("draws a QR code too long to encode as a note instead of failing", async () => {
    await post(
      emulator.url,
      printEnvelope(`<symbol type="qrcode_model_2">${"9".repeat(8000)}</symbol>`),
    );
    const response = await fetch(`${emulator.url}/jobs/${emulator.jobs()[0]!.id}.png`);
    expect(response.status).toBe(200);
  });
});
