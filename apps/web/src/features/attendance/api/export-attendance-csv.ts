// GET /attendance_logs/export?lounge_id=&month=: the monthly sheet as CSV (UTF-8 with BOM, total row
// last), the same address a plain link would use. It is fetched rather than followed so the button can
// show its progress and a refusal reads as a message (the code's general one in the page's language, a
// particular one as the server says it); the bytes are saved unchanged (BOM kept, columns as the server
// wrote them: the file is for payroll, not for this screen).
import { attendanceApi } from "@lounge-office/domain/attendance";
import { ZErrorResponse } from "@lounge-office/domain/shared";
import { useMutation } from "@tanstack/react-query";
import {
  ApiError,
  hrefOf,
  NETWORK_ERROR_MESSAGE,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_ERROR_MESSAGE,
} from "../../../lib/api-client";
import { refusalMessage } from "../../../lib/http";

export type AttendanceCsvInput = { loungeId: number; month: string };

export const attendanceCsvHref = ({ loungeId, month }: AttendanceCsvInput) =>
  hrefOf(attendanceApi.exportCsv, { query: { lounge_id: loungeId, month } });

/** The server's file name (`Content-Disposition`), else one naming the month. */
export function csvFileName(disposition: string | null, month: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name: fall through to the plain one.
    }
  }
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? `attendance_${month}.csv`;
}

function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

async function refusal(response: Response): Promise<ApiError> {
  let json: unknown = null;
  try {
    json = JSON.parse(await response.text());
  } catch {
    json = null;
  }
  const parsed = ZErrorResponse.safeParse(json);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(response.status, code, refusalMessage(code, message), fields);
  }
  const code = response.status >= 500 ? "internal" : "validation_failed";
  return new ApiError(response.status, code, refusalMessage(code));
}

/** Fetches the CSV and saves it; throws an `ApiError` with its message when it cannot. */
export async function downloadAttendanceCsv(input: AttendanceCsvInput): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let blob: Blob;
  let fileName: string;
  try {
    const response = await fetch(attendanceCsvHref(input), {
      headers: { accept: "text/csv" },
      credentials: "same-origin",
      signal: controller.signal,
    });
    if (!response.ok) throw await refusal(response);
    fileName = csvFileName(response.headers.get("content-disposition"), input.month);
    blob = await response.blob();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (controller.signal.aborted) throw new ApiError(0, "timeout", TIMEOUT_ERROR_MESSAGE);
    throw new ApiError(0, "network", NETWORK_ERROR_MESSAGE);
  } finally {
    clearTimeout(timer);
  }
  saveFile(blob, fileName);
}

export const useDownloadAttendanceCsv = () => useMutation({ mutationFn: downloadAttendanceCsv });
