/**
 * Minor units (cents) to and from the major units staff read and type ("45000", "45000.50"),
 * by string arithmetic so no float ever touches an amount. Kept apart from the CSV parser so
 * console pages can format amounts without loading it.
 */

/** Minor units as major units, "45000" or "45000.50", exactly (no float arithmetic). */
export function formatMajor(minor: number): string {
  const whole = Math.trunc(minor / 100);
  const cents = minor % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, "0")}`;
}

/** "45,000.5" -> 4500050; null for an empty cell; NaN for anything else. */
export function parseMajor(text: string): number | null {
  const t = text.replace(/[,\s]/g, "");
  if (t === "") return null;
  const m = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/**
 * "KES 45,000", "45.000 KES" (decision 0077): written in domain/formatting.ts, where the public
 * pages' code already is, so a page that prices does not also load this module's sheet parsing.
 */
export { formatAmount } from "../formatting.ts";
