// Saving a form with an image: the chosen file is uploaded first (once: a retry after a failed save reuses it),
// then the record is saved with its id. Server field errors arrive keyed `menu.name` or `name`; both land on `name`.
import { useRef } from "react";
import { useUploadImage } from "../api/upload-image";

export function useImageUpload() {
  const upload = useUploadImage();
  const done = useRef<{ file: File; loungeId: number; id: number } | null>(null);

  /** The image id to save: the new file's (uploaded now or earlier), else the kept image's, else none. */
  const imageIdFor = async (loungeId: number, file: File | null, keptId: number | null) => {
    if (!file) return keptId;
    const previous = done.current;
    if (previous && previous.file === file && previous.loungeId === loungeId) return previous.id;
    const image = await upload.mutateAsync({ lounge_id: loungeId, image: file });
    done.current = { file, loungeId, id: image.id };
    return image.id;
  };
  return { imageIdFor, isUploading: upload.isPending };
}

/** The image id in a stored image's URL (`/images/{id}`). */
export const imageIdOf = (url: string | null | undefined) => {
  const match = url?.match(/\/images\/(\d+)$/);
  return match ? Number(match[1]) : null;
};

export function formFieldErrors(fields: Record<string, string>) {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const field = key.replace(/^(menu|reward)\./, "").replace(/\.\d+$/, "");
    errors[field] ??= message;
  }
  return errors;
}
