// Epson ePOS-Print: the request XML for a document, a probe and the customer display, the service
// URLs, and the device's answer read into a Japanese message. Pure (no DOM).
import type { ReceiptDocument } from "./receipt-types";

export const EPOS_PRINT_NAMESPACE = "http://www.epson-pos.com/schemas/2011/03/epos-print";
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

/** `{scheme}://{ip}:{port}/cgi-bin/epos/service.cgi?devid=…&timeout=…` (eposDisp for the display). */
export function eposServiceUrl(
  _endpoint: EposEndpoint,
  _service: "print" | "display",
  _timeoutMs?: number,
): string {
  throw new Error("not implemented yet");
}

/** The SOAP envelope printing `document` (printjobid in the header when given; drawer pulse optional). */
export function eposPrintXml(
  _document: ReceiptDocument,
  _options: { printJobId?: string; drawer?: boolean } = {},
): string {
  throw new Error("not implemented yet");
}

/** An empty `<epos-print>`: asks the printer for its status without printing. */
export function eposProbeXml(): string {
  throw new Error("not implemented yet");
}

/** The customer display's envelope showing up to 19 lines of at most 44 columns. */
export function eposDisplayXml(_lines: readonly string[]): string {
  throw new Error("not implemented yet");
}

/** Reads the device's SOAP answer; null when it is not an ePOS response. */
export function parseEposResponse(_xml: string): EposResponse | null {
  throw new Error("not implemented yet");
}

/** The Japanese message for a response code (and its status bits), for staff. */
export function eposMessage(_code: string, _status?: number): string {
  throw new Error("not implemented yet");
}
