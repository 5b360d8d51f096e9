// CSP connect-src: this server and the configured receipt printers, nothing else.
import { afterAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness";

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

async function connectSrc(env: Record<string, string>) {
  const server = await startTestServer({ env });
  servers.push(server);
  const res = await server.client().get("/healthz");
  const csp = res.headers.get("content-security-policy") ?? "";
  return csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("connect-src"));
}

describe("content security policy", () => {
  it("lets the browser connect to this server only, without printers configured", async () => {
    expect(await connectSrc({})).toBe("connect-src 'self'");
  });

  it("adds the configured printer origins, and no scheme-wide source", async () => {
    expect(
      await connectSrc({ PRINTER_ORIGINS: "https://192.168.0.50:8043, https://192.168.0.51:8043" }),
    ).toBe("connect-src 'self' https://192.168.0.50:8043 https://192.168.0.51:8043");
  });
});
