/**
 * CSV as spreadsheets read it (RFC 4180 quoting), shared by the patient's export and the care
 * team's panel download.
 */

/** A CSV field: quoted when it holds a comma, quote or line break; formulas defused for spreadsheets. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let s = String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet (CSV injection).
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One CSV line (CRLF-terminated). */
export const csvLine = (cells: (string | number | null | undefined)[]) => `${cells.map(csvField).join(",")}\r\n`;
