// Image uploads over HTTP that no tablet or server should pay for: headers declaring more pixels than
// a tablet should decode (PNG, JPEG, WebP), headers that cannot be read, and multipart bodies streamed
// far past what an upload holds, by a manager, by staff and without a session.
import http from "node:http";
import { deflateSync, crc32 as zlibCrc32 } from "node:zlib";
import { IMAGE_MAX_SIDE } from "@lounge-office/domain/menus";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { images } from "../../db/schema";
import { startTestServer, type TestClient, type TestServer } from "../../test/harness";
import { buildWorld, type World } from "../../test/world";
import { UPLOAD_MAX_BYTES } from "./image-routes";

const DIMENSIONS_MESSAGE = "画像の幅と高さは4096ピクセル以下にしてください";
const UNREADABLE_MESSAGE = "画像の幅と高さを読み取れません。画像を選び直してください";
const MB = 1024 * 1024;

let server: TestServer;
let world: World;
let manager: TestClient;
let staff: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  world = await buildWorld(server.database.db);
  manager = server.client();
  await manager.signIn("w-manager", "lounge-demo", world.own.id);
  staff = server.client();
  await staff.signIn("w-staff", "lounge-demo", world.own.id);
});
afterAll(() => server?.close());

const storedImages = async () => (await server.database.db.select().from(images)).length;

function sessionHeaders(client: TestClient | null): Record<string, string> {
  const headers: Record<string, string> = { origin: server.baseUrl, accept: "application/json" };
  if (!client) return headers;
  headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  headers["x-csrf-token"] = client.csrfToken ?? "";
  return headers;
}

async function upload(bytes: Buffer, filename = "photo.png", extra: [string, string][] = []) {
  const form = new FormData();
  form.set("lounge_id", String(world.own.id));
  for (const [name, value] of extra) form.append(name, value);
  form.set("image", new Blob([bytes]), filename);
  const response = await fetch(`${server.baseUrl}/images`, {
    method: "POST",
    body: form,
    headers: sessionHeaders(manager),
  });
  return { status: response.status, body: (await response.json()) as any };
}

// ---- Headers, built byte by byte ----

function pngChunk(type: string, data: Buffer, crc?: number) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc ?? zlibCrc32(body));
  return Buffer.concat([length, body, check]);
}

/**
 * A 1-bit greyscale PNG declaring `width` × `height`: with `pixels`, every row is there (4096 ×
 * 4096 is 2 MB of rows, a few kB deflated); without, a few bytes of IDAT, as a bomb needs no more.
 */
function png(width: number, height: number, options: { pixels?: boolean; crc?: number } = {}) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc(options.pixels ? (Math.ceil(width / 8) + 1) * height : 64);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr, options.crc),
    pngChunk("IDAT", deflateSync(rows)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

const jpegSegment = (marker: number, payload: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};

/** A JPEG's headers declaring `width` × `height` in a frame header (`marker`: SOF0 baseline, SOF2 progressive). */
function jpeg(width: number, height: number, marker = 0xc0) {
  const frame = Buffer.from([8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, Buffer.from("JFIF\0\x01\x01\0\0\x01\0\x01\0\0", "latin1")),
    jpegSegment(0xdb, Buffer.alloc(65, 1)),
    jpegSegment(marker, frame),
    jpegSegment(0xda, Buffer.from([3, 1, 0, 2, 0x11, 3, 0x11, 0, 63, 0])),
    Buffer.from([0x12, 0x34, 0xff, 0xd9]),
  ]);
}

function riff(chunk: string, payload: Buffer) {
  const head = Buffer.alloc(20);
  head.write("RIFF", 0, "latin1");
  head.writeUInt32LE(payload.length + 12, 4);
  head.write(`WEBP${chunk}`, 8, "latin1");
  head.writeUInt32LE(payload.length, 16);
  return Buffer.concat([head, payload]);
}

/** WebP headers: an extended file's canvas (VP8X), a lossless (VP8L) and a lossy key frame (VP8). */
const webp = {
  vp8x(width: number, height: number) {
    const payload = Buffer.alloc(10);
    payload.writeUIntLE(width - 1, 4, 3);
    payload.writeUIntLE(height - 1, 7, 3);
    return riff("VP8X", payload);
  },
  vp8l(width: number, height: number) {
    const payload = Buffer.alloc(9);
    payload[0] = 0x2f;
    payload.writeUInt32LE(((width - 1) | ((height - 1) << 14)) >>> 0, 1);
    return riff("VP8L", payload);
  },
  vp8(width: number, height: number) {
    const payload = Buffer.from([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, 0, 0, 0, 0, 0, 0]);
    payload.writeUInt16LE(width, 6);
    payload.writeUInt16LE(height, 8);
    return riff("VP8 ", payload);
  },
};

describe("the pixels an image declares", () => {
  it("refuses a PNG of a few kB declaring 20,000 × 20,000 and stores nothing", async () => {
    const bomb = png(20_000, 20_000);
    expect(bomb.length).toBeLessThan(3 * 1024);
    const before = await storedImages();
    const res = await upload(bomb, "bomb.png");
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: "validation_failed",
      message: DIMENSIONS_MESSAGE,
      fields: { image: DIMENSIONS_MESSAGE },
    });
    expect(await storedImages()).toBe(before);
  });

  it("refuses the same in JPEG (baseline, progressive) and WebP (VP8X, VP8L, VP8)", async () => {
    const before = await storedImages();
    for (const [label, bytes] of [
      ["JPEG SOF0", jpeg(20_000, 20_000)],
      ["JPEG SOF2", jpeg(20_000, 20_000, 0xc2)],
      ["JPEG one side", jpeg(640, IMAGE_MAX_SIDE + 1)],
      ["WebP VP8X", webp.vp8x(20_000, 20_000)],
      ["WebP VP8L", webp.vp8l(16_384, 16_384)],
      ["WebP VP8", webp.vp8(16_383, 16_383)],
      ["PNG one side", png(IMAGE_MAX_SIDE + 1, 1)],
    ] as const) {
      const res = await upload(bytes, "bomb.jpg");
      expect(res.status, label).toBe(400);
      expect(res.body.error.message, label).toBe(DIMENSIONS_MESSAGE);
    }
    expect(await storedImages()).toBe(before);
  });

  it("accepts an image at the budget: 4096 × 4096 in each format", async () => {
    const full = png(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { pixels: true });
    for (const [label, bytes, type] of [
      ["PNG", full, "image/png"],
      ["JPEG", jpeg(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE), "image/jpeg"],
      ["WebP VP8X", webp.vp8x(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE), "image/webp"],
      ["WebP VP8L", webp.vp8l(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE), "image/webp"],
      ["a phone's photo on its side", jpeg(3024, 4032), "image/jpeg"],
    ] as const) {
      const res = await upload(bytes, "menu.png");
      expect(res.status, label).toBe(201);
      expect(res.body.content_type, label).toBe(type);
    }
  });

  it("refuses a header it cannot read: cut short, a bad checksum, no frame before the scan", async () => {
    const before = await storedImages();
    const scanFirst = Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 63, 0])),
      Buffer.from([0x12, 0xff, 0xd9]),
    ]);
    for (const [label, bytes] of [
      ["PNG cut inside IHDR", png(640, 480).subarray(0, 24)],
      ["PNG with a bad IHDR checksum", png(640, 480, { crc: 0 })],
      ["PNG declaring 0 × 480", png(0, 480)],
      ["JPEG cut inside its frame header", jpeg(640, 480).subarray(0, 100)],
      ["JPEG with a scan before any frame", scanFirst],
      ["WebP cut before its sides", webp.vp8x(640, 480).subarray(0, 26)],
    ] as const) {
      const res = await upload(bytes, "broken.png");
      expect(res.status, label).toBe(400);
      expect(res.body.error, label).toMatchObject({
        message: UNREADABLE_MESSAGE,
        fields: { image: UNREADABLE_MESSAGE },
      });
    }
    expect(await storedImages()).toBe(before);
  });
});

// ---- Bodies streamed far past an upload ----

type Streamed = {
  status: number;
  body: any;
  connection: string | undefined;
  /** Bytes handed to the socket when the answer arrived. */
  sentAtAnswer: number;
  /**
   * What became of the rest: the server closed the connection, took it all, or neither within
   * STALLED_AFTER_MS of its answer (the connection held open, the body unread).
   */
  sending: "cut off" | "all sent" | "stalled";
};

const STALLED_AFTER_MS = 10_000;

/**
 * POSTs `head`, then `megabytes` of 1 MB chunks (each wrapped by `chunk`), then `tail` to /images,
 * generated as it goes (never held whole), over a keep-alive connection as a browser's; after the
 * answer it keeps sending, to see whether the server still reads.
 */
function streamUpload(
  client: TestClient | null,
  parts: {
    boundary: string;
    head: string;
    megabytes: number;
    chunk?: (i: number) => Buffer[];
    tail: string;
  },
): Promise<Streamed> {
  const agent = new http.Agent({ keepAlive: true });
  const filler = Buffer.alloc(MB, 0x61);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answer: Omit<Streamed, "sending"> | null = null;
    let sending: Streamed["sending"] | null = null;
    let stall: NodeJS.Timeout | undefined;
    const settle = () => {
      if (!answer || !sending) return;
      clearTimeout(stall);
      agent.destroy();
      resolve({ ...answer, sending });
    };
    const { port } = new URL(server.baseUrl);
    const request = http.request({
      host: "127.0.0.1",
      port,
      path: "/images",
      method: "POST",
      agent,
      headers: {
        ...sessionHeaders(client),
        "content-type": `multipart/form-data; boundary=${parts.boundary}`,
      },
    });
    request.on("response", (response) => {
      const sentAtAnswer = sent;
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (piece: string) => {
        text += piece;
      });
      response.on("end", () => {
        answer = {
          status: response.statusCode ?? 0,
          body: JSON.parse(text),
          connection: response.headers.connection,
          sentAtAnswer,
        };
        stall = setTimeout(() => {
          sending ??= "stalled";
          request.destroy();
          settle();
        }, STALLED_AFTER_MS);
        settle();
      });
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (sending) return;
      if (!["EPIPE", "ECONNRESET"].includes(error.code ?? "")) return reject(error);
      sending = "cut off";
      settle();
    });
    const write = (bytes: Buffer | string) => {
      sent += bytes.length;
      return request.write(bytes);
    };
    write(parts.head);
    let i = 0;
    const pump = () => {
      while (i < parts.megabytes) {
        if (sending) return;
        const pieces = parts.chunk?.(i) ?? [filler];
        i++;
        if (!pieces.map(write).every(Boolean)) return void request.once("drain", pump);
      }
      request.end(parts.tail, () => {
        sending ??= "all sent";
        settle();
      });
    };
    pump();
  });
}

const field = (boundary: string, name: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`;

describe("the multipart body's cap", () => {
  it("refuses 50 MB streamed in one unknown field with 413 once past the cap, and reads no more", async () => {
    const before = await storedImages();
    const boundary = "capBoundary1";
    const res = await streamUpload(manager, {
      boundary,
      head: `${field(boundary, "lounge_id")}${world.own.id}\r\n${field(boundary, "notes")}`,
      megabytes: 50,
      tail: `\r\n--${boundary}--\r\n`,
    });
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({
      code: "payload_too_large",
      message: "送信データが大きすぎます",
    });
    expect(res.connection).toBe("close");
    expect(res.sentAtAnswer).toBeLessThan(50 * MB);
    expect(res.sending).toBe("cut off");
    expect(await storedImages()).toBe(before);
  });

  it("refuses many large unknown fields: each holds 1 KiB at most", async () => {
    const boundary = "capBoundary2";
    const res = await streamUpload(manager, {
      boundary,
      head: `${field(boundary, "lounge_id")}${world.own.id}\r\n`,
      megabytes: 50,
      chunk: (i) => [
        Buffer.from(field(boundary, `extra${i}`)),
        Buffer.alloc(MB, 0x62),
        Buffer.from("\r\n"),
      ],
      tail: `--${boundary}--\r\n`,
    });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe("送信された項目が大きすぎます");
    expect(res.connection).toBe("close");
    expect(res.sending).toBe("cut off");
  });

  it("keeps the 1 MB image message for an image streamed far past it", async () => {
    const boundary = "capBoundary3";
    const res = await streamUpload(manager, {
      boundary,
      head:
        `${field(boundary, "lounge_id")}${world.own.id}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\n\r\n`,
      megabytes: 50,
      tail: `\r\n--${boundary}--\r\n`,
    });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({
      message: "画像は1MB以下にしてください",
      fields: { image: "画像は1MB以下にしてください" },
    });
    expect(res.sending).toBe("cut off");
  });

  it("answers staff and a caller without a session at once, and reads none of their 50 MB", async () => {
    for (const [client, status] of [
      [staff, 403],
      [null, 401],
    ] as const) {
      const boundary = "capBoundary4";
      const res = await streamUpload(client, {
        boundary,
        head: field(boundary, "notes"),
        megabytes: 50,
        tail: `\r\n--${boundary}--\r\n`,
      });
      expect(res.status).toBe(status);
      expect(res.connection).toBe("close");
      expect(res.sentAtAnswer).toBeLessThan(50 * MB);
      expect(res.sending).toBe("cut off");
    }
  });

  it("refuses more fields than an upload has, and takes an upload at every part's limit", async () => {
    const many = Array.from({ length: 5 }, (_, i) => [`extra${i}`, "1"] as [string, string]);
    const res = await upload(png(64, 64, { pixels: true }), "menu.png", many);
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe("送信された項目が多すぎます");
    // A 1 MB image and three more fields of 1 KiB each: within the parts' limits and the body's cap.
    const small = png(64, 64, { pixels: true });
    const exact = Buffer.concat([small, Buffer.alloc(MB - small.length)]);
    const full = Array.from(
      { length: 3 },
      (_, i) => [`extra${i}`, "x".repeat(1024)] as [string, string],
    );
    expect((await upload(exact, "menu.png", full)).status).toBe(201);
    const over = [["extra", "x".repeat(1025)]] as [string, string][];
    expect((await upload(small, "menu.png", over)).body.error.message).toBe(
      "送信された項目が大きすぎます",
    );
  });

  it("caps the whole body at UPLOAD_MAX_BYTES, whatever carries the bytes (here a preamble)", async () => {
    const boundary = "capBoundary5";
    const parts = Buffer.concat([
      Buffer.from(`${field(boundary, "lounge_id")}${world.own.id}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n`,
      ),
      png(64, 64, { pixels: true }),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const post = (total: number) =>
      fetch(`${server.baseUrl}/images`, {
        method: "POST",
        // Text before the first boundary, which the parser skips: still bytes the server reads.
        body: Buffer.concat([
          Buffer.alloc(total - parts.length - 2, 0x70),
          Buffer.from("\r\n"),
          parts,
        ]),
        headers: {
          ...sessionHeaders(manager),
          "content-type": `multipart/form-data; boundary=${boundary}`,
        },
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
    expect((await post(UPLOAD_MAX_BYTES)).status).toBe(201);
    const over = await post(UPLOAD_MAX_BYTES + 1);
    expect(over.status).toBe(413);
    expect(over.body.error.message).toBe("送信データが大きすぎます");
  });
});
