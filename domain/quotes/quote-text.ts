/**
 * The words the public quote page and the quote PDF both print for a PresentedQuote (issue 14), so
 * the two never word the same fact differently; in the quote's language (decision 0077: the
 * sentences per language are domain/quotes/quote-words.ts). Pure; amounts go through the site's one
 * minor-unit formatter (domain/rates/money.ts) and dates through domain/formatting.ts, both by table
 * (no ICU object on a page, decision 0016).
 */
import { formatIsoDay } from "../formatting.ts";
import { DEFAULT_LOCALE, type Locale } from "../locales.ts";
import { formatAmount } from "../rates/money.ts";
import { BOOKING_TERMS, type BookingTerms } from "../booking-terms.ts";
import type { PresentedAcceptance, PresentedPayment, PresentedQuote, PresentedQuoteOption } from "./presented-quote.ts";
import { QUOTE_WORDS, type QuoteWords } from "./quote-words.ts";

/** Whatever carries the traveller's language; English when it says none. */
type InLanguage = { locale?: Locale };
const wordsOf = (x: InLanguage): QuoteWords => QUOTE_WORDS[x.locale ?? DEFAULT_LOCALE];

/** "Mon, 14 September 2026" ("Mo., 14. September 2026") for a "YYYY-MM-DD" day; the text itself when it is not one. */
export function quoteDate(day: string, locale: Locale = DEFAULT_LOCALE): string {
  return formatIsoDay(day, { month: "long", weekday: true }, locale);
}

/** "2 adults and 2 children (ages 7 and 12)" */
export function partyLabel(party: PresentedQuote["party"], locale: Locale = DEFAULT_LOCALE): string {
  return QUOTE_WORDS[locale].party(party.adults, party.childAges);
}

/** "Mon, 14 September 2026 to Sat, 19 September 2026", or "Dates to be agreed". */
export function travelDatesLabel(quote: Pick<PresentedQuote, "startDate" | "endDate"> & InLanguage): string {
  const w = wordsOf(quote);
  const date = (d: string) => quoteDate(d, quote.locale);
  if (!quote.startDate) return w.datesToBeAgreed;
  return quote.endDate && quote.endDate !== quote.startDate ? w.range(date(quote.startDate), date(quote.endDate)) : date(quote.startDate);
}

export const residencyLabel = (quote: Pick<PresentedQuote, "residency"> & InLanguage): string => wordsOf(quote).residencies[quote.residency];

/** An amount of the quote in its currency, in its language's way: "KES 450,000", "450.000 KES". */
export const quoteMoney = (quote: Pick<PresentedQuote, "currency"> & InLanguage, minor: number): string => formatAmount(minor, quote.currency, quote.locale);

/** The figures of an option below its price lines, in the order both the page and the PDF print them. */
export function optionFigures(
  quote: Pick<PresentedQuote, "currency" | "state"> & InLanguage & { bookingTerms?: BookingTerms },
  option: PresentedQuoteOption,
): { label: string; value: string; strong?: boolean }[] {
  const w = wordsOf(quote);
  const rows: { label: string; value: string; strong?: boolean }[] = [{ label: w.subtotal, value: quoteMoney(quote, option.subtotal) }];
  if (option.discount > 0) rows.push({ label: w.discount, value: `- ${quoteMoney(quote, option.discount)}` });
  rows.push({ label: w.total, value: quoteMoney(quote, option.total), strong: true });
  const accepted = quote.state === "accepted";
  rows.push({ label: w.depositRow(depositDueText(option.deposit, accepted, quote.bookingTerms, quote.locale)), value: quoteMoney(quote, option.deposit.amount) });
  rows.push({ label: w.balanceRow(balanceDueText(option, accepted, quote.bookingTerms, quote.locale)), value: quoteMoney(quote, option.balance.amount) });
  return rows;
}

/**
 * When the deposit is due, in words (issue 24): never a bare "today". Before acceptance the date is
 * the one that applies if the traveller accepts today; due on acceptance only when departure is that
 * near, and then the words say so.
 */
export function depositDueText(deposit: PresentedQuoteOption["deposit"], accepted: boolean, terms: BookingTerms = BOOKING_TERMS, locale: Locale = DEFAULT_LOCALE): string {
  const w = QUOTE_WORDS[locale].depositDue;
  const date = quoteDate(deposit.dueDate, locale);
  if (deposit.onAcceptance) return accepted ? w.nearAccepted(date) : w.nearBeforeAccepting;
  if (accepted) return w.accepted(date);
  return w.beforeAccepting(terms.depositDueDaysAfterAcceptance, date);
}

/** When the balance is due, in words; with the deposit when departure is near. */
export function balanceDueText(o: Pick<PresentedQuoteOption, "deposit" | "balance">, accepted: boolean, terms: BookingTerms = BOOKING_TERMS, locale: Locale = DEFAULT_LOCALE): string {
  const w = QUOTE_WORDS[locale].balanceDue;
  const date = quoteDate(o.balance.dueDate, locale);
  if (o.balance.dueDate === o.deposit.dueDate) return accepted || o.deposit.onAcceptance ? w.withDepositAsNear(terms.balanceDueDaysBeforeDeparture) : w.withDepositIfToday(date);
  return w.on(date);
}

/** The question the traveller answers to accept (issue 24): "Accept Comfort for USD 5,570?" */
export const acceptQuestion = (quote: Pick<PresentedQuote, "currency"> & InLanguage, option: Pick<PresentedQuoteOption, "title" | "total">): string =>
  wordsOf(quote).acceptQuestion(option.title, quoteMoney(quote, option.total));

/** What was accepted, in one sentence: "You accepted Comfort (version 1) for USD 5,570 on Mon, 14 December 2026." */
export const acceptanceText = (quote: Pick<PresentedQuote, "currency"> & InLanguage, a: PresentedAcceptance): string =>
  wordsOf(quote).accepted(a.optionTitle, a.version, quoteMoney(quote, a.total), quoteDate(a.acceptedOn, quote.locale));

/** The payments owed for an acceptance, in order: the deposit and the balance with their dates. */
export function acceptancePayments(quote: Pick<PresentedQuote, "currency"> & InLanguage & { bookingTerms?: BookingTerms }, a: Pick<PresentedAcceptance, "deposit" | "balance">): string[] {
  const w = wordsOf(quote);
  return [
    w.depositLine(quoteMoney(quote, a.deposit.amount), depositDueText(a.deposit, true, quote.bookingTerms, quote.locale)),
    w.balanceLine(quoteMoney(quote, a.balance.amount), balanceDueText(a, true, quote.bookingTerms, quote.locale)),
  ];
}

/** How to pay, line by line (page, PDF and the acceptance email print the same). */
export function paymentLines(payment: PresentedPayment, locale: Locale = DEFAULT_LOCALE): string[] {
  const w = QUOTE_WORDS[locale];
  const lines: string[] = [];
  if (payment.bank) lines.push(w.bank(payment.bank));
  if (payment.mpesaPaybill) lines.push(w.mpesa(payment.mpesaPaybill, payment.reference));
  lines.push(lines.length ? w.quoteReference(payment.reference) : w.noPaymentDetails(payment.reference));
  return lines;
}

/** The option the traveller accepted, when there is one. */
export const acceptedOption = (quote: PresentedQuote): PresentedQuoteOption | undefined =>
  quote.state === "accepted" ? quote.options.find((o) => o.id === quote.acceptedOptionId) : undefined;

/** "Quote TW-7K3D-2Q9F v2" ("Angebot TW-7K3D-2Q9F v2") */
export const quoteTitle = (quote: Pick<PresentedQuote, "reference"> & InLanguage): string => wordsOf(quote).quoteTitle(quote.reference);

/** The company's file name for the PDF: "quote-TW-7K3D-2Q9F-v2.pdf". */
export const quotePdfFileName = (quote: Pick<PresentedQuote, "reference">): string =>
  `quote-${quote.reference.replace(/[^A-Za-z0-9-]+/g, "-").replace(/^-+|-+$/g, "") || "quote"}.pdf`;
