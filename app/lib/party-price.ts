/**
 * The package page's "price for your party" (issue 14 item 3, decision 0034): the visitor's
 * choices as typed (strings, like the inquiry form), read from and written to the page address so
 * the widget works as a plain GET form without JavaScript, turned into a price request for THE
 * price function, and carried into the inquiry form. Loaded with the package page only.
 */
import type { ApiRateFromPrice } from "#domain/api-types.ts";
import { CHILD_AGE_MAX } from "#domain/inquiry-rules.ts";
import { formatPrice } from "#domain/pricing.ts";
import { addDays, isIsoDate } from "#domain/rates/dates.ts";
import { MAX_PARTY, price } from "#domain/rates/price.ts";
import { packageNights } from "#domain/rates/from-price.ts";
import type { PackageRates, PriceResult } from "#domain/rates/types.ts";
import type { InquiryResidency } from "#domain/residency.ts";
import type { InquiryFormState } from "./inquiry-payload.ts";
import { resizeAges } from "./inquiry-payload.ts";

/** The widget's fields, as typed. */
export interface PartyChoice {
  start: string;
  adults: string;
  children: string;
  ages: string[];
}

export const DEFAULT_PARTY: PartyChoice = { start: "", adults: "2", children: "0", ages: [] };
/** The widget's anchor: a GET submit without JavaScript lands back on it. */
export const PARTY_ANCHOR = "your-price";
export const MAX_CHILDREN = 20;

const small = (raw: string | null, max: number): string | null => (raw !== null && /^\d{1,3}$/.test(raw) && Number(raw) <= max ? String(Number(raw)) : null);

/** The choices in a page address (`start`, `adults`, `children`, one `age` per child); anything odd is dropped. */
export function partyFromSearch(params: URLSearchParams): PartyChoice & { given: boolean } {
  const start = params.get("start") ?? "";
  const adults = small(params.get("adults"), MAX_PARTY);
  const children = small(params.get("children"), MAX_CHILDREN) ?? "0";
  const ages = params.getAll("age").map((a) => small(a, CHILD_AGE_MAX) ?? "");
  return {
    start: isIsoDate(start) ? start : "",
    adults: adults && adults !== "0" ? adults : DEFAULT_PARTY.adults,
    children,
    ages: resizeAges(ages, Number(children)),
    given: params.has("start"),
  };
}

/** The choices as address parameters (with the residency and tier they were priced for). */
export function partySearch(choice: PartyChoice, residency: InquiryResidency, tierId: number | null): URLSearchParams {
  const params = new URLSearchParams({ residency });
  if (tierId !== null) params.set("tier", String(tierId));
  params.set("start", choice.start);
  params.set("adults", choice.adults);
  params.set("children", choice.children);
  for (const age of choice.ages) params.append("age", age);
  return params;
}

export type PartyAnswer = { kind: "ask"; message: string } | { kind: "result"; result: PriceResult; nights: number; lastDay: string };

/**
 * What the widget shows for the choices: a prompt while something is missing, else the price
 * function's answer (priced, or its own message: contact for pricing, no rate, party too large).
 */
export function answerFor(rates: PackageRates, choice: PartyChoice, tierId: number | null, residency: InquiryResidency, durationDays: number): PartyAnswer {
  if (tierId === null) return { kind: "ask", message: "Choose a package tier." };
  if (!isIsoDate(choice.start)) return { kind: "ask", message: "Choose a start date to see the price for your party." };
  const adults = Number(choice.adults);
  if (!Number.isInteger(adults) || adults < 1) return { kind: "ask", message: "At least one adult travels." };
  const ages = choice.ages.map((a) => (a.trim() === "" ? NaN : Number(a)));
  if (ages.some((a) => !Number.isInteger(a) || a < 0 || a > CHILD_AGE_MAX)) return { kind: "ask", message: `Enter each child's age (0 to ${CHILD_AGE_MAX}).` };
  const nights = packageNights(durationDays);
  const result = price(rates, { tierId, residency, party: { adults, childAges: ages }, startDate: choice.start, nights });
  return { kind: "result", result, nights, lastDay: lastDay(choice.start, durationDays) };
}

/** The trip's last day: a trip of N days starting on `start` ends N - 1 days later. */
export function lastDay(start: string, durationDays: number): string {
  return addDays(start, Math.max(0, (Number.isInteger(durationDays) ? durationDays : 1) - 1));
}

/** What the inquiry form starts from once the visitor has chosen a date (nothing before). */
export function partyInquiry(choice: PartyChoice, durationDays: number): Partial<InquiryFormState> {
  if (!isIsoDate(choice.start)) return {};
  return {
    start_date: choice.start,
    end_date: lastDay(choice.start, durationDays),
    pax_adults: choice.adults,
    pax_children: choice.children,
    children_ages: choice.ages,
  };
}

/** A tier's rate from-price for a residency as the tier card shows it, or null (the tier price stands). */
export function tierFromText(list: readonly ApiRateFromPrice[] | undefined, tierId: number, residency: InquiryResidency): string | null {
  const f = list?.find((x) => x.tier_id === tierId && x.residency === residency);
  return f ? `From ${formatPrice(Math.ceil(f.amount_minor / 100), f.currency)}` : null;
}
