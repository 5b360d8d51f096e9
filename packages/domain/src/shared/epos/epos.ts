// Epson ePOS-Print: the request XML for a document, a probe and the customer display, the service
// URLs, and the device's answer read into a Japanese message. Pure (no DOM).

import { DomainError } from "../errors";
import { cutToWidth, layoutLine, printableText } from "../paper/receipt-layout";
import {
  MAX_RECEIPT_COLUMNS,
  MIN_RECEIPT_COLUMNS,
  type PrintedPaper,
  RECEIPT_COLUMNS,
  type ReceiptLine,
} from "../paper/receipt-types";
import {
  EPOS_DEFAULT_TIMEOUT_MS,
  EPOS_DISPLAY,
  EPOS_MAX_TIMEOUT_MS,
  EPOS_PRINT_JOB_ID_PATTERN,
} from "./epos-codes";

export {
  eposBattery,
  eposMessage,
  eposPrinterCondition,
  eposPrinterReading,
  eposStatusFlags,
} from "./epos-messages";

export const EPOS_PRINT_NAMESPACE = "http://www.epson-pos.com/schemas/2011/03/epos-print";
export const EPOS_DISPLAY_NAMESPACE = "http://www.epson-pos.com/schemas/2012/09/epos-display";
export const SOAP_NAMESPACE = "http://schemas.xmlsoap.org/soap/envelope/";

/** A configured printer or customer display, as the browser addresses it. */
export type EposEndpoint = {
  scheme: "http" | "https";
  ip: string;
  port: number;
  device_id: string;
  timeout_ms: number;
};

export type EposResponse = {
  success: boolean;
  code: string;
  status: number;
  battery: number;
};

const SERVICE_PATHS = {
  print: "/cgi-bin/epos/service.cgi",
  display: "/cgi-bin/eposDisp/service.cgi",
} as const;

/** The service's timeout: whole milliseconds, 1 to 300000 (the device's maximum). */
function serviceTimeout(timeoutMs: number): number {
  if (!Number.isFinite(timeoutMs)) return EPOS_DEFAULT_TIMEOUT_MS;
  return Math.min(EPOS_MAX_TIMEOUT_MS, Math.max(1, Math.round(timeoutMs)));
}

/** `{scheme}://{ip}:{port}/cgi-bin/epos/service.cgi?devid=…&timeout=…` (eposDisp for the display). */
export function eposServiceUrl(
  endpoint: EposEndpoint,
  service: "print" | "display",
  timeoutMs?: number,
): string {
  // An IPv6 literal needs brackets in a URL.
  const host =
    endpoint.ip.includes(":") && !endpoint.ip.startsWith("[") ? `[${endpoint.ip}]` : endpoint.ip;
  const timeout = serviceTimeout(timeoutMs ?? endpoint.timeout_ms);
  const query = `devid=${encodeURIComponent(endpoint.device_id)}&timeout=${encodeURIComponent(String(timeout))}`;
  return `${endpoint.scheme}://${host}:${endpoint.port}${SERVICE_PATHS[service]}?${query}`;
}

/**
 * Whether a browser on a page served with `pageProtocol` refuses to reach this device: an http
 * device from an https page is mixed content, blocked without an answer (a loopback address is
 * exempt, as browsers treat it as secure).
 */
export function mixedContentBlocked(
  pageProtocol: string,
  endpoint: Pick<EposEndpoint, "scheme" | "ip">,
): boolean {
  const loopback = /^127\./.test(endpoint.ip) || endpoint.ip.toLowerCase() === "localhost";
  return pageProtocol === "https:" && endpoint.scheme === "http" && !loopback;
}

/** Escapes text and attribute values; a newline becomes `&#10;` (the printer's line feed). */
export function xmlEscape(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    .replace(/\n/g, "&#10;");
}

/**
 * A symbol's (QR code's) data escaped as Epson's SDK escapes it: a backslash doubled, the bytes
 * 0x00–0x1F and 0x7F–0xFF as `\xNN` (the printer reads them back); a lone surrogate, which no
 * encoding can send, as U+FFFD.
 */
export function eposSymbolData(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === "\\") out += "\\\\";
    else if (code <= 0x1f || (code >= 0x7f && code <= 0xff)) {
      out += `\\x${code.toString(16).padStart(2, "0")}`;
    } else if (code >= 0xd800 && code <= 0xdfff) out += "\ufffd";
    else out += char;
  }
  return out;
}

/**
 * The SOAP envelope around one body element. Only two namespaces ever appear: SOAP's on the
 * envelope (prefixed) and Epson's as the default on the body element and the header's parameter;
 * their children inherit it, so no child carries an `xmlns` (a stray `xmlns=""` prints nothing).
 */
function envelope(body: string, header = ""): string {
  return `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="${SOAP_NAMESPACE}">${header}<s:Body>${body}</s:Body></s:Envelope>`;
}

function textElement(line: ReceiptLine, columns: number): string {
  const double = line.size === "double" ? "true" : "false";
  const rows = layoutLine(line, columns);
  return `<text align="${line.align ?? "left"}" dw="${double}" dh="${double}" em="${line.bold ? "true" : "false"}">${xmlEscape(`${rows.join("\n")}\n`)}</text>`;
}

/**
 * The SOAP envelope printing `document` (its lines laid out in the printer's `columns`, 48 unless
 * given, then its QR code) (printjobid in the header when given; drawer pulse optional).
 */
export function eposPrintXml(
  document: PrintedPaper,
  options: { printJobId?: string; drawer?: boolean; columns?: number } = {},
): string {
  const { printJobId, drawer, columns = RECEIPT_COLUMNS } = options;
  if (
    !Number.isInteger(columns) ||
    columns < MIN_RECEIPT_COLUMNS ||
    columns > MAX_RECEIPT_COLUMNS
  ) {
    throw new DomainError(
      "INVALID_INPUT",
      `プリンターの桁数は${MIN_RECEIPT_COLUMNS}〜${MAX_RECEIPT_COLUMNS}です`,
    );
  }
  if (printJobId !== undefined && !EPOS_PRINT_JOB_ID_PATTERN.test(printJobId)) {
    throw new DomainError(
      "INVALID_INPUT",
      "印刷ジョブIDは英数字と _ . - の30文字以内です（プリンターが受け付けません）",
    );
  }
  const header =
    printJobId === undefined
      ? ""
      : `<s:Header><parameter xmlns="${EPOS_PRINT_NAMESPACE}"><printjobid>${printJobId}</printjobid></parameter></s:Header>`;
  const children = [
    '<text lang="ja"/>',
    ...document.lines.map((line) => textElement(line, columns)),
    '<feed line="1"/>',
    // The QR code follows the current alignment: centre it, back to normal size.
    '<text align="center" dw="false" dh="false" em="false"/>',
    `<symbol type="qrcode_model_2" level="level_m" width="5">${xmlEscape(eposSymbolData(document.qr))}</symbol>`,
    '<feed line="1"/>',
    '<cut type="feed"/>',
    ...(drawer ? ['<pulse drawer="drawer_1" time="pulse_100"/>'] : []),
  ];
  return envelope(
    `<epos-print xmlns="${EPOS_PRINT_NAMESPACE}">${children.join("")}</epos-print>`,
    header,
  );
}

/** An empty `<epos-print>`: asks the printer for its status without printing. */
export function eposProbeXml(): string {
  return envelope(`<epos-print xmlns="${EPOS_PRINT_NAMESPACE}"></epos-print>`);
}

/**
 * The customer display's envelope: `<reset/>` (clears the screen and its windows), then each line at
 * column 1 of its row. At most 19 rows of 44 columns (by East Asian width); the rest is cut.
 */
export function eposDisplayXml(lines: readonly string[]): string {
  const rows = lines.slice(0, EPOS_DISPLAY.rows).map((line, index) => {
    const text = cutToWidth(printableText(line), EPOS_DISPLAY.columns);
    return text === "" ? "" : `<text x="1" y="${index + 1}" lang="ja">${xmlEscape(text)}</text>`;
  });
  return envelope(
    `<epos-display xmlns="${EPOS_DISPLAY_NAMESPACE}"><reset/>${rows.join("")}</epos-display>`,
  );
}

function xmlUnescape(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (entity, name: string) => {
    if (name.startsWith("#x")) return safeChar(Number.parseInt(name.slice(2), 16), entity);
    if (name.startsWith("#")) return safeChar(Number(name.slice(1)), entity);
    return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[name] ?? entity;
  });
}

const safeChar = (code: number, fallback: string) =>
  code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;

/** A decimal attribute (status, battery); 0 when absent or not a number in 0…2^32−1. */
function decimal(value: string | undefined): number {
  if (value === undefined || !/^\s*\d{1,10}\s*$/.test(value)) return 0;
  const number = Number(value);
  return number <= 4_294_967_295 ? number : 0;
}

/** Reads the device's SOAP answer; null when it is not an ePOS response. */
export function parseEposResponse(xml: string): EposResponse | null {
  if (typeof xml !== "string") return null;
  // The response element with any prefix (`response`, `ns:response`), not `responses` or `</response>`.
  const element = /<(?:[A-Za-z_][\w.-]*:)?response(?=[\s/>])([^>]*)>/.exec(xml);
  if (!element) return null;
  const attributes = new Map<string, string>();
  for (const match of (element[1] ?? "").matchAll(
    /([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g,
  )) {
    const name = (match[1] ?? "").replace(/^[\w.-]+:/, "");
    attributes.set(name, xmlUnescape(match[2] ?? match[3] ?? ""));
  }
  const success = attributes.get("success")?.trim();
  if (success === undefined) return null;
  return {
    success: success === "true" || success === "1",
    code: (attributes.get("code") ?? "").trim(),
    status: decimal(attributes.get("status")),
    battery: decimal(attributes.get("battery")),
  };
}
