/**
 * The package page's "price for your party" (issue 14 item 3, decision 0034): the visitor's
 * choices as typed (strings, like the inquiry form), read from and written to the page address so
 * the widget works as a plain GET form without JavaScript, turned into a price request for THE
 * price function, and carried into the inquiry form. Loaded with the package page only.
 */
import { withDeal, type DealRule } from "#domain/deal.ts";
import { CHILD_AGE_MAX } from "#domain/inquiry-rules.ts";
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
export function answerFor(rates: PackageRates, choice: PartyChoice, tierId: number | null, residency: InquiryResidency, durationDays: number, deal: DealRule | null = null): PartyAnswer {
  if (tierId === null) return { kind: "ask", message: "Choose a package tier." };
  if (!isIsoDate(choice.start)) return { kind: "ask", message: "Choose a start date to see the price for your party." };
  const adults = Number(choice.adults);
  if (!Number.isInteger(adults) || adults < 1) return { kind: "ask", message: "At least one adult travels." };
  const ages = choice.ages.map((a) => (a.trim() === "" ? NaN : Number(a)));
  if (ages.some((a) => !Number.isInteger(a) || a < 0 || a > CHILD_AGE_MAX)) return { kind: "ask", message: `Enter each child's age (0 to ${CHILD_AGE_MAX}).` };
  const nights = packageNights(durationDays);
  // The package's deal rule applies to departures in its window, as on the cards (decision 0045).
  const result = withDeal(price(rates, { tierId, residency, party: { adults, childAges: ages }, startDate: choice.start, nights }), deal, choice.start);
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

type Priced = Extract<PriceResult, { kind: "priced" }>;

/** What a party total is for, in words: "total for 2 adults and 1 child, 2 nights" (decision 0045: every price states its basis). */
export function partyBasis(result: Priced): string {
  const adults = result.lines.find((l) => l.kind === "adults_sharing")?.quantity;
  const children = result.lines.filter((l) => l.kind === "child").length;
  const nights = result.seasons.reduce((n, s) => n + s.nights, 0);
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const group = result.lines.find((l) => l.kind === "group");
  const who = group
    ? group.label.replace(/^Group/, "group").replace(/ \(.*$/, "")
    : [plural(adults ?? 0, "adult", "adults"), ...(children ? [plural(children, "child", "children")] : [])].join(" and ");
  return `total for ${who}, ${plural(nights, "night", "nights")}`;
}
