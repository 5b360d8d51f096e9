// Image upload (multipart: lounge_id, image) and delivery (the stored bytes with their sniffed type).
import "@fastify/multipart";
import { IMAGE_MAX_BYTES, menusApi, ZImageUpload } from "@lounge-office/domain/menus";
import { AppError } from "@lounge-office/domain/shared";
import type { FastifyRequest } from "fastify";
import { readWithinCap } from "../../http/body-cap";
import type { Router } from "../../http/route";
import { imageBytes, imageTooLargeError } from "../../storage/images";
import { findReadableImage, uploadImage } from "./images";

/** Does `If-None-Match` (a list, maybe weak validators, or `*`) name this ETag? */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

const MALFORMED_MESSAGE = "アップロードの形式が正しくありません。画像を選び直して送ってください";
const TOO_MANY_PARTS_MESSAGE = "送信された項目が多すぎます";
const FIELD_TOO_LARGE_MESSAGE = "送信された項目が大きすぎます";
/** As the app answers any other body over its limit (http/errors.ts). */
const BODY_TOO_LARGE_MESSAGE = "送信データが大きすぎます";
const SELECT_IMAGE_MESSAGE = "画像ファイルを選択してください";
const ONE_IMAGE_MESSAGE = "画像は1つずつ送ってください";
const LOUNGE_MESSAGE = "店舗を指定してください";

/**
 * What a failure while reading the upload means for the client. Everything the stream can throw is
 * the request's fault (a broken boundary, a truncated body, a part without a name, a closed
 * connection), so it is a 400 or 413 with a Japanese message, never a 500.
 */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return imageTooLargeError();
  if (code === "FST_FILES_LIMIT")
    return new AppError("payload_too_large", ONE_IMAGE_MESSAGE, { image: ONE_IMAGE_MESSAGE });
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT")
    return new AppError("payload_too_large", TOO_MANY_PARTS_MESSAGE);
  return new AppError("validation_failed", MALFORMED_MESSAGE, { image: MALFORMED_MESSAGE });
}

/** The lounge field, checked by the contract's own id schema (positive, within int4). */
function loungeIdOf(value: unknown): number {
  const parsed = ZImageUpload.shape.lounge_id.safeParse(value);
  if (parsed.success) return parsed.data;
  const field =
    value === undefined ? LOUNGE_MESSAGE : (parsed.error.issues[0]?.message ?? LOUNGE_MESSAGE);
  throw new AppError("validation_failed", LOUNGE_MESSAGE, { lounge_id: field });
}

/**
 * What an upload's parts may hold, for the plugin's defaults too: one image (the 1 MB limit) and the
 * lounge field, with a little room. busboy's own defaults (1 MB a field, 1,000 parts, 2,000 header
 * lines a part) would let unknown fields hold an upload's worth each. A field holds a lounge id (10
 * digits at most): 1 KiB bounds what any field, known or not, keeps in memory.
 */
export const UPLOAD_LIMITS = {
  fileSize: IMAGE_MAX_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 5,
  headerPairs: 8,
};

/**
 * The whole body, every part, boundary and header included: the image and 64 KiB for the rest (four
 * fields of 1 KiB, part headers with a file name, boundaries of at most 70 characters). Past it the
 * upload is refused as it streams, whatever carries the bytes: unknown fields, parts busboy skips,
 * a preamble or an epilogue.
 */
export const UPLOAD_MAX_BYTES = IMAGE_MAX_BYTES + 64 * 1024;

/** Reads the multipart fields; the file is cut at 1 MB + 1 byte, so a larger one is refused (413). */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError("validation_failed", SELECT_IMAGE_MESSAGE);
  // The file part once it arrives: past the body's cap, whether it was cut first decides the message.
  let file: { truncated?: boolean } | null = null;
  const readParts = async () => {
    let loungeField: unknown;
    let data: Buffer | null = null;
    try {
      for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
        if (part.type === "field") {
          if (part.valueTruncated || part.fieldnameTruncated)
            throw new AppError("payload_too_large", FIELD_TOO_LARGE_MESSAGE);
          if (part.fieldname === "lounge_id") loungeField = part.value;
        }
        if (part.type === "file") {
          file = part.file;
          data = await part.toBuffer();
          if (part.file.truncated) throw imageTooLargeError();
        }
      }
    } catch (error) {
      throw uploadError(error);
    }
    return { loungeField, data };
  };
  const { loungeField, data } = await readWithinCap(request, {
    maxBytes: UPLOAD_MAX_BYTES,
    tooLarge: () =>
      file?.truncated
        ? imageTooLargeError()
        : new AppError("payload_too_large", BODY_TOO_LARGE_MESSAGE),
    read: readParts,
  });
  const loungeId = loungeIdOf(loungeField);
  if (!data || data.length === 0)
    throw new AppError("validation_failed", SELECT_IMAGE_MESSAGE, { image: SELECT_IMAGE_MESSAGE });
  return { loungeId, data };
}

export function imageRoutes({ route }: Router) {
  // Reading the upload's stream must not hold the database (PGlite has one connection): the file is
  // read first, then stored in one insert.
  route(
    menusApi.uploadImage,
    async ({ db, actor, request, authorizeLounge }) => {
      const upload = await readUpload(request);
      authorizeLounge(upload.loungeId);
      return uploadImage(db, actor, upload);
    },
    { transaction: false },
  );

  route(menusApi.image, async ({ db, actor, params, request, reply }) => {
    // Authorized before anything is answered, the 304 included: a copy cached for one reader is
    // never confirmed to another.
    const image = await findReadableImage(db, actor, params.id);
    const etag = `"${image.sha256}"`;
    // Kept by the browser only, and revalidated on every use: a shared tablet signed in by someone
    // of another lounge asks the server (and is refused) instead of showing the cached copy.
    reply.header("etag", etag).header("cache-control", "private, no-cache");
    if (matchesEtag(request.headers["if-none-match"], etag)) return reply.code(304).send();
    // The type stored is the sniffed one, never what the uploader claimed.
    return reply
      .type(image.content_type)
      .header("x-content-type-options", "nosniff")
      .send(await imageBytes(db, image.id));
  });
}
