/**
 * Pesapal speaks amounts as decimal major units ("1234.50"); we keep integer minor units. Both
 * directions are string arithmetic, so no float ever stands between what was asked and what is
 * credited. KES and USD both have two decimal places, the only currencies the adapter offers.
 */

/** 123450 -> "1234.50". Throws for anything but a non-negative safe integer (a caller's bug). */
export function minorToDecimal(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`not an amount in minor units: ${minor}`);
  const text = String(minor).padStart(3, "0");
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

/**
 * Pesapal's amount (a JSON number such as 1234.5, or a string such as "1234.50") -> 123450, or
 * null when it is not a plain non-negative decimal with at most two significant decimal places
 * ("12.345", "1e3", "-5", "", NaN, an object): an amount we cannot read exactly is never credited.
 */
export function decimalToMinor(value: unknown): number | null {
  let text: string;
  if (typeof value === "number") {
    // A JSON number prints back as the shortest decimal that reads as it: 1234.5 for "1234.50".
    // Exponent forms (1e21, 5e-7) fail the pattern below, as they should.
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === "string") {
    text = value.trim();
  } else {
    return null;
  }
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? "";
  // "100.500" is exactly 100.50; "100.505" is half a cent we could not account for.
  if (/[1-9]/.test(fraction.slice(2))) return null;
  const minor = Number(match[1]) * 100 + Number(fraction.slice(0, 2).padEnd(2, "0"));
  return Number.isSafeInteger(minor) ? minor : null;
}
