// The menus feature's image rules: an upload is stored for a lounge its manager works at, an image is
// read only by those who work at its lounge (like the menus it belongs to), and a menu or reward only
// shows an image of its own lounge.
import { AppError } from "@lounge-office/domain/shared";
import type { Executor } from "../../db/client";
import { findLounge } from "../../ledger/lounge";
import { type Actor, authorize } from "../../policy/policy";
import { findImageMeta, imageLounge, storeImage } from "../../storage/images";

export async function uploadImage(
  db: Executor,
  actor: Actor,
  upload: { loungeId: number; data: Buffer },
) {
  // An admin may name any lounge: one that does not exist is a 404, not a foreign-key failure.
  await findLounge(db, upload.loungeId);
  return storeImage(db, upload.loungeId, upload.data, actor.staffId);
}

/**
 * An image as its reader may see it: the menus it shows on are read on the floor of its lounge, so
 * reading it takes `floor.use` there (403 for another lounge's image, as for its menus; 404 for none).
 */
export async function findReadableImage(db: Executor, actor: Actor, id: number) {
  const image = await findImageMeta(db, id);
  authorize(actor, "floor.use", { loungeId: image.lounge_id });
  return image;
}

/** Refuses (400 on `image`) an image that is missing or belongs to another lounge. */
export async function assertImageOf(
  db: Executor,
  imageId: number | null | undefined,
  loungeId: number,
) {
  if (imageId == null) return;
  if ((await imageLounge(db, imageId)) !== loungeId) {
    throw new AppError("validation_failed", "画像が見つかりません", {
      image: "画像が見つかりません",
    });
  }
}
