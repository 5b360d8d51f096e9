// Saving a form with an image: the chosen file is uploaded first (once: a retry after a failed save reuses it),
// then the record is saved with its id. Server field errors arrive keyed `menu.name` or `name`; both land on `name`.
import { useRef, useState } from "react";
import { showServerErrors } from "../../../lib/form";
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

type ImageChoice = { loungeId: number; file: File | null; keptId: number | null };

/**
 * A form's save with its image: upload, then `write(imageId)`. While it runs `pending` is set; a
 * failure (of either call) becomes `error` for the form's alert and its field messages land on the
 * form's fields (`image` for the file).
 */
export function useSaveWithImage(form: { setErrors: (errors: Record<string, string>) => void }) {
  const { imageIdFor } = useImageUpload();
  const [error, setError] = useState<Error | null>(null);
  const [pending, setPending] = useState(false);
  const onError = showServerErrors({
    setErrors: (fields) => form.setErrors(formFieldErrors(fields)),
  });

  const save = async (image: ImageChoice, write: (imageId: number | null) => Promise<unknown>) => {
    if (pending) return;
    setError(null);
    setPending(true);
    try {
      await write(await imageIdFor(image.loungeId, image.file, image.keptId));
    } catch (caught) {
      const failure = caught instanceof Error ? caught : new Error(String(caught));
      onError(failure);
      setError(failure);
    } finally {
      setPending(false);
    }
  };
  return { save, error, pending };
}
