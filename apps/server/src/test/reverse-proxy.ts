// A reverse proxy on loopback for server tests, with nginx's defaults as the README configures it:
// Host rewritten to the upstream's address, X-Forwarded-For/-Proto/-Host set, WebSocket upgrades
// passed through, and requests shared round-robin between the upstream instances.
import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";

export type Upstream = { host: string; port: number };

export type ReverseProxy = {
  baseUrl: string;
  /** Which upstream (index into `upstreams`) served each request and upgrade, in order. */
  served: { method: string; url: string; upstream: number }[];
  close: () => Promise<void>;
};

/** Hop-by-hop headers: they concern one connection and are never forwarded. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
]);

export function upstreamOf(baseUrl: string): Upstream {
  const url = new URL(baseUrl);
  return { host: url.hostname, port: Number(url.port) };
}

/**
 * What the proxy sends upstream: the client's headers without hop-by-hop ones, `Host` as
 * `proxy_pass http://app;` sends it, and the forwarded headers the README's nginx example sets.
 * X-Forwarded-Host carries the client's Host with its port (nginx's `$http_host`): the proxy
 * listens on a random port here.
 */
function forwardedHeaders(request: http.IncomingMessage, upstream: Upstream, proto: string) {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
  }
  const client = request.socket.remoteAddress ?? "";
  const before = request.headers["x-forwarded-for"];
  headers.host = `${upstream.host}:${upstream.port}`;
  headers["x-forwarded-for"] = before ? `${before}, ${client}` : client;
  headers["x-forwarded-proto"] = proto;
  headers["x-forwarded-host"] = request.headers.host ?? "";
  return headers;
}

function withoutHopByHop(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

/**
 * Starts the proxy. `proto` is what it tells the app in X-Forwarded-Proto: `https` plays a proxy
 * that terminated TLS (the test talks plain HTTP to it, as nginx does to the app).
 */
export async function startReverseProxy(
  upstreams: Upstream[],
  { proto = "http" }: { proto?: "http" | "https" } = {},
): Promise<ReverseProxy> {
  const served: ReverseProxy["served"] = [];
  let turn = 0;
  const pick = (method: string, url: string) => {
    const index = turn++ % upstreams.length;
    served.push({ method, url, upstream: index });
    return upstreams[index]!;
  };
  const sockets = new Set<net.Socket>();

  const server = http.createServer((request, response) => {
    const upstream = pick(request.method ?? "GET", request.url ?? "/");
    const forwarded = http.request(
      {
        host: upstream.host,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: forwardedHeaders(request, upstream, proto),
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
        answer.pipe(response);
      },
    );
    forwarded.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });

  // A WebSocket upgrade (nginx: `proxy_set_header Upgrade $http_upgrade; Connection "upgrade"`):
  // the request head is written to the upstream as is, then bytes flow both ways.
  server.on("upgrade", (request: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const upstream = pick(request.method ?? "GET", request.url ?? "/");
    const connection = net.connect(upstream.port, upstream.host, () => {
      const headers = {
        ...forwardedHeaders(request, upstream, proto),
        upgrade: request.headers.upgrade ?? "websocket",
        connection: "upgrade",
      };
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (const [name, value] of Object.entries(headers)) {
        for (const v of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${v}`);
      }
      connection.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (head.length > 0) connection.write(head);
      connection.pipe(socket);
      socket.pipe(connection);
    });
    for (const s of [socket, connection]) {
      sockets.add(s);
      s.on("error", () => {});
      s.on("close", () => {
        sockets.delete(s);
        socket.destroy();
        connection.destroy();
      });
    }
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    served,
    close: async () => {
      for (const s of sockets) s.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
