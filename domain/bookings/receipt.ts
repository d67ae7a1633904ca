/**
 * Receipts (issue 26 item 5, decision 0053): one per payment credited to a booking, numbered from a
 * gap-free sequence per year ("RC-2026-00001"). A receipt keeps the figures of its moment (what was
 * paid before it, the total and the deposit then), so what it says never changes afterwards. Pure:
 * the numbers, what a payment pays toward, and the receipt as documents print it.
 */
import { groupDigits } from "../formatting.ts";
import { DEFAULT_LOCALE, type Locale } from "../locales.ts";

export type DocumentSeries = "RC" | "INV";

/** "RC-2026-00001": the series, the year it was issued in, its place in that year (5 digits or more). */
export const documentNumber = (series: DocumentSeries, year: number, seq: number): string => `${series}-${year}-${String(seq).padStart(5, "0")}`;

const NUMBER = /^(RC|INV)-(\d{4})-(\d{5,9})$/;

/** The parts of a number as we print them; null for anything else (a tampered link). */
export function parseDocumentNumber(text: string): { series: DocumentSeries; year: number; seq: number } | null {
  const m = NUMBER.exec(text);
  return m ? { series: m[1] as DocumentSeries, year: Number(m[2]), seq: Number(m[3]) } : null;
}

export type PaidToward = "deposit" | "balance" | "deposit_and_balance" | "overpayment";

/**
 * What a payment of `amount`, after `paidBefore`, pays toward: the deposit while it is not reached,
 * then the balance; one that crosses the deposit pays both. Money beyond the total is an
 * overpayment (to be refunded) and says so.
 */
export function paidToward(b: { deposit: number; total: number }, paidBefore: number, amount: number): PaidToward {
  if (paidBefore >= b.total) return "overpayment";
  if (paidBefore + amount <= b.deposit) return "deposit";
  if (paidBefore >= b.deposit) return "balance";
  return "deposit_and_balance";
}

export const PAID_TOWARD_LABELS: Record<PaidToward, string> = {
  deposit: "Deposit",
  balance: "Balance",
  deposit_and_balance: "Deposit and balance",
  overpayment: "Over the total (to be refunded)",
};

export interface ReceiptFigures {
  number: string;
  issuedOn: string;
  bookingReference: string;
  travellerName: string;
  amount: number;
  currency: string;
  method: string;
  reference: string;
  receivedOn: string;
  paidBefore: number;
  total: number;
  deposit: number;
}

/** The lines a receipt prints about the money: what it pays toward, paid so far, still due. */
export function receiptMoney(r: ReceiptFigures): { toward: string; paidAfter: number; dueAfter: number; over: number } {
  const paidAfter = r.paidBefore + r.amount;
  return {
    toward: PAID_TOWARD_LABELS[paidToward({ deposit: r.deposit, total: r.total }, r.paidBefore, r.amount)],
    paidAfter,
    dueAfter: Math.max(0, r.total - paidAfter),
    over: Math.max(0, paidAfter - r.total),
  };
}

/**
 * "KES 123,456.00": receipts and invoices always print the cents, so a column of amounts lines up.
 * In the booking's language they follow formatAmount's conventions (decision 0077): "123.456,00 KES"
 * in German, the code kept to its figure by a no-break space; English is what it always printed.
 */
export function documentAmount(minor: number, currency: string, locale: Locale = DEFAULT_LOCALE): string {
  const figure = (minor < 0 ? "-" : "") + documentFigure(Math.abs(minor), locale);
  if (locale === "en") return `${currency} ${figure}`;
  return codeFirst(locale) ? `${currency}\u00a0${figure}` : `${figure}\u00a0${currency}`;
}

/** English and Chinese write the code first and a decimal point; German, French and Italian a decimal comma after. */
const codeFirst = (locale: Locale) => locale === "en" || locale === "zh";

export const documentFigure = (minor: number, locale: Locale = DEFAULT_LOCALE): string =>
  `${groupDigits(Math.trunc(minor / 100), locale)}${codeFirst(locale) ? "." : ","}${String(minor % 100).padStart(2, "0")}`;

export const receiptFileName = (number: string): string => `${number}.pdf`;

/** A receipt in a list (the traveller's page, the console): its number, date, amount and PDF link. */
export interface ReceiptListItem {
  number: string;
  issuedOn: string;
  receivedOn: string;
  amount: number;
  currency: string;
  /** The payment it is for (the console shows the receipt beside it). */
  paymentId: number;
  href: string;
}

