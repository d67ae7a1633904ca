/**
 * The words the public quote page and the quote PDF both print for a PresentedQuote (issue 14), so
 * the two never word the same fact differently. Pure; amounts go through the site's one minor-unit
 * formatter (domain/rates/money.ts).
 */
import { formatAmount } from "../rates/money.ts";
import { RESIDENCY_LABELS } from "../residency.ts";
import { BOOKING_TERMS, type BookingTerms } from "../booking-terms.ts";
import type { PresentedAcceptance, PresentedPayment, PresentedQuote, PresentedQuoteOption } from "./presented-quote.ts";

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
export function optionFigures(quote: Pick<PresentedQuote, "currency" | "state"> & { bookingTerms?: BookingTerms }, option: PresentedQuoteOption): { label: string; value: string; strong?: boolean }[] {
  const rows: { label: string; value: string; strong?: boolean }[] = [{ label: "Subtotal", value: quoteMoney(quote, option.subtotal) }];
  if (option.discount > 0) rows.push({ label: "Discount", value: `- ${quoteMoney(quote, option.discount)}` });
  rows.push({ label: "Total", value: quoteMoney(quote, option.total), strong: true });
  const accepted = quote.state === "accepted";
  rows.push({ label: `Deposit to confirm, ${depositDueText(option.deposit, accepted, quote.bookingTerms)}`, value: quoteMoney(quote, option.deposit.amount) });
  rows.push({ label: `Balance, ${balanceDueText(option, accepted, quote.bookingTerms)}`, value: quoteMoney(quote, option.balance.amount) });
  return rows;
}

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

/**
 * When the deposit is due, in words (issue 24): never a bare "today". Before acceptance the date is
 * the one that applies if the traveller accepts today; due on acceptance only when departure is that
 * near, and then the words say so.
 */
export function depositDueText(deposit: PresentedQuoteOption["deposit"], accepted: boolean, terms: BookingTerms = BOOKING_TERMS): string {
  if (deposit.onAcceptance) return accepted ? `due ${quoteDate(deposit.dueDate)}, the day you accepted, as departure is near` : "due when you accept, as departure is near";
  if (accepted) return `due ${quoteDate(deposit.dueDate)}`;
  return `due ${days(terms.depositDueDaysAfterAcceptance)} after you accept (${quoteDate(deposit.dueDate)} if you accept today)`;
}

function balanceDueText(o: Pick<PresentedQuoteOption, "deposit" | "balance">, accepted: boolean, terms: BookingTerms = BOOKING_TERMS): string {
  if (o.balance.dueDate === o.deposit.dueDate) return accepted || o.deposit.onAcceptance ? `due with the deposit, as departure is less than ${days(terms.balanceDueDaysBeforeDeparture)} away` : `due with the deposit (${quoteDate(o.balance.dueDate)} if you accept today)`;
  return `due ${quoteDate(o.balance.dueDate)}`;
}

/** The question the traveller answers to accept (issue 24): "Accept Comfort for USD 5,570?" */
export const acceptQuestion = (quote: Pick<PresentedQuote, "currency">, option: Pick<PresentedQuoteOption, "title" | "total">): string =>
  `Accept ${option.title} for ${quoteMoney(quote, option.total)}?`;

/** What was accepted, in one sentence: "You accepted Comfort (version 1) for USD 5,570 on Mon, 14 December 2026." */
export const acceptanceText = (quote: Pick<PresentedQuote, "currency">, a: PresentedAcceptance): string =>
  `You accepted ${a.optionTitle} (version ${a.version}) for ${quoteMoney(quote, a.total)} on ${quoteDate(a.acceptedOn)}.`;

/** The payments owed for an acceptance, in order: the deposit and the balance with their dates. */
export function acceptancePayments(quote: Pick<PresentedQuote, "currency"> & { bookingTerms?: BookingTerms }, a: Pick<PresentedAcceptance, "deposit" | "balance">): string[] {
  return [`Deposit: ${quoteMoney(quote, a.deposit.amount)}, ${depositDueText(a.deposit, true, quote.bookingTerms)}.`, `Balance: ${quoteMoney(quote, a.balance.amount)}, ${balanceDueText(a, true, quote.bookingTerms)}.`];
}

/** How to pay, line by line (page, PDF and the acceptance email print the same). */
export function paymentLines(payment: PresentedPayment): string[] {
  const lines: string[] = [];
  if (payment.bank) {
    const b = payment.bank;
    lines.push(
      `Bank transfer: ${b.bankName}${b.bankBranch ? `, ${b.bankBranch}` : ""}. Account name: ${b.accountName}. Account number: ${b.accountNumber}.${b.swiftCode ? ` SWIFT: ${b.swiftCode}.` : ""}`,
    );
  }
  if (payment.mpesaPaybill) lines.push(`M-Pesa: Lipa na M-Pesa, Pay Bill, business number ${payment.mpesaPaybill}, account number ${payment.reference}.`);
  if (lines.length) lines.push(`Please quote ${payment.reference} with every payment; we confirm each payment in writing.`);
  else lines.push(`We will send you our payment details with your invoice; please quote ${payment.reference} with every payment.`);
  return lines;
}

/** The option the traveller accepted, when there is one. */
export const acceptedOption = (quote: PresentedQuote): PresentedQuoteOption | undefined =>
  quote.state === "accepted" ? quote.options.find((o) => o.id === quote.acceptedOptionId) : undefined;

/** "Quote TW-7K3D-2Q9F v2" */
export const quoteTitle = (quote: Pick<PresentedQuote, "reference">): string => `Quote ${quote.reference}`;

/** The company's file name for the PDF: "quote-TW-7K3D-2Q9F-v2.pdf". */
export const quotePdfFileName = (quote: Pick<PresentedQuote, "reference">): string =>
  `quote-${quote.reference.replace(/[^A-Za-z0-9-]+/g, "-").replace(/^-+|-+$/g, "") || "quote"}.pdf`;
