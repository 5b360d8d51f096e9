// POST /images (multipart: lounge_id, image): upload a menu or reward image; the answer's id goes into the form.
// The JSON wrapper cannot send a file, so this call builds its own request, with the session's CSRF token.
import { ERROR_MESSAGES_JA, ZErrorResponse, ZImageUploaded } from "@lounge-office/domain";
import { useMutation } from "@tanstack/react-query";
import { ApiError, NETWORK_ERROR_MESSAGE } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";

export type UploadImage = { loungeId: number; file: File; csrfToken: string | undefined };

export async function uploadImage({ loungeId, file, csrfToken }: UploadImage) {
  const form = new FormData();
  form.append("lounge_id", String(loungeId));
  form.append("image", file, file.name);
  const headers: Record<string, string> = { accept: "application/json" };
  if (csrfToken) headers["x-csrf-token"] = csrfToken;
  let response: Response;
  try {
    response = await fetch("/images", {
      method: "POST",
      headers,
      credentials: "same-origin",
      body: form,
    });
  } catch {
    throw new ApiError(0, "network", NETWORK_ERROR_MESSAGE);
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    json = null;
  }
  if (!response.ok) {
    const parsed = ZErrorResponse.safeParse(json);
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      throw new ApiError(response.status, code, message || ERROR_MESSAGES_JA[code], fields);
    }
    const code = response.status >= 500 ? "internal" : "validation_failed";
    throw new ApiError(response.status, code, ERROR_MESSAGES_JA[code]);
  }
  return ZImageUploaded.parse(json);
}

/** The upload with the signed-in session's CSRF token. */
export function useUploadImage() {
  const csrfToken = useSession().data?.csrf_token;
  return useMutation({
    mutationFn: ({ loungeId, file }: Omit<UploadImage, "csrfToken">) =>
      uploadImage({ loungeId, file, csrfToken }),
  });
}
