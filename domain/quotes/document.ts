/**
 * A quote version as stored (issue 14, decision 0036): one JSON document per version, so a sent
 * version is a frozen snapshot of everything the traveller saw (days, lines, overrides with who
 * made them). Pure types and helpers; the builder form (builder-form.ts) fills it and the server
 * prices it.
 */
import type { ItineraryDay } from "../itinerary.ts";
import type { Currency } from "../rates/types.ts";
import type { InquiryResidency } from "../residency.ts";
import type { QuoteLine } from "./pricing.ts";

export interface QuoteOption {
  /** "o1", "o2"...: stable within the quote; what "Accept this option" names. */
  id: string;
  title: string;
  packageId: number | null;
  packageTitle: string;
  tierId: number | null;
  tierName: string;
  days: ItineraryDay[];
  inclusions: string[];
  exclusions: string[];
  lines: QuoteLine[];
  /** Minor units taken off the subtotal; 0 for none. */
  discount: number;
  /** Why the price function gave no lines (no rates, contact for pricing...), for staff; null when priced. */
  priceNote: string | null;
  /**
   * For staff (issue 24): the nights priced differ from the package's length ("the dates give 6
   * nights; the package is 5 days, 4 nights"). Absent on versions saved before issue 24.
   */
  nightsNote?: string | null;
}

export interface QuoteDocument {
  travellerName: string;
  residency: InquiryResidency;
  party: { adults: number; childAges: number[] };
  startDate: string | null;
  endDate: string | null;
  currency: Currency;
  validityDays: number;
  /** Plain text from the agent to the traveller. */
  message: string;
  options: QuoteOption[];
}

/** Nights the price function is asked for: from the dates, else the days of the option less one (a day trip is 1). */
export function nightsOf(doc: Pick<QuoteDocument, "startDate" | "endDate">, dayCount: number): number {
  if (doc.startDate && doc.endDate && doc.endDate > doc.startDate) {
    const ms = Date.parse(`${doc.endDate}T00:00:00Z`) - Date.parse(`${doc.startDate}T00:00:00Z`);
    return Math.round(ms / 86_400_000);
  }
  return Math.max(1, dayCount - 1);
}

/** The nights a package of `durationDays` days lasts (a day trip is priced as 1, as nightsOf does). */
export const packageNights = (durationDays: number): number => Math.max(1, durationDays - 1);

/** Why the nights priced are not the package's length, for staff; null when they agree. */
export function nightsNote(pricedNights: number, pkg: { title: string; durationDays: number }, fromDates: boolean): string | null {
  const expected = packageNights(pkg.durationDays);
  if (!pkg.durationDays || pricedNights === expected) return null;
  const n = (k: number) => `${k} ${k === 1 ? "night" : "nights"}`;
  const source = fromDates ? "The trip's dates give" : "The option's days give";
  return `${source} ${n(pricedNights)}, but ${pkg.title} is ${pkg.durationDays} ${pkg.durationDays === 1 ? "day" : "days"} (${n(expected)}): the rates price ${n(pricedNights)}. Check the dates and the days before sending.`;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** A day's plain-text description (as the builder edits it) as the paragraphs HTML an ItineraryDay holds. */
export function textToParagraphs(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.replace(/[&<>"']/g, (c) => ESCAPES[c]!).replace(/\r?\n/g, "<br>")}</p>`)
    .join("");
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/** Sanitised description HTML as the plain text the builder edits: paragraphs and list items on their own lines. */
export function paragraphsToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<li\b[^>]*>/gi, "- ")
    .replace(/<\/(p|h[1-6]|li|blockquote)>/gi, "\n\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e]!)
    .replace(/[ \t]+/g, " ")
    .replace(/\n\s*\n\s*(\n\s*)+/g, "\n\n")
    .replace(/(^|\n)- ([^\n]*)\n\n(?=- )/g, "$1- $2\n")
    .trim();
}
