/**
 * The package page's "price for your party" (issue 14 item 3, decision 0034): the visitor's
 * choices as typed (strings, like the inquiry form), read from and written to the page address so
 * the widget works as a plain GET form without JavaScript, turned into a price request for THE
 * price function, and carried into the inquiry form. Loaded with the package page only.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { defineMessage, msg, plural as pluralMsg } from "@lingui/core/macro";
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

/** The widget's prompts while something is missing. */
export const PARTY_PROMPTS = {
  tier: "Choose a package tier.",
  start: "Choose a start date to see the price for your party.",
  adults: "At least one adult travels.",
  ages: `Enter each child's age (0 to ${CHILD_AGE_MAX}).`,
} as const;

const max = CHILD_AGE_MAX;
const PROMPT_MESSAGES = new Map<string, MessageDescriptor>([
  [PARTY_PROMPTS.tier, msg`Choose a package tier.`],
  [PARTY_PROMPTS.start, msg`Choose a start date to see the price for your party.`],
  [PARTY_PROMPTS.adults, msg`At least one adult travels.`],
  [PARTY_PROMPTS.ages, msg`Enter each child's age (0 to ${max}).`],
]);

/** A prompt of `answerFor` in the page's language. */
export function promptText(i18n: I18n, message: string): string {
  const descriptor = PROMPT_MESSAGES.get(message);
  return descriptor ? i18n._(descriptor) : message;
}

type Unpriced = Exclude<PriceResult, { kind: "priced" } | { kind: "invalid_request" }>;

/**
 * The price function's message (domain/rates/price.ts) in the page's language, read from its kind
 * and its words; a message of another shape as it is.
 */
export function unpricedText(i18n: I18n, result: Unpriced): string {
  if (result.kind === "contact_for_pricing") return i18n._(msg`Contact us for the price of these dates.`);
  if (result.kind === "no_rate_for_party") {
    const size = result.partySize;
    const largest = result.largestBand;
    return i18n._(msg`No rate for a party of ${size}; our rates go up to ${largest}. Contact us for a price.`);
  }
  const uncovered = /^No season covers (.+); contact us for a price\.$/.exec(result.message);
  if (uncovered) {
    const date = uncovered[1];
    return i18n._(msg`No season covers ${date}; contact us for a price.`);
  }
  const unrated = /^No rate for the (.+) season; contact us for a price\.$/.exec(result.message);
  if (unrated) {
    const season = unrated[1];
    return i18n._(msg`No rate for the ${season} season; contact us for a price.`);
  }
  return result.message;
}

type Line = Extract<PriceResult, { kind: "priced" }>["lines"][number];

/** A price line's label (domain/rates/price.ts words it in English) in the page's language. */
export function lineLabel(i18n: I18n, line: Line): string {
  let m: RegExpExecArray | null;
  if (line.kind === "adults_sharing") {
    const count = line.quantity;
    return i18n._(defineMessage({ message: pluralMsg(count, { one: "# adult sharing", other: "# adults sharing" }) }));
  }
  if (line.kind === "single_supplement") return i18n._(msg`Single supplement`);
  if ((m = /^Group of (\d+) \(up to (\d+)\)$/.exec(line.label))) {
    const size = m[1];
    const upTo = m[2];
    return i18n._(msg`Group of ${size} (up to ${upTo})`);
  }
  if ((m = /^Child aged (\d+) \(adult rate\)$/.exec(line.label))) {
    const age = m[1];
    return i18n._(msg`Child aged ${age} (adult rate)`);
  }
  if ((m = /^Child aged (\d+) \((\d+)-(\d+)\)$/.exec(line.label))) {
    const age = m[1];
    const from = m[2];
    const to = m[3];
    return i18n._(msg`Child aged ${age} (${from}-${to})`);
  }
  return line.label;
}

export type PartyAnswer = { kind: "ask"; message: string } | { kind: "result"; result: PriceResult; nights: number; lastDay: string };

/**
 * What the widget shows for the choices: a prompt while something is missing, else the price
 * function's answer (priced, or its own message: contact for pricing, no rate, party too large).
 */
export function answerFor(rates: PackageRates, choice: PartyChoice, tierId: number | null, residency: InquiryResidency, durationDays: number, deal: DealRule | null = null): PartyAnswer {
  if (tierId === null) return { kind: "ask", message: PARTY_PROMPTS.tier };
  if (!isIsoDate(choice.start)) return { kind: "ask", message: PARTY_PROMPTS.start };
  const adults = Number(choice.adults);
  if (!Number.isInteger(adults) || adults < 1) return { kind: "ask", message: PARTY_PROMPTS.adults };
  const ages = choice.ages.map((a) => (a.trim() === "" ? NaN : Number(a)));
  if (ages.some((a) => !Number.isInteger(a) || a < 0 || a > CHILD_AGE_MAX)) return { kind: "ask", message: PARTY_PROMPTS.ages };
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

/**
 * What a party total is for, in words: "total for 2 adults and 1 child, 2 nights" (decision 0045:
 * every price states its basis); in the page's language when given its i18n.
 */
export function partyBasis(result: Priced, i18n?: I18n): string {
  const adults = result.lines.find((l) => l.kind === "adults_sharing")?.quantity;
  const children = result.lines.filter((l) => l.kind === "child").length;
  const nights = result.seasons.reduce((n, s) => n + s.nights, 0);
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const group = result.lines.find((l) => l.kind === "group");
  if (i18n) return translatedBasis(i18n, adults ?? 0, children, nights, group ? (/^Group of (\d+)/.exec(group.label)?.[1] ?? null) : null);
  const who = group
    ? group.label.replace(/^Group/, "group").replace(/ \(.*$/, "")
    : [plural(adults ?? 0, "adult", "adults"), ...(children ? [plural(children, "child", "children")] : [])].join(" and ");
  return `total for ${who}, ${plural(nights, "night", "nights")}`;
}

function translatedBasis(i18n: I18n, adults: number, children: number, nights: number, groupSize: string | null): string {
  const nightsText = i18n._(defineMessage({ message: pluralMsg(nights, { one: "# night", other: "# nights" }) }));
  if (groupSize !== null) return i18n._(msg`total for group of ${groupSize}, ${nightsText}`);
  const adultsText = i18n._(defineMessage({ message: pluralMsg(adults, { one: "# adult", other: "# adults" }) }));
  if (!children) return i18n._(msg`total for ${adultsText}, ${nightsText}`);
  const childrenText = i18n._(defineMessage({ message: pluralMsg(children, { one: "# child", other: "# children" }) }));
  return i18n._(msg`total for ${adultsText} and ${childrenText}, ${nightsText}`);
}
