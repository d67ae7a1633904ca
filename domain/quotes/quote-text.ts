/**
 * The words the public quote page and the quote PDF both print for a PresentedQuote (issue 14), so
 * the two never word the same fact differently. Pure; amounts go through the site's one minor-unit
 * formatter (domain/rates/money.ts).
 */
import { formatAmount } from "../rates/money.ts";
import { RESIDENCY_LABELS } from "../residency.ts";
import type { PresentedQuote, PresentedQuoteOption } from "./presented-quote.ts";

const LONG_DATE = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "Mon, 14 September 2026" for a "YYYY-MM-DD" day; the text itself when it is not one. */
export function quoteDate(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? LONG_DATE.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))) : day;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 adults and 2 children (ages 7 and 12)" */
export function partyLabel(party: PresentedQuote["party"]): string {
  const adults = plural(party.adults, "adult", "adults");
  const ages = party.childAges;
  if (ages.length === 0) return adults;
  const agesText = ages.length === 1 ? `age ${ages[0]}` : `ages ${ages.slice(0, -1).join(", ")} and ${ages[ages.length - 1]}`;
  return `${adults} and ${plural(ages.length, "child", "children")} (${agesText})`;
}

/** "Mon, 14 September 2026 to Sat, 19 September 2026", or "Dates to be agreed". */
export function travelDatesLabel(quote: Pick<PresentedQuote, "startDate" | "endDate">): string {
  if (!quote.startDate) return "Dates to be agreed";
  return quote.endDate && quote.endDate !== quote.startDate ? `${quoteDate(quote.startDate)} to ${quoteDate(quote.endDate)}` : quoteDate(quote.startDate);
}

export const residencyLabel = (quote: Pick<PresentedQuote, "residency">): string => RESIDENCY_LABELS[quote.residency];

/** An amount of the quote in its currency: "KES 450,000". */
export const quoteMoney = (quote: Pick<PresentedQuote, "currency">, minor: number): string => formatAmount(minor, quote.currency);

/** The figures of an option below its price lines, in the order both the page and the PDF print them. */
export function optionFigures(quote: Pick<PresentedQuote, "currency">, option: PresentedQuoteOption): { label: string; value: string; strong?: boolean }[] {
  const rows: { label: string; value: string; strong?: boolean }[] = [{ label: "Subtotal", value: quoteMoney(quote, option.subtotal) }];
  if (option.discount > 0) rows.push({ label: "Discount", value: `- ${quoteMoney(quote, option.discount)}` });
  rows.push({ label: "Total", value: quoteMoney(quote, option.total), strong: true });
  rows.push({ label: `Deposit to confirm, due ${quoteDate(option.deposit.dueDate)}`, value: quoteMoney(quote, option.deposit.amount) });
  rows.push({ label: `Balance, due ${quoteDate(option.balance.dueDate)}`, value: quoteMoney(quote, option.balance.amount) });
  return rows;
}

/** The option the traveller accepted, when there is one. */
export const acceptedOption = (quote: PresentedQuote): PresentedQuoteOption | undefined =>
  quote.state === "accepted" ? quote.options.find((o) => o.id === quote.acceptedOptionId) : undefined;

/** "Quote TW-7K3D-2Q9F v2" */
export const quoteTitle = (quote: Pick<PresentedQuote, "reference">): string => `Quote ${quote.reference}`;

/** The company's file name for the PDF: "quote-TW-7K3D-2Q9F-v2.pdf". */
export const quotePdfFileName = (quote: Pick<PresentedQuote, "reference">): string =>
  `quote-${quote.reference.replace(/[^A-Za-z0-9-]+/g, "-").replace(/^-+|-+$/g, "") || "quote"}.pdf`;
