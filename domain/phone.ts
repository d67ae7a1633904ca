/**
 * A phone number as international digits (wa.me form), or null when it cannot be a number.
 * "+254 ..." and "00254 ..." are international; a leading 0 is a Kenyan local number.
 */
export function internationalDigits(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) {
    // already international
  } else if (digits.startsWith("00")) digits = digits.slice(2);
  else if (digits.startsWith("0")) digits = `254${digits.slice(1)}`;
  if (digits.length < 8 || digits.length > 15) return null;
  return digits;
}
