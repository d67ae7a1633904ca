/**
 * A Kenyan mobile number as M-Pesa wants it (issue 26 item 3): travellers type it as they write it
 * (`0712 345 678`, `+254 712 345678`, `254-712-345-678`, `(0712) 345.678`, `0112 345 678`), and
 * Daraja takes only `2547XXXXXXXX` or `2541XXXXXXXX`. One function decides, shared by the booking
 * page's form, the payments service and the adapter, so they never disagree on what is a number.
 */

/** What people put between digits; anything else (letters, slashes, a second `+`) is not a number. */
const SEPARATORS = /[\s\u00a0\u2000-\u200b\u202f-]|[.()]/g;

/** The nine national digits of a mobile line: 7XX XXX XXX or 1XX XXX XXX (landlines start 2 to 6). */
const MOBILE = /^[71]\d{8}$/;

/**
 * The number as `2547XXXXXXXX` / `2541XXXXXXXX`, or null for anything that is not a Kenyan mobile
 * number: a landline (`020…`), another country's number, too few or too many digits, letters.
 */
export function kenyanMobile(input: string): string | null {
  // Longer than any way of writing a phone number: not worth looking at (and bounds the work).
  if (typeof input !== "string" || input.length > 40) return null;
  const compact = input.replace(SEPARATORS, "");
  const match = /^(\+|00)?(\d+)$/.exec(compact);
  if (!match) return null;
  const [, international, digits] = match;
  let national: string;
  if (international) {
    // +254 or 00254, then the national number, sometimes with its trunk 0 kept: "+254 (0)712 …".
    if (!digits.startsWith("254")) return null;
    national = digits.slice(3).replace(/^0(?=\d{9}$)/, "");
  } else if (digits.length === 12 || digits.length === 13) {
    if (!digits.startsWith("254")) return null;
    national = digits.slice(3).replace(/^0(?=\d{9}$)/, "");
  } else if (digits.length === 10) {
    // The national form with its trunk 0: 0712 345 678.
    if (!digits.startsWith("0")) return null;
    national = digits.slice(1);
  } else {
    // The nine digits alone: 712 345 678.
    national = digits;
  }
  return MOBILE.test(national) ? `254${national}` : null;
}
