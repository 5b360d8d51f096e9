// CSV for spreadsheets: the exports (accounting logs, attendance) write fields through this.

/** One CSV field: quoted when needed; text a spreadsheet would run as a formula is defused. */
export function csvField(value: string | number): string {
  if (typeof value === "number") return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
