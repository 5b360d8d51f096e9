// The menu screens' failure feedback: a red notification in Japanese with the server's message, so a
// failed toggle, order input or drag never goes unnoticed (the row itself is left as it was).
import { notifications } from "@mantine/notifications";
import { errorMessage } from "../../../lib/api-client";

/** `error` is what was thrown (its Japanese message is shown) or the message itself. */
export function notifyFailure(title: string, error: unknown) {
  const message = typeof error === "string" ? error : errorMessage(error);
  notifications.show({ color: "red", title, message });
}
