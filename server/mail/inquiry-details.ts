/**
 * What an inquiry says, in words: the facts both emails (and the staff CLI)
 * show, with labels of SPEC §9 and names resolved from the catalogue.
 */
import { RESIDENCY_LABELS, type InquiryResidency } from "#domain/residency.ts";
import { TIER_LABELS, type TierType } from "#domain/tiers.ts";
import { internationalDigits } from "#domain/phone.ts";
import { formatUtcDay } from "#domain/formatting.ts";
import type { PriceEstimate } from "#domain/rates/estimate.ts";

export interface NamedLink {
  name: string;
  url: string;
}

export interface InquiryDetails {
  id: number;
  receivedAt: Date;
  fullName: string;
  email: string;
  phone: string | null;
  message: string | null;
  residency: string | null;
  budgetTier: string | null;
  startDate: string | null;
  endDate: string | null;
  adults: number;
  children: number;
  childrenAges: number[];
  package: NamedLink | null;
  service: NamedLink | null;
  destination: NamedLink | null;
  sourcePage: string | null;
  sourceUrl: string | null;
  /** Why a spam rule asked staff to check this inquiry (it is delivered anyway); null when nothing looked odd. */
  reviewReason?: string | null;
  /** The server's price for the party and dates (decision 0034); null or absent when there is none. */
  estimate?: PriceEstimate | null;
  /** What was asked about as the traveller's language shows it (names, links): for their email. */
  inTravellersLanguage?: Pick<InquiryDetails, "package" | "service" | "destination">;
}

const stampFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Africa/Nairobi",
});

/** "Tue, 10 August 2027" from "2027-08-10": as people write a day in a letter (issue 28 item 8). */
export function formatDay(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? iso : formatUtcDay(d, { month: "long", weekday: true });
}

/** The office's local time (Nairobi, EAT), which is what staff read. */
export function formatReceived(at: Date): string {
  return `${stampFormat.format(at)} EAT`;
}

export function formatDates(start: string | null, end: string | null): string | null {
  if (start && end) {
    const days = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
    return `${formatDay(start)} to ${formatDay(end)} (${days} ${days === 1 ? "day" : "days"})`;
  }
  if (start) return `From ${formatDay(start)}`;
  if (end) return `Until ${formatDay(end)}`;
  return null;
}

export function formatParty(adults: number, children: number, ages: number[]): string {
  const parts = [`${adults} ${adults === 1 ? "adult" : "adults"}`];
  if (children > 0) {
    const agesText = ages.length ? ` (${ages.length === 1 ? "age" : "ages"} ${ages.join(", ")})` : "";
    parts.push(`${children} ${children === 1 ? "child" : "children"}${agesText}`);
  }
  return parts.join(", ");
}

export function residencyLabel(code: string | null): string | null {
  if (!code) return null;
  return RESIDENCY_LABELS[code as InquiryResidency] ?? code;
}

export function budgetLabel(code: string | null): string | null {
  if (!code) return null;
  return TIER_LABELS[code as TierType] ?? code;
}

/** What the traveller asked about, for subject lines: package, else service, else destination. */
export function topic(d: InquiryDetails): string {
  return d.package?.name ?? d.service?.name ?? d.destination?.name ?? "General inquiry";
}

/** A wa.me link to the traveller's phone, or null when it cannot be a number. */
export function whatsappLink(phone: string | null, text: string): string | null {
  const digits = internationalDigits(phone);
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null;
}
