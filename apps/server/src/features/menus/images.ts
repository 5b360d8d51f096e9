// Image upload and delivery: content sniffed (PNG, JPEG, WebP), at most 1 MB, stored in the database.
import { createHash } from "node:crypto";
import "@fastify/multipart";
import {
  AppError,
  IMAGE_MAX_BYTES,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  sniffImageType,
  ZIdParams,
  ZImageUploaded,
} from "@lounge-office/domain";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { images } from "../../db/schema";
import { guarded } from "../../http/access";
import { actorOf, authorize } from "../../http/actor";
import type { App, Deps } from "../../http/types";

export const imageUrl = (id: number | null) => (id === null ? null : `/images/${id}`);

export async function storeImage(
  tx: Executor,
  loungeId: number,
  data: Buffer,
  staffId: number | null,
) {
  if (data.length > IMAGE_MAX_BYTES)
    throw new AppError("payload_too_large", IMAGE_TOO_LARGE_MESSAGE, {
      image: IMAGE_TOO_LARGE_MESSAGE,
    });
  const contentType = sniffImageType(data);
  if (!contentType)
    throw new AppError("validation_failed", IMAGE_TYPE_MESSAGE, { image: IMAGE_TYPE_MESSAGE });
  const [row] = await tx
    .insert(images)
    .values({
      lounge_id: loungeId,
      content_type: contentType,
      size: data.length,
      sha256: createHash("sha256").update(data).digest("hex"),
      data,
      created_by: staffId,
    })
    .returning({ id: images.id, size: images.size, content_type: images.content_type });
  if (!row) throw new AppError("internal");
  return { id: row.id, url: imageUrl(row.id) ?? "", size: row.size, content_type: contentType };
}

export async function imageRoutes(app: App, { db }: Deps) {
  app.post(
    "/images",
    {
      config: guarded("menus.manage"),
      bodyLimit: IMAGE_MAX_BYTES + 64 * 1024,
      schema: {
        tags: ["menus"],
        summary: "画像のアップロード (multipart: lounge_id, image)",
        consumes: ["multipart/form-data"],
        response: { 201: ZImageUploaded },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (!request.isMultipart())
        throw new AppError("validation_failed", "画像ファイルを選択してください");
      let loungeId: number | null = null;
      let data: Buffer | null = null;
      try {
        for await (const part of request.parts({
          limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5 },
        })) {
          if (part.type === "field" && part.fieldname === "lounge_id")
            loungeId = Number(part.value);
          if (part.type === "file") {
            data = await part.toBuffer();
            if (part.file.truncated)
              throw new AppError("payload_too_large", IMAGE_TOO_LARGE_MESSAGE, {
                image: IMAGE_TOO_LARGE_MESSAGE,
              });
          }
        }
      } catch (error) {
        if (error instanceof AppError) throw error;
        const code = (error as { code?: string }).code;
        if (code === "FST_REQ_FILE_TOO_LARGE" || code === "FST_FILES_LIMIT") {
          throw new AppError("payload_too_large", IMAGE_TOO_LARGE_MESSAGE, {
            image: IMAGE_TOO_LARGE_MESSAGE,
          });
        }
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
      authorize(actor, "menus.manage", { loungeId });
      return reply.code(201).send(await storeImage(db, loungeId, data, actor.staffId));
    },
  );

  app.get(
    "/images/:id",
    { config: guarded("session"), schema: { tags: ["menus"], summary: "画像", params: ZIdParams } },
    async (request, reply) => {
      const [image] = await db.select().from(images).where(eq(images.id, request.params.id));
      if (!image) throw new AppError("not_found", "画像が見つかりません");
      const etag = `"${image.sha256}"`;
      reply.header("etag", etag).header("cache-control", "private, max-age=31536000, immutable");
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      // The type stored is the sniffed one, never what the uploader claimed.
      return reply
        .type(image.content_type)
        .header("x-content-type-options", "nosniff")
        .send(image.data);
    },
  );
}
