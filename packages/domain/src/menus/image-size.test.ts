// The image header reader: the sides PNG, JPEG and WebP headers declare, and null for what a decoder
// could not size (cut short, bad checksum, no frame header before the scan), never a throw.
import { deflateSync, crc32 as zlibCrc32 } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { crc32, imageTooManyPixels, readImageSize } from "./image-size";
import { IMAGE_MAX_SIDE } from "./images";

const RUNS = Number(process.env.FC_RUNS ?? 2_000);
const bytes = (...parts: (readonly number[] | Uint8Array | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === "string" ? [...Buffer.from(part, "latin1")] : [...part],
    ),
  );
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const be16 = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const le16 = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const le24 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff];
const le32 = (n: number) => [...le16(n & 0xffff), ...le16(n >>> 16)];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
function pngChunk(type: string, data: Uint8Array, crc?: number) {
  const body = bytes(type, data);
  return bytes(be32(data.length), body, be32(crc ?? zlibCrc32(body)));
}
/** A PNG's signature and IHDR (8-bit RGB), then an IDAT and IEND. */
function png(width: number, height: number, options: { crc?: number } = {}) {
  const ihdr = bytes(be32(width), be32(height), [8, 2, 0, 0, 0]);
  return bytes(
    PNG_SIGNATURE,
    pngChunk("IHDR", ihdr, options.crc),
    pngChunk("IDAT", deflateSync(Buffer.alloc(16))),
    pngChunk("IEND", new Uint8Array()),
  );
}

const segment = (marker: number, payload: number[] | Uint8Array) =>
  bytes([0xff, marker], be16(payload.length + 2), payload);
const frame = (marker: number, width: number, height: number, components = 3) =>
  segment(marker, [
    8,
    ...be16(height),
    ...be16(width),
    components,
    ...Array(3 * components).fill(1),
  ]);
const JFIF = segment(0xe0, bytes("JFIF\0", [1, 1, 0, 0, 1, 0, 1, 0, 0]));
const SCAN = bytes(segment(0xda, [1, 1, 0, 0, 63, 0]), [0x12, 0x34], [0xff, 0xd9]);
/** A JPEG: SOI, the segments given, then a scan and EOI. */
const jpeg = (...segments: Uint8Array[]) => bytes([0xff, 0xd8], ...segments, SCAN);

const riff = (chunk: string, payload: number[]) =>
  bytes("RIFF", le32(payload.length + 12), "WEBP", chunk, le32(payload.length), payload);
const vp8x = (width: number, height: number) =>
  riff("VP8X", [0x10, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)]);
const vp8l = (width: number, height: number) =>
  riff("VP8L", [0x2f, ...le32(((width - 1) | ((height - 1) << 14)) >>> 0), 0, 0]);
const vp8 = (width: number, height: number, frameTag = 0x10) =>
  riff("VP8 ", [frameTag, 0x02, 0x00, 0x9d, 0x01, 0x2a, ...le16(width), ...le16(height), 0, 0]);

describe("crc32", () => {
  it("is the CRC-32 PNG checks chunks with", () => {
    expect(crc32(bytes("123456789"))).toBe(0xcbf43926);
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (data) => {
        expect(crc32(data)).toBe(zlibCrc32(data));
      }),
      { numRuns: 200 },
    );
  });
});

describe("readImageSize: PNG", () => {
  it("reads the sides IHDR declares, however large", () => {
    expect(readImageSize(png(20_000, 20_000))).toEqual({ width: 20_000, height: 20_000 });
    expect(readImageSize(png(640, 480))).toEqual({ width: 640, height: 480 });
  });

  it("refuses a checksum that does not match, a zero side, a side above 2^31 - 1", () => {
    expect(readImageSize(png(640, 480, { crc: 0 }))).toBeNull();
    expect(readImageSize(png(0, 480))).toBeNull();
    expect(readImageSize(png(640, 0))).toBeNull();
    expect(readImageSize(png(2 ** 31, 1))).toBeNull();
  });

  it("refuses a first chunk that is not IHDR", () => {
    const other = bytes(PNG_SIGNATURE, pngChunk("tEXt", bytes("a\0b")), png(64, 64).subarray(8));
    expect(readImageSize(other)).toBeNull();
  });

  it("refuses a header cut anywhere before its checksum ends", () => {
    const whole = png(640, 480);
    for (let length = 0; length < 33; length++) {
      expect(readImageSize(whole.subarray(0, length)), `${length} bytes`).toBeNull();
    }
    expect(readImageSize(whole.subarray(0, 33))).toEqual({ width: 640, height: 480 });
  });
});

describe("readImageSize: JPEG", () => {
  it("reads the first frame header: baseline, progressive, the other SOF markers", () => {
    expect(readImageSize(jpeg(JFIF, frame(0xc0, 20_000, 20_000)))).toEqual({
      width: 20_000,
      height: 20_000,
    });
    for (const marker of [0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]) {
      expect(readImageSize(jpeg(frame(marker, 640, 480))), marker.toString(16)).toEqual({
        width: 640,
        height: 480,
      });
    }
    expect(readImageSize(jpeg(frame(0xc0, 640, 480, 1)))).toEqual({ width: 640, height: 480 });
  });

  it("skips segments by their length: an EXIF thumbnail's frame, tables, fill bytes", () => {
    const thumbnail = bytes([0xff, 0xd8], frame(0xc0, 160, 120), [0xff, 0xd9]);
    const exif = segment(0xe1, bytes("Exif\0\0", thumbnail));
    const tables = bytes(segment(0xdb, Array(65).fill(1)), segment(0xc4, Array(29).fill(0)));
    const padded = bytes([0xff, 0xff, 0xff], frame(0xc0, 8000, 6000).subarray(1));
    expect(readImageSize(jpeg(JFIF, exif, tables, padded))).toEqual({ width: 8000, height: 6000 });
    // DHT (C4), JPG (C8) and DAC (CC) sit among the SOF markers without being frames.
    for (const marker of [0xc4, 0xc8, 0xcc]) {
      const lookalike = segment(marker, [8, ...be16(10), ...be16(10), 1, 1, 1, 1]);
      expect(readImageSize(jpeg(lookalike, frame(0xc0, 640, 480)))).toEqual({
        width: 640,
        height: 480,
      });
    }
  });

  it("refuses a scan or the end before any frame header, and a height left to DNL", () => {
    expect(readImageSize(jpeg(JFIF))).toBeNull();
    expect(readImageSize(bytes([0xff, 0xd8], [0xff, 0xd9], frame(0xc0, 10, 10)))).toBeNull();
    expect(readImageSize(jpeg(frame(0xc0, 640, 0)))).toBeNull();
    expect(readImageSize(jpeg(frame(0xc0, 0, 480)))).toBeNull();
  });

  it("refuses bytes where a marker should be, and a frame header of the wrong length", () => {
    expect(readImageSize(bytes([0xff, 0xd8], JFIF, [0x00], frame(0xc0, 10, 10)))).toBeNull();
    const short = segment(0xc0, [8, ...be16(480), ...be16(640), 3, 1, 1, 1]);
    expect(readImageSize(jpeg(short))).toBeNull();
    expect(readImageSize(jpeg(frame(0xc0, 640, 480, 0)))).toBeNull();
  });

  it("refuses a header cut anywhere before its frame header ends", () => {
    const header = bytes([0xff, 0xd8], JFIF, frame(0xc0, 640, 480));
    for (let length = 0; length < header.length; length++) {
      expect(readImageSize(header.subarray(0, length)), `${length} bytes`).toBeNull();
    }
    expect(readImageSize(header)).toEqual({ width: 640, height: 480 });
  });
});

describe("readImageSize: WebP", () => {
  it("reads VP8X's canvas, VP8L's and a VP8 key frame's sides", () => {
    expect(readImageSize(vp8x(20_000, 20_000))).toEqual({ width: 20_000, height: 20_000 });
    expect(readImageSize(vp8x(2 ** 24, 1))).toEqual({ width: 2 ** 24, height: 1 });
    expect(readImageSize(vp8l(16_384, 16_384))).toEqual({ width: 16_384, height: 16_384 });
    expect(readImageSize(vp8l(1, 1))).toEqual({ width: 1, height: 1 });
    expect(readImageSize(vp8(16_383, 640))).toEqual({ width: 16_383, height: 640 });
    // The top 2 bits are a scale hint, not part of the side.
    expect(readImageSize(vp8(0xc000 | 640, 0x4000 | 480))).toEqual({ width: 640, height: 480 });
  });

  it("refuses an interframe, a bad signature or version, an unknown first chunk", () => {
    expect(readImageSize(vp8(640, 480, 0x11))).toBeNull();
    expect(readImageSize(vp8(0, 480))).toBeNull();
    const badSignature = vp8l(64, 64);
    badSignature[20] = 0x2e;
    expect(readImageSize(badSignature)).toBeNull();
    const badVersion = vp8l(64, 64);
    badVersion[24] = (badVersion[24] ?? 0) | 0x20;
    expect(readImageSize(badVersion)).toBeNull();
    expect(readImageSize(riff("ALPH", Array(10).fill(0)))).toBeNull();
  });

  it("refuses a header cut anywhere before its sides end", () => {
    for (const [whole, end] of [
      [vp8x(640, 480), 30],
      [vp8l(640, 480), 25],
      [vp8(640, 480), 30],
    ] as const) {
      for (let length = 0; length < end; length++) {
        expect(readImageSize(whole.subarray(0, length)), `${length} bytes`).toBeNull();
      }
      expect(readImageSize(whole.subarray(0, end))).toEqual({ width: 640, height: 480 });
    }
  });
});

describe("readImageSize: anything", () => {
  it("is null for what is no PNG, JPEG or WebP", () => {
    expect(readImageSize(bytes("GIF89a", le16(10), le16(10)))).toBeNull();
    expect(readImageSize(new Uint8Array())).toBeNull();
  });

  it("never throws, and any side it reads is a positive integer", () => {
    const starts = fc.constantFrom(
      PNG_SIGNATURE,
      [0xff, 0xd8, 0xff],
      [...bytes("RIFF"), 0, 0, 0, 0, ...bytes("WEBP")],
    );
    fc.assert(
      fc.property(starts, fc.uint8Array({ maxLength: 80 }), (start, rest) => {
        const size = readImageSize(bytes(start, rest));
        if (size === null) return;
        expect(Number.isInteger(size.width) && size.width > 0).toBe(true);
        expect(Number.isInteger(size.height) && size.height > 0).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("imageTooManyPixels", () => {
  it("allows each side up to IMAGE_MAX_SIDE, a phone photo either way up", () => {
    expect(IMAGE_MAX_SIDE).toBe(4096);
    expect(imageTooManyPixels({ width: 4096, height: 4096 })).toBe(false);
    expect(imageTooManyPixels({ width: 4032, height: 3024 })).toBe(false);
    expect(imageTooManyPixels({ width: 3024, height: 4032 })).toBe(false);
    expect(imageTooManyPixels({ width: 4097, height: 1 })).toBe(true);
    expect(imageTooManyPixels({ width: 1, height: 4097 })).toBe(true);
  });
});
