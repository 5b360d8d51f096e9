// Turns a zod result into a field → Japanese message map for Mantine inputs (the same schema the server uses).
import type { z } from "zod";

export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}
