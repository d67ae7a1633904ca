/**
 * CSV for staff exports (the inquiries command and the console's export). A spreadsheet runs a
 * cell starting with = + - @ tab or CR as a formula, so such text is prefixed with ' (OWASP's
 * "CSV injection" advice); phone numbers like "+254 712 ..." are plainly numbers and left alone.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let s = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(s) && !/^\+[\d\s().-]+$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One CSV document, CRLF line ends (RFC 4180), header first. */
export function csvDocument(header: string[], rows: unknown[][]): string {
  return `${[header.map(csvCell).join(","), ...rows.map((r) => r.map(csvCell).join(","))].join("\r\n")}\r\n`;
}
