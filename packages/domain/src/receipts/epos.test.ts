// ePOS-Print XML: well-formed and namespace-clean envelopes (checked with a small tokenizer below),
// escaping, the QR code, cut and drawer pulse, the print job id; service URLs; reading the answer.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  EPOS_DISPLAY_NAMESPACE,
  EPOS_PRINT_NAMESPACE,
  type EposEndpoint,
  eposDisplayXml,
  eposPrintXml,
  eposProbeXml,
  eposServiceUrl,
  eposSymbolData,
  mixedContentBlocked,
  parseEposResponse,
  SOAP_NAMESPACE,
} from "../shared/epos/epos";
import { receiptText } from "../shared/paper/receipt-layout";
import type { ReceiptDocument } from "../shared/paper/receipt-types";
import { thrown } from "../shared/test-helpers";
import { buildReceipt } from "./receipt";
import { groupA, receiptInput } from "./receipt.fixtures";
import { buildFormalReceipts } from "./receipt-formal";

type XmlElement = {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
};

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#\d+|[a-z]+);/g, (_, name: string) => {
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    const value = ENTITIES[name];
    if (value === undefined) throw new Error(`unknown entity &${name};`);
    return value;
  });

/**
 * A minimal XML reader for the tests: tags must balance, attributes be quoted and unique, text hold
 * no raw `<`, `>` or stray `&`. Returns the root element (after the XML declaration).
 */
function parseXml(xml: string): XmlElement {
  const declaration = '<?xml version="1.0" encoding="utf-8"?>';
  if (!xml.startsWith(declaration)) throw new Error("no XML declaration");
  const stack: XmlElement[] = [{ name: "#document", attributes: {}, children: [], text: "" }];
  const token = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let position = declaration.length;
  while (position < xml.length) {
    token.lastIndex = position;
    const match = token.exec(xml);
    if (!match)
      throw new Error(`malformed XML at ${position}: ${xml.slice(position, position + 30)}`);
    position = token.lastIndex;
    const top = stack.at(-1) as XmlElement;
    const [, closing, name, attributeText, selfClosing, text] = match;
    if (text !== undefined) {
      if (/[>]|&(?!(#\d+|amp|lt|gt|quot|apos);)/.test(text)) throw new Error(`bad text ${text}`);
      top.text += decode(text);
      continue;
    }
    if (closing) {
      if (top.name !== name) throw new Error(`</${name}> closes <${top.name}>`);
      stack.pop();
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const [, key, value] of (attributeText ?? "").matchAll(/([A-Za-z_][\w:.-]*)="([^"]*)"/g)) {
      if (key === undefined || key in attributes) throw new Error(`duplicate attribute ${key}`);
      attributes[key] = decode(value ?? "");
    }
    const element: XmlElement = { name: name ?? "", attributes, children: [], text: "" };
    top.children.push(element);
    if (!selfClosing) stack.push(element);
  }
  if (stack.length !== 1) throw new Error(`unclosed <${stack.at(-1)?.name}>`);
  const [root, ...more] = stack[0]?.children ?? [];
  if (!root || more.length > 0) throw new Error("not exactly one root element");
  return root;
}

function* walk(element: XmlElement): Generator<XmlElement> {
  yield element;
  for (const child of element.children) yield* walk(child);
}

/** Every namespace declared anywhere, as `attribute=value`. */
const namespaces = (root: XmlElement) =>
  [...walk(root)].flatMap((e) =>
    Object.entries(e.attributes)
      .filter(([key]) => key === "xmlns" || key.startsWith("xmlns:"))
      .map(([key, value]) => `${e.name} ${key}=${value}`),
  );

const bodyOf = (root: XmlElement) => {
  expect(root.name).toBe("s:Envelope");
  const body = root.children.find((c) => c.name === "s:Body");
  expect(body?.children).toHaveLength(1);
  return body?.children[0] as XmlElement;
};

// EPOS.md's elements and attributes of <epos-print>.
const PRINT_ATTRIBUTES: Record<string, readonly string[]> = {
  text: [
    "lang",
    "align",
    "font",
    "smooth",
    "dw",
    "dh",
    "width",
    "height",
    "reverse",
    "ul",
    "em",
    "color",
    "x",
    "y",
    "linespc",
    "rotate",
  ],
  feed: ["unit", "line", "pos"],
  symbol: ["type", "level", "width", "height", "size"],
  cut: ["type"],
  pulse: ["drawer", "time"],
};

const receipt = () => buildReceipt(receiptInput([groupA()]));

describe("eposPrintXml", () => {
  it("is a well-formed SOAP envelope with exactly the two namespaces and known elements only", () => {
    const xml = eposPrintXml(receipt(), { printJobId: "job_42", drawer: true });
    expect(xml).not.toContain('xmlns=""');
    const root = parseXml(xml);
    expect(namespaces(root).sort()).toEqual(
      [
        `epos-print xmlns=${EPOS_PRINT_NAMESPACE}`,
        `parameter xmlns=${EPOS_PRINT_NAMESPACE}`,
        `s:Envelope xmlns:s=${SOAP_NAMESPACE}`,
      ].sort(),
    );
    const print = bodyOf(root);
    expect(print.name).toBe("epos-print");
    for (const child of print.children) {
      const allowed = PRINT_ATTRIBUTES[child.name];
      expect(allowed, child.name).toBeDefined();
      for (const key of Object.keys(child.attributes))
        expect(allowed, `${child.name} ${key}`).toContain(key);
      expect(child.children).toEqual([]);
    }
  });

  it("starts with lang=ja, prints every laid-out row, then the QR, the cut and the pulse", () => {
    const document = receipt();
    const print = bodyOf(parseXml(eposPrintXml(document, { drawer: true })));
    const names = print.children.map((c) => c.name);
    expect(print.children[0]).toMatchObject({ name: "text", attributes: { lang: "ja" }, text: "" });
    expect(names.slice(-4)).toEqual(["symbol", "feed", "cut", "pulse"]);
    expect(print.children.find((c) => c.name === "symbol")).toMatchObject({
      attributes: { type: "qrcode_model_2", level: "level_m", width: "5" },
      text: "1234",
    });
    expect(print.children.at(-2)?.attributes).toEqual({ type: "feed" });
    expect(print.children.at(-1)?.attributes).toEqual({ drawer: "drawer_1", time: "pulse_100" });
    // The printed text is exactly receiptText: what the emulator and the tests read back.
    const printed = print.children
      .filter((c) => c.name === "text")
      .map((c) => c.text)
      .join("");
    expect(printed).toBe(`${receiptText(document)}\n`);
  });

  it("prints totals double size and bold, other lines normal", () => {
    const print = bodyOf(parseXml(eposPrintXml(receipt())));
    const total = print.children.find((c) => c.text.startsWith("合計"));
    expect(total?.attributes).toMatchObject({ dw: "true", dh: "true", em: "true" });
    const subtotal = print.children.find((c) => c.text.startsWith("小計"));
    expect(subtotal?.attributes).toMatchObject({
      align: "left",
      dw: "false",
      dh: "false",
      em: "false",
    });
    const name = print.children.find((c) => c.text.includes("ラウンジ銀座"));
    expect(name?.attributes).toMatchObject({ align: "center", dw: "true" });
  });

  it("adds no pulse without drawer and no header without a print job id", () => {
    const xml = eposPrintXml(receipt());
    expect(xml).not.toContain("<pulse");
    expect(xml).not.toContain("s:Header");
    expect(xml).not.toContain("printjobid");
  });

  it("puts the print job id in the SOAP header", () => {
    const root = parseXml(eposPrintXml(receipt(), { printJobId: "pj-7f3a.01" }));
    expect(root.children.map((c) => c.name)).toEqual(["s:Header", "s:Body"]);
    const parameter = root.children[0]?.children[0];
    expect(parameter).toMatchObject({
      name: "parameter",
      attributes: { xmlns: EPOS_PRINT_NAMESPACE },
    });
    expect(parameter?.children[0]).toMatchObject({ name: "printjobid", text: "pj-7f3a.01" });
  });

  it("refuses a print job id the device would not accept", () => {
    for (const id of ["", "a".repeat(31), "has space", "<x>", "ジョブ"]) {
      expect(thrown(() => eposPrintXml(receipt(), { printJobId: id }))?.code, id).toBe(
        "INVALID_INPUT",
      );
    }
  });

  it("escapes < & \" ' > in printed text (addressee and purpose come from staff)", () => {
    const [document] = buildFormalReceipts({
      ...receiptInput([groupA()]),
      split: "all",
      reissue: false,
      addressee: `<b>"A&B'</b>`,
      purpose: "x]]>y",
    });
    const xml = eposPrintXml(document as ReceiptDocument);
    expect(xml).toContain("&lt;b&gt;&quot;A&amp;B&apos;&lt;/b&gt; 様");
    expect(xml).toContain("x]]&gt;y");
    const print = bodyOf(parseXml(xml));
    expect(print.children.some((c) => c.text.startsWith(`<b>"A&B'</b> 様`))).toBe(true);
  });

  it("escapes QR data as Epson's SDK does: backslashes doubled, control and Latin-1 bytes as \\xNN", () => {
    expect(eposSymbolData("C:\\a\\b")).toBe("C:\\\\a\\\\b");
    expect(eposSymbolData("a\nb\u007f\u00e9\u0000")).toBe("a\\x0ab\\x7f\\xe9\\x00");
    // Japanese and other text above 0xFF go as they are; today's data needs no escape at all.
    expect(eposSymbolData("渋谷 https://x.example/g/AbC-1_2")).toBe(
      "渋谷 https://x.example/g/AbC-1_2",
    );
    const xml = eposPrintXml({ ...receipt(), qr: "C:\\a\\b" });
    expect(bodyOf(parseXml(xml)).children.find((c) => c.name === "symbol")?.text).toBe(
      "C:\\\\a\\\\b",
    );
  });

  it("stays well-formed for any printable text (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 80 }), (text) => {
        const document = { ...receipt(), lines: [{ text, right: text.slice(0, 5) }], qr: text };
        const print = bodyOf(parseXml(eposPrintXml(document)));
        // lang, the line, the QR's alignment; the line reads back as laid out.
        const texts = print.children.filter((c) => c.name === "text");
        expect(texts).toHaveLength(3);
        expect(texts[1]?.text).toBe(`${receiptText(document)}\n`);
        expect(print.children.find((c) => c.name === "symbol")?.text).toBe(eposSymbolData(text));
      }),
      { numRuns: 150 },
    );
  }, 30_000);
});

describe("eposProbeXml / eposDisplayXml", () => {
  it("probe: an envelope with an empty epos-print", () => {
    const print = bodyOf(parseXml(eposProbeXml()));
    expect(print).toMatchObject({
      name: "epos-print",
      attributes: { xmlns: EPOS_PRINT_NAMESPACE },
      children: [],
    });
  });

  it("display: reset, then each line at x=1 of its row, cut to 44 columns and 19 rows", () => {
    const lines = [
      "合計 ¥12,400",
      "お釣り ¥0",
      "",
      "あ".repeat(30),
      ...Array.from({ length: 20 }, (_, i) => `L${i}`),
    ];
    const xml = eposDisplayXml(lines);
    expect(xml).not.toContain('xmlns=""');
    const display = bodyOf(parseXml(xml));
    expect(display.name).toBe("epos-display");
    expect(display.attributes).toEqual({ xmlns: EPOS_DISPLAY_NAMESPACE });
    expect(display.children[0]).toMatchObject({ name: "reset", attributes: {} });
    const texts = display.children.slice(1);
    expect(texts[0]).toMatchObject({
      name: "text",
      attributes: { x: "1", y: "1", lang: "ja" },
      text: "合計 ¥12,400",
    });
    expect(texts[2]).toMatchObject({ attributes: { y: "4" }, text: "あ".repeat(22) });
    expect(texts.at(-1)?.attributes.y).toBe("19");
    expect(texts).toHaveLength(18); // 19 rows, the empty third one written as nothing
  });
});

describe("mixedContentBlocked", () => {
  it("is an http device from an https page, loopback excepted", () => {
    const at = (scheme: "http" | "https", ip: string) => ({ scheme, ip });
    expect(mixedContentBlocked("https:", at("http", "192.168.0.50"))).toBe(true);
    expect(mixedContentBlocked("https:", at("https", "192.168.0.50"))).toBe(false);
    expect(mixedContentBlocked("http:", at("http", "192.168.0.50"))).toBe(false);
    expect(mixedContentBlocked("https:", at("http", "127.0.0.1"))).toBe(false);
    expect(mixedContentBlocked("https:", at("http", "localhost"))).toBe(false);
  });
});

describe("eposServiceUrl", () => {
  const printer: EposEndpoint = {
    scheme: "https",
    ip: "192.168.1.50",
    port: 8043,
    device_id: "local_printer",
    timeout_ms: 60_000,
  };

  it("addresses the print and display services with devid and timeout", () => {
    expect(eposServiceUrl(printer, "print")).toBe(
      "https://192.168.1.50:8043/cgi-bin/epos/service.cgi?devid=local_printer&timeout=60000",
    );
    expect(
      eposServiceUrl(
        { ...printer, scheme: "http", port: 8008, device_id: "local_display" },
        "display",
        10_000,
      ),
    ).toBe(
      "http://192.168.1.50:8008/cgi-bin/eposDisp/service.cgi?devid=local_display&timeout=10000",
    );
  });

  it("clamps the timeout to the device's 300000 ms and encodes the query", () => {
    expect(eposServiceUrl(printer, "print", 900_000)).toContain("timeout=300000");
    expect(eposServiceUrl(printer, "print", 0)).toContain("timeout=1");
    expect(eposServiceUrl({ ...printer, device_id: "a&b=c d" }, "print")).toContain(
      "devid=a%26b%3Dc%20d&",
    );
    expect(eposServiceUrl({ ...printer, ip: "fe80::1" }, "print")).toMatch(
      /^https:\/\/\[fe80::1\]:8043\//,
    );
  });
});

describe("parseEposResponse", () => {
  const answer = (attributes: string, prefix = "") =>
    `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="${SOAP_NAMESPACE}"><s:Body><${prefix}response xmlns${prefix ? `:${prefix.slice(0, -1)}` : ""}="${EPOS_PRINT_NAMESPACE}" ${attributes}/></s:Body></s:Envelope>`;

  it("reads success as true/1 and false/0", () => {
    expect(
      parseEposResponse(answer('success="true" code="" status="251658262" battery="0"')),
    ).toEqual({
      success: true,
      code: "",
      status: 251_658_262,
      battery: 0,
    });
    expect(parseEposResponse(answer('success="1" code="" status="2"'))?.success).toBe(true);
    expect(
      parseEposResponse(answer('success="false" code="EPTR_COVER_OPEN" status="252645140"')),
    ).toEqual({
      success: false,
      code: "EPTR_COVER_OPEN",
      status: 252_645_140,
      battery: 0,
    });
    expect(parseEposResponse(answer("success='0' code='EX_TIMEOUT'"))).toMatchObject({
      success: false,
      code: "EX_TIMEOUT",
    });
  });

  it("reads a prefixed response and status values up to 2^32 − 1", () => {
    expect(
      parseEposResponse(
        answer('success="false" code="" status="4294967295" battery="12342"', "ep:"),
      ),
    ).toEqual({
      success: false,
      code: "",
      status: 4_294_967_295,
      battery: 12_342,
    });
    expect(parseEposResponse(answer('success="false" status="4294967296"'))?.status).toBe(0);
    expect(parseEposResponse(answer('success="false" status="-8"'))?.status).toBe(0);
  });

  it("returns null when there is no ePOS response", () => {
    expect(parseEposResponse("")).toBeNull();
    expect(parseEposResponse("<html><body>404</body></html>")).toBeNull();
    expect(parseEposResponse("<responses success='true'/>")).toBeNull();
    expect(parseEposResponse("<response code='x'/>")).toBeNull();
  });
});
