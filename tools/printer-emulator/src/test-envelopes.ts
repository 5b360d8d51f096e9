// Envelopes written by hand for the tests (not the domain's builder: the emulator must judge
// that builder, not share its mistakes), and small HTTP helpers.
const SOAP = "http://schemas.xmlsoap.org/soap/envelope/";
const PRINT = "http://www.epson-pos.com/schemas/2011/03/epos-print";
const DISPLAY = "http://www.epson-pos.com/schemas/2012/09/epos-display";

export function printEnvelope(body: string, printjobid?: string): string {
  const header = printjobid
    ? `<s:Header><parameter xmlns="${PRINT}"><printjobid>${printjobid}</printjobid></parameter></s:Header>`
    : "";
  return `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="${SOAP}">${header}<s:Body><epos-print xmlns="${PRINT}">${body}</epos-print></s:Body></s:Envelope>`;
}

export function displayEnvelope(body: string): string {
  return `<s:Envelope xmlns:s="${SOAP}"><s:Body><epos-display xmlns="${DISPLAY}">${body}</epos-display></s:Body></s:Envelope>`;
}

export const RECEIPT_BODY = [
  '<text lang="ja" align="center"/>',
  '<text dw="true" dh="true">領収書&#10;</text>',
  '<text dw="false" dh="false" align="left"/>',
  "<text>渋谷店&#10;登録番号 T1234567890123&#10;</text>",
  '<text dw="true">合計 ¥12,300&#10;</text>',
  '<feed line="1"/>',
  '<symbol type="qrcode_model_2" level="level_m" width="4">S-000123</symbol>',
  '<pulse drawer="drawer_1" time="pulse_100"/>',
  '<cut type="feed"/>',
].join("");

export type EposAnswer = {
  success: string;
  code: string;
  status: number;
  battery: number;
  printjobid: string | null;
};

/** POSTs an envelope to the print (or display) service like the browser does. */
export async function post(
  base: string,
  xml: string,
  { service = "epos", devid = "local_printer", timeout = 10000 } = {},
): Promise<{ response: Response; answer: EposAnswer }> {
  const response = await fetch(
    `${base}/cgi-bin/${service}/service.cgi?devid=${devid}&timeout=${timeout}`,
    {
      method: "POST",
      headers: {
        "Content-Type": "text/xml; charset=utf-8",
        SOAPAction: '""',
        "If-Modified-Since": "Thu, 01 Jan 1970 00:00:00 GMT",
      },
      body: xml,
    },
  );
  return { response, answer: readAnswer(await response.text()) };
}

export function readAnswer(xml: string): EposAnswer {
  const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(xml)?.[1] ?? "";
  return {
    success: attribute("success"),
    code: attribute("code"),
    status: Number(attribute("status")),
    battery: Number(attribute("battery")),
    printjobid: /<printjobid>([^<]*)<\/printjobid>/.exec(xml)?.[1] ?? null,
  };
}

/** Width and height from a PNG's IHDR chunk (bytes 16–23). */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.subarray(1, 4).toString("latin1") !== "PNG") throw new Error("not a PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
