// An image's declared width and height, read from its header (PNG IHDR, JPEG frame header, WebP
// VP8/VP8L/VP8X) without decoding it: a file of a few kB can declare a picture that takes gigabytes
// to decode, and every tablet showing the menu would decode it.
import { IMAGE_MAX_SIDE, sniffImageType } from "./images";

export type ImageSize = { width: number; height: number };

/**
 * The width and height the image's header declares, or null when the header is missing, truncated
 * or inconsistent (a bad IHDR checksum, a JPEG scan before any frame header, a zero side): what a
 * decoder would refuse or could size differently is not guessed at.
 */
export function readImageSize(bytes: Uint8Array): ImageSize | null {
  switch (sniffImageType(bytes)) {
    case "image/png":
      return readPngSize(bytes);
    case "image/jpeg":
      return readJpegSize(bytes);
    case "image/webp":
      return readWebpSize(bytes);
    default:
      return null;
  }
}

/** Is either side beyond what a tablet should be asked to decode (IMAGE_MAX_SIDE)? */
export const imageTooManyPixels = ({ width, height }: ImageSize) =>
  width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE;

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u32be = (b: Uint8Array, i: number) => ((u16be(b, i) << 16) >>> 0) + u16be(b, i + 2);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) + (b[i + 2] ?? 0) * 0x10000;
const u32le = (b: Uint8Array, i: number) => u16le(b, i) + u16le(b, i + 2) * 0x10000;
const ascii = (b: Uint8Array, i: number, length: number) =>
  String.fromCharCode(...b.subarray(i, i + length));
const sized = (width: number, height: number): ImageSize | null =>
  width > 0 && height > 0 ? { width, height } : null;

let crcTable: Uint32Array | undefined;

/** CRC-32 (ISO 3309, as PNG checks each chunk), its table built on first use. */
export function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** PNG: the first chunk must be a whole IHDR (13 bytes and its CRC), as decoders require. */
function readPngSize(b: Uint8Array): ImageSize | null {
  const IHDR_END = 8 + 8 + 13;
  if (b.length < IHDR_END + 4) return null;
  if (u32be(b, 8) !== 13 || ascii(b, 12, 4) !== "IHDR") return null;
  if (crc32(b.subarray(12, IHDR_END)) !== u32be(b, IHDR_END)) return null;
  // The PNG specification's bound: a side above 2^31 - 1 is no PNG.
  const width = u32be(b, 16);
  const height = u32be(b, 20);
  if (width > 0x7fffffff || height > 0x7fffffff) return null;
  return sized(width, height);
}

/** SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC), which share the range without being frames. */
const isFrameHeader = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * JPEG: walks the segments after SOI by their lengths (an EXIF thumbnail's own frame stays inside
 * its APP1 segment) to the first frame header, which a decoder sizes the picture by. A scan or the
 * end of the image before it, a height left to a later DNL marker (0), or a segment cut short is
 * unreadable.
 */
function readJpegSize(b: Uint8Array): ImageSize | null {
  let i = 2;
  while (i < b.length) {
    if (b[i] !== 0xff) return null;
    // Any number of 0xFF fill bytes may precede a marker.
    while (b[i] === 0xff) i++;
    const marker = b[i];
    i++;
    if (marker === undefined) return null;
    // Markers without a segment: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    // SOI again, EOI, SOS (the picture's data) or a stuffed zero: no frame header came first.
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda || marker === 0x00) return null;
    const length = u16be(b, i);
    if (length < 2 || i + length > b.length) return null;
    if (isFrameHeader(marker)) {
      // length, precision, height, width, component count, then 3 bytes per component.
      const components = b[i + 7] ?? 0;
      if (length !== 8 + 3 * components || components === 0) return null;
      return sized(u16be(b, i + 5), u16be(b, i + 3));
    }
    i += length;
  }
  return null;
}

/**
 * WebP: the first chunk after `RIFF....WEBP` sizes the picture: VP8X its canvas (every frame must
 * fit it), VP8L a lossless bitstream's header, VP8 a key frame's header.
 */
function readWebpSize(b: Uint8Array): ImageSize | null {
  const chunk = ascii(b, 12, 4);
  const data = 20;
  if (b.length < data) return null;
  if (chunk === "VP8X") {
    if (b.length < data + 10) return null;
    return sized(u24le(b, data + 4) + 1, u24le(b, data + 7) + 1);
  }
  if (chunk === "VP8L") {
    if (b.length < data + 5 || b[data] !== 0x2f) return null;
    const bits = u32le(b, data + 1);
    // The version (the top 3 bits) must be 0.
    if (bits >>> 29 !== 0) return null;
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === "VP8 ") {
    if (b.length < data + 10) return null;
    // A key frame (bit 0 clear) and its start code; the top 2 bits of each side are a scale hint.
    const keyFrame = ((b[data] ?? 1) & 1) === 0;
    const startCode = b[data + 3] === 0x9d && b[data + 4] === 0x01 && b[data + 5] === 0x2a;
    if (!keyFrame || !startCode) return null;
    return sized(u16le(b, data + 6) & 0x3fff, u16le(b, data + 8) & 0x3fff);
  }
  return null;
}
