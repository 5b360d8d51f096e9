// Receipt printers and customer displays per lounge (managers configure; every tablet of the lounge
// reads them to print): the browser talks to them on the LAN.
import { z } from "zod";
import { requiredText, ZId, ZIdParam, zText } from "../shared/api/common";
import { MAX_RECEIPT_COLUMNS, MIN_RECEIPT_COLUMNS } from "../shared/paper/receipt-types";

export const PRINTER_KINDS = ["printer", "display"] as const;
export const PRINTER_KIND_LABELS = {
  printer: "レシートプリンター",
  display: "カスタマーディスプレイ",
};
/** The ePOS ports: 8043 over HTTPS (the printer's own certificate), 8008 over plain HTTP. */
export const EPOS_HTTPS_PORT = 8043;
export const EPOS_HTTP_PORT = 8008;

/**
 * Epson's manuals address ePOS-Print's `service.cgi` on the printer's web server (443 over HTTPS,
 * 80 over HTTP); 8043/8008 are the ePOS-Device ports, where many printers answer it too. A check
 * that gets no answer on the configured port tries this one.
 */
export const EPOS_WEB_PORTS = { https: 443, http: 80 } as const;

/** The port to try after the configured one gave no answer, or null when it is that port already. */
export const fallbackPort = (printer: { scheme: "https" | "http"; port: number }): number | null =>
  printer.port === EPOS_WEB_PORTS[printer.scheme] ? null : EPOS_WEB_PORTS[printer.scheme];

/** Roll paper widths (mm) of receipt printers. */
export const PAPER_WIDTHS = [80, 58] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

/** Characters per row at font A, by paper width, where the model is not known. */
export const defaultColumns = (paperWidth: PaperWidth): number => (paperWidth === 58 ? 32 : 48);

/** The printers venues use, with their paper and row width at font A: the form's 機種. */
export const PRINTER_MODELS = [
  { key: "tm_m30", label: "TM-m30 シリーズ（80mm）", paper_width: 80, columns: 48 },
  { key: "tm_t88", label: "TM-T88 シリーズ（80mm）", paper_width: 80, columns: 42 },
  { key: "paper_58", label: "58mm 幅のプリンター", paper_width: 58, columns: 32 },
] as const satisfies readonly {
  key: string;
  label: string;
  paper_width: PaperWidth;
  columns: number;
}[];

const PAPER_WIDTH_MESSAGE = "用紙幅は 80 か 58 です";
const COLUMNS_MESSAGE = `桁数は${MIN_RECEIPT_COLUMNS}〜${MAX_RECEIPT_COLUMNS}で入力してください`;

const HOST_PATTERN =
  /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$|^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

export const LAN_HOST_MESSAGE =
  "プリンターは店内LANのアドレス（192.168.x.x、10.x.x.x、172.16〜31.x.x）か 〇〇.local の名前で入力してください";

/** The server's answer to this machine's own address, unless PRINTER_LOOPBACK allows it. */
export const LOOPBACK_HOST_MESSAGE =
  "127.0.0.1 や localhost はこの端末自身のアドレスで、プリンターには使えません。店内LANのアドレスで入力してください";

/** Dotted-decimal IPv4 as a URL reads it: no leading zero (`010` would be octal, 8). */
const IPV4_PATTERN =
  /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
/** A name under `.local`: answered by multicast DNS on the venue's own network (RFC 6762). */
const MDNS_NAME_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+local$/;

const ipv4Octets = (host: string) => (IPV4_PATTERN.test(host) ? host.split(".").map(Number) : null);

/**
 * A device on the lounge's LAN: a private IPv4 address (10/8, 172.16/12, 192.168/16) or an mDNS
 * `.local` name, which no DNS outside the venue answers. A printer's origin goes into the CSP
 * `connect-src` of its lounge's pages, so nothing else is taken: a public address or name would let
 * a page send data to an outside site, link-local 169.254/16 is where clouds answer with their
 * metadata, 0.0.0.0 and loopback are the tablet itself. No IPv6 literal: printers on a venue's LAN
 * are addressed by IPv4, and an IPv6 origin needs brackets none of our origins has.
 */
export function isLanHost(host: string): boolean {
  const octets = ipv4Octets(host);
  if (octets) {
    const [a, b = 0] = octets;
    return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  return MDNS_NAME_PATTERN.test(host.toLowerCase());
}

/**
 * The tablet itself: 127/8, `localhost` and the names under it (browsers resolve them to
 * loopback). The address field lets it through and the server refuses it (LOOPBACK_HOST_MESSAGE)
 * unless its PRINTER_LOOPBACK setting allows the printer emulator of the demo and the tests: the
 * server knows where it runs, a form does not.
 */
export function isLoopbackHost(host: string): boolean {
  const octets = ipv4Octets(host);
  if (octets) return octets[0] === 127;
  const name = host.toLowerCase();
  return name === "localhost" || name.endsWith(".localhost");
}

export const ZPrinterInput = z.object({
  lounge_id: ZId,
  name: requiredText("名前", 50),
  kind: z.enum(PRINTER_KINDS, { error: "種類はプリンターかディスプレイです" }),
  scheme: z.enum(["https", "http"], { error: "接続方式は https か http です" }),
  ip: zText("IPアドレスを入力してください")
    .trim()
    .min(1, { error: "IPアドレスを入力してください" })
    .max(253, { error: "IPアドレスが長すぎます" })
    .regex(HOST_PATTERN, { error: "IPアドレスは 192.168.0.50 の形で入力してください" })
    .refine((host) => isLanHost(host) || isLoopbackHost(host), { error: LAN_HOST_MESSAGE }),
  port: z
    .number({ error: "ポートは数値で入力してください" })
    .int({ error: "ポートは整数で入力してください" })
    .min(1, { error: "ポートは1〜65535で入力してください" })
    .max(65535, { error: "ポートは1〜65535で入力してください" }),
  device_id: zText("デバイスIDを入力してください")
    .trim()
    .regex(/^[A-Za-z0-9_]{1,30}$/, {
      error: "デバイスIDは英数字と _ の30文字以内で入力してください（通常は local_printer）",
    }),
  timeout_ms: z
    .number({ error: "タイムアウトは数値で入力してください" })
    .int({ error: "タイムアウトは整数（ミリ秒）で入力してください" })
    .min(1000, { error: "タイムアウトは1000〜300000ミリ秒で入力してください" })
    .max(300_000, { error: "タイムアウトは1000〜300000ミリ秒で入力してください" }),
  /** Receipt printers: the roll's width (80 unless given). */
  paper_width: z
    .number({ error: PAPER_WIDTH_MESSAGE })
    .refine((value) => (PAPER_WIDTHS as readonly number[]).includes(value), {
      error: PAPER_WIDTH_MESSAGE,
    })
    .transform((value) => value as PaperWidth)
    .optional(),
  /** Characters per row at font A; every paper is laid out for it (by paper width unless given). */
  columns: z
    .number({ error: COLUMNS_MESSAGE })
    .int({ error: COLUMNS_MESSAGE })
    .min(MIN_RECEIPT_COLUMNS, { error: COLUMNS_MESSAGE })
    .max(MAX_RECEIPT_COLUMNS, { error: COLUMNS_MESSAGE })
    .optional(),
});
export type PrinterInput = z.input<typeof ZPrinterInput>;

export const ZPrinter = z.object({
  id: z.number().int(),
  lounge_id: z.number().int(),
  name: z.string(),
  kind: z.enum(PRINTER_KINDS),
  scheme: z.enum(["https", "http"]),
  ip: z.string(),
  port: z.number().int(),
  device_id: z.string(),
  timeout_ms: z.number().int(),
  paper_width: z.union([z.literal(80), z.literal(58)]),
  columns: z.number().int(),
  /** `{scheme}://{ip}:{port}`: where staff open the printer to accept its certificate. */
  origin: z.string(),
});
export type Printer = z.infer<typeof ZPrinter>;

export const ZPrintersQuery = z.object({ lounge_id: ZIdParam });
export const ZPrinters = z.object({ printers: z.array(ZPrinter) });
