/**
 * Inquiry search: the lowered text each inquiry is searched by (name, email, phone, message) and
 * how a staff member's query is cut into terms. Phone numbers are stored both as typed digits
 * and in international form, so "0712 345 678" and "+254 712 345 678" find the same traveller.
 */
import { internationalDigits } from "./phone.ts";

export interface SearchableInquiry {
  full_name: string;
  email: string;
  phone: string | null;
  message: string | null;
}

export function inquirySearchText(i: SearchableInquiry): string {
  const digits = i.phone?.replace(/\D/g, "") ?? "";
  const international = internationalDigits(i.phone) ?? "";
  return [i.full_name, i.email, i.phone ?? "", digits, international !== digits ? international : "", i.message ?? ""]
    .filter(Boolean)
    .join(" \n ")
    .toLowerCase();
}

const PHONE_LIKE = /^\+?[\d\s().-]{6,}$/;

/**
 * Terms that must all appear. A query that looks like a phone number is one term of digits
 * without leading zeros, so "0712 345 678" (local) finds "+254 712 345 678" (stored in
 * international form too) and "+254712..." finds a number typed locally.
 */
export function searchTerms(query: string): string[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  if (PHONE_LIKE.test(q)) return [q.replace(/\D/g, "").replace(/^0+/, "")].filter((t) => t.length >= 3);
  return [...new Set(q.split(/\s+/).filter(Boolean))].slice(0, 8);
}
