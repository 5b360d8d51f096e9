// Saving a form with an image: the chosen file is uploaded first (once: a retry after a failed save reuses it),
// then the record is saved with its id. Server field errors arrive keyed `menu.name` or `name`; both land on `name`.
import { type ImageUpload, imageTooLarge, menusApi } from "@lounge-office/domain/menus";
import { useRef, useState } from "react";
import { useContractMutation } from "../../../lib/contract-query";
import { showServerErrors } from "../../../lib/form";

function useImageUpload() {
  // POST /images (multipart: the contract's fields as a form body); the answer's id goes into the form.
  const upload = useContractMutation(menusApi.uploadImage, {
    input: ({ lounge_id, image }: ImageUpload) => {
      const body = new FormData();
      body.append("lounge_id", String(lounge_id));
      body.append("image", image, image instanceof File ? image.name : "image");
      return { body };
    },
  });
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
const imageIdOf = (url: string | null | undefined) => {
  const match = url?.match(/\/images\/(\d+)$/);
  return match ? Number(match[1]) : null;
};

function formFieldErrors(fields: Record<string, string>) {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const field = key.replace(/^(menu|reward)\./, "").replace(/\.\d+$/, "");
    errors[field] ??= message;
  }
  return errors;
}

type FormWithErrors = {
  setErrors: (errors: Record<string, string>) => void;
  errors: Record<string, unknown>;
};

/**
 * A form's image and its save: the chosen file and the kept stored image (`imageField` goes to
 * `<ImageField>`), then `save(loungeId, write)` uploads and calls `write(imageId)`. While it runs
 * `pending` is set; a failure (of either call) becomes `error` for the form's alert and its field
 * messages land on the form's fields (`image` for the file).
 */
export function useSaveWithImage(form: FormWithErrors, storedImageUrl: string | null) {
  const { imageIdFor } = useImageUpload();
  const [file, setFile] = useState<File | null>(null);
  const [keptImage, setKeptImage] = useState(storedImageUrl);
  const tooLarge = file !== null && imageTooLarge(file.size);
  const [error, setError] = useState<Error | null>(null);
  const [pending, setPending] = useState(false);
  const onError = showServerErrors({
    setErrors: (fields) => form.setErrors(formFieldErrors(fields)),
  });

  const save = async (loungeId: number, write: (imageId: number | null) => Promise<unknown>) => {
    if (pending || tooLarge) return;
    setError(null);
    setPending(true);
    try {
      await write(await imageIdFor(loungeId, file, imageIdOf(keptImage)));
    } catch (caught) {
      const failure = caught instanceof Error ? caught : new Error(String(caught));
      onError(failure);
      setError(failure);
    } finally {
      setPending(false);
    }
  };
  const imageField = {
    file,
    onChange: setFile,
    currentUrl: keptImage,
    onRemoveCurrent: () => setKeptImage(null),
    error: (form.errors.image ?? form.errors.image_id) as string | undefined,
  };
  return { save, error, pending, tooLarge, imageField };
}
