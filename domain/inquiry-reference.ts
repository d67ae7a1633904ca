/**
 * The reference a traveller quotes: shown on the confirmation, in both emails
 * and in the staff CLI. Derived from the stored id, so it needs no column and
 * staff can look it up by number.
 */
export function inquiryReference(id: number): string {
  return `TH-${String(id).padStart(5, "0")}`;
}

/** The id behind "TH-00042", "th42" or "#42"; null when it is none. */
export function parseInquiryReference(text: string): number | null {
  const m = /^\s*(?:th-?|#)?0*(\d{1,12})\s*$/i.exec(text);
  return m ? Number(m[1]) : null;
}
