// Menu and reward images: the 1 MB and pixel limits, the accepted types (sniffed from the content) and
// the upload's shapes.
import { z } from "zod";
import { ZIdParam } from "../shared/api/common";

/** 1 MB, as the original system's limit (1,048,576 bytes). */
export const IMAGE_MAX_BYTES = 1024 * 1024;
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const IMAGE_TOO_LARGE_MESSAGE = "画像は1MB以下にしてください";
export const IMAGE_TYPE_MESSAGE = "画像は PNG・JPEG・WebP のいずれかにしてください";

/**
 * The widest and tallest an image may declare, in pixels. A menu photo is shown as a card of the
 * order picker, a few hundred pixels wide even on a 2× screen, so this is not about quality: 4096
 * takes a phone's photo uncropped (12 MP, 4032 × 3024, either way up) and bounds what each tablet
 * decodes per image at 4096 × 4096 = 16.7 MP, 64 MB as RGBA (also the largest canvas iOS Safari
 * draws). The 1 MB limit alone bounds nothing here: a few kB of PNG can declare 20,000 × 20,000
 * pixels, 1.6 GB decoded.
 */
export const IMAGE_MAX_SIDE = 4096;
export const IMAGE_DIMENSIONS_MESSAGE = `画像の幅と高さは${IMAGE_MAX_SIDE}ピクセル以下にしてください`;
export const IMAGE_UNREADABLE_MESSAGE = "画像の幅と高さを読み取れません。画像を選び直してください";

export const imageSizeMb = (bytes: number) => (bytes / IMAGE_MAX_BYTES).toFixed(2);
/** The menu form's label, e.g. `ファイルサイズ:0.42MB`. */
export const fileSizeLabel = (bytes: number) => `ファイルサイズ:${imageSizeMb(bytes)}MB`;
export const imageTooLarge = (bytes: number) => bytes > IMAGE_MAX_BYTES;

/** Sniff the content: PNG, JPEG or WebP by their magic bytes, whatever the file name says. */
export function sniffImageType(bytes: Uint8Array): (typeof IMAGE_TYPES)[number] | null {
  const starts = (sig: number[], offset = 0) => sig.every((b, i) => bytes[offset + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

/**
 * `POST /images`'s multipart fields: the lounge and the file. The handler reads them from the stream
 * (the size is checked while reading), so this describes the call rather than parsing JSON. A
 * multipart field is text, so the lounge is read from its digits, as in a query string.
 */
export const ZImageUpload = z.object({
  lounge_id: ZIdParam,
  image: z.custom<Blob>((value) => typeof Blob !== "undefined" && value instanceof Blob, {
    error: "画像ファイルを選択してください",
  }),
});
export type ImageUpload = z.output<typeof ZImageUpload>;

export const ZImageUploaded = z.object({
  id: z.number().int(),
  url: z.string(),
  size: z.number().int(),
  content_type: z.enum(IMAGE_TYPES),
});
