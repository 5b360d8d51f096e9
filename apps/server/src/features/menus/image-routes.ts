// Image upload (multipart: lounge_id, image) and delivery (the stored bytes with their sniffed type).
import "@fastify/multipart";
import { AppError, IMAGE_MAX_BYTES, menusApi } from "@lounge-office/domain";
import type { FastifyRequest } from "fastify";
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

/** Reads the multipart fields; the file is cut at 1 MB + 1 byte, so a larger one is refused (413). */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart())
    throw new AppError("validation_failed", "画像ファイルを選択してください");
  let loungeId: number | null = null;
  let data: Buffer | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5 },
    })) {
      if (part.type === "field" && part.fieldname === "lounge_id") loungeId = Number(part.value);
      if (part.type === "file") {
        data = await part.toBuffer();
        if (part.file.truncated) throw imageTooLargeError();
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE" || code === "FST_FILES_LIMIT") throw imageTooLargeError();
    throw error;
  }
  if (!loungeId || !Number.isInteger(loungeId))
    throw new AppError("validation_failed", "店舗を指定してください", {
      lounge_id: "店舗を指定してください",
    });
  if (!data || data.length === 0)
    throw new AppError("validation_failed", "画像ファイルを選択してください", {
      image: "画像ファイルを選択してください",
    });
  return { loungeId, data };
}

export function imageRoutes({ route }: Router) {
  // Reading the upload's stream must not hold the database (PGlite has one connection): the file is
  // read first, then stored in one insert.
  route(
    menusApi.uploadImage,
    async ({ db, actor, request }) => uploadImage(db, actor, await readUpload(request)),
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
