// POST /images (multipart: lounge_id, image): upload a menu or reward image; the answer's id goes into the form.
import { type ImageUpload, menusApi } from "@lounge-office/domain/menus";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

/** The contract's multipart fields, as a form body. */
export function uploadImage({ lounge_id, image }: ImageUpload) {
  const body = new FormData();
  body.append("lounge_id", String(lounge_id));
  body.append("image", image, image instanceof File ? image.name : "image");
  return call(menusApi.uploadImage, { body });
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
