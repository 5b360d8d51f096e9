// Image storage: content sniffed (PNG, JPEG, WebP), at most 1 MB and 4096 px a side as its header
// declares, kept in the database (durable, backed up with the data, shared by every instance). Used
// by the menus feature's upload and by the demo seed.
import { createHash } from "node:crypto";
import {
  IMAGE_DIMENSIONS_MESSAGE,
  IMAGE_MAX_BYTES,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_UNREADABLE_MESSAGE,
  imageTooManyPixels,
  imageUrl,
  readImageSize,
  sniffImageType,
} from "@lounge-office/domain/menus";
import { AppError } from "@lounge-office/domain/shared";
import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { images } from "../db/schema";

export const imageTooLargeError = () =>
  new AppError("payload_too_large", IMAGE_TOO_LARGE_MESSAGE, { image: IMAGE_TOO_LARGE_MESSAGE });

/**
 * Stores an image of a lounge; refuses more than 1 MB (413), anything but PNG, JPEG, WebP (400), and
 * a header that declares more than IMAGE_MAX_SIDE a side or cannot be read (400): every tablet that
 * shows the menu decodes what the header declares, whatever the file's size.
 */
export async function storeImage(
  tx: Executor,
  loungeId: number,
  data: Buffer,
  staffId: number | null,
) {
  if (data.length > IMAGE_MAX_BYTES) throw imageTooLargeError();
  const contentType = sniffImageType(data);
  if (!contentType)
    throw new AppError("validation_failed", IMAGE_TYPE_MESSAGE, { image: IMAGE_TYPE_MESSAGE });
  const size = readImageSize(data);
  if (!size) {
    throw new AppError("validation_failed", IMAGE_UNREADABLE_MESSAGE, {
      image: IMAGE_UNREADABLE_MESSAGE,
    });
  }
  if (imageTooManyPixels(size)) {
    throw new AppError("validation_failed", IMAGE_DIMENSIONS_MESSAGE, {
      image: IMAGE_DIMENSIONS_MESSAGE,
    });
  }
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

/** A stored image's lounge, type and hash, without its bytes; 404 when there is none. */
export async function findImageMeta(db: Executor, id: number) {
  const [image] = await db
    .select({
      id: images.id,
      lounge_id: images.lounge_id,
      content_type: images.content_type,
      sha256: images.sha256,
    })
    .from(images)
    .where(eq(images.id, id));
  if (!image) throw new AppError("not_found", "画像が見つかりません");
  return image;
}

/** A stored image's bytes (read only when they are sent: a revalidation answers 304 without them). */
export async function imageBytes(db: Executor, id: number): Promise<Buffer> {
  const [image] = await db.select({ data: images.data }).from(images).where(eq(images.id, id));
  if (!image) throw new AppError("not_found", "画像が見つかりません");
  return image.data;
}

/** The lounge a stored image belongs to, or null when there is no such image. */
export async function imageLounge(db: Executor, id: number): Promise<number | null> {
  const [image] = await db
    .select({ lounge_id: images.lounge_id })
    .from(images)
    .where(eq(images.id, id));
  return image?.lounge_id ?? null;
}
