// The device's HTTP behaviour a browser depends on: CORS preflights (with Chrome's
// private-network request), CORS on the answer, and HTTPS with a self-signed certificate.
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PrinterEmulator, startPrinterEmulator } from "./index";
import { printEnvelope, readAnswer } from "./test-envelopes";

type Reply = { status: number; headers: IncomingHttpHeaders; body: string; authorized?: boolean };

/** A raw request (fetch would not let us send Origin or skip the certificate check). */
function send(
  url: string,
  {
    method = "GET",
    headers = {},
    body = "",
  }: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<Reply> {
  const target = new URL(url);
  const request = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(target, { method, headers, rejectUnauthorized: false }, (res) => {
      // Read before the end: the socket is released to the agent afterwards.
      const socket = res.socket as { authorized?: boolean } | null;
      const authorized = socket?.authorized;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          authorized,
        }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

const SERVICE = "/cgi-bin/epos/service.cgi?devid=local_printer&timeout=10000";

describe("over HTTP", () => {
  let emulator: PrinterEmulator;
  beforeAll(async () => {
    emulator = await startPrinterEmulator();
  });
  afterAll(() => emulator.close());

  it("answers a CORS preflight like the device, private network included", async () => {
    const reply = await send(`${emulator.url}${SERVICE}`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://127.0.0.1:3000",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type,soapaction,if-modified-since",
        "Access-Control-Request-Private-Network": "true",
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers["access-control-allow-origin"]).toBe("http://127.0.0.1:3000");
    expect(reply.headers["access-control-allow-methods"]).toBe("POST, OPTIONS");
    expect(reply.headers["access-control-allow-headers"]).toBe(
      "Content-Type, SOAPAction, If-Modified-Since",
    );
    expect(reply.headers["access-control-allow-private-network"]).toBe("true");
    expect(emulator.jobs()).toEqual([]);
  });

  it("leaves the private-network header out when not asked, and allows any origin", async () => {
    const reply = await send(`${emulator.url}/cgi-bin/eposDisp/service.cgi`, { method: "OPTIONS" });
    expect(reply.headers["access-control-allow-origin"]).toBe("*");
    expect(reply.headers["access-control-allow-private-network"]).toBeUndefined();
  });

  it("puts Access-Control-Allow-Origin on the answer to the POST", async () => {
    const reply = await send(`${emulator.url}${SERVICE}`, {
      method: "POST",
      headers: { Origin: "https://office.example", "Content-Type": "text/xml; charset=utf-8" },
      body: printEnvelope("<text>CORS&#10;</text>"),
    });
    expect(reply.headers["access-control-allow-origin"]).toBe("https://office.example");
    expect(reply.headers["content-type"]).toBe("text/xml; charset=utf-8");
    expect(readAnswer(reply.body).success).toBe("true");
  });

  it("answers 404 elsewhere", async () => {
    expect((await send(`${emulator.url}/cgi-bin/other.cgi`, {})).status).toBe(404);
  });
});

describe("with --https", () => {
  let emulator: PrinterEmulator;
  beforeAll(async () => {
    emulator = await startPrinterEmulator({ https: true });
  });
  afterAll(() => emulator.close());

  it("prints over TLS with a self-signed certificate", async () => {
    expect(emulator.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const reply = await send(`${emulator.url}${SERVICE}`, {
      method: "POST",
      headers: { "Content-Type": "text/xml; charset=utf-8" },
      body: printEnvelope("<text>TLS&#10;</text>", "tls-1"),
    });
    expect(readAnswer(reply.body)).toMatchObject({ success: "true", printjobid: "tls-1" });
    // Not trusted: a browser must accept it once, as with the real printer.
    expect(reply.authorized).toBe(false);
    expect(emulator.jobs()).toMatchObject([{ printjobid: "tls-1", text: "TLS\n" }]);
  });

  it("is refused by a client that checks certificates", async () => {
    await expect(fetch(`${emulator.url}/jobs`)).rejects.toThrow();
  });
});
