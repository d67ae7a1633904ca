/**
 * A booking as the traveller sees it at /bookings/:token (issue 26 item 3): what is booked, the
 * schedule, what is paid and what is due. Staff-only facts (who recorded a payment, its note, flags)
 * are left out. Pure; the page renders exactly this.
 */
import { cancellationLines, type BookingTerms } from "../booking-terms.ts";
import { DEFAULT_LOCALE, type Locale } from "../locales.ts";
import { formatAmount } from "../rates/money.ts";
import { BOOKING_STATE_LABELS, PAYMENT_METHOD_WORDS, type BookingState, type BookingView } from "./booking.ts";

export interface PresentedBooking {
  reference: string;
  state: BookingState;
  stateLabel: string;
  travellerName: string;
  trip: { optionTitle: string; packageTitle: string; tierName: string; startDate: string | null; endDate: string | null; adults: number; childAges: number[] };
  currency: string;
  lines: Array<{ label: string; amount: number }>;
  discount: number;
  total: number;
  schedule: Array<{ label: string; amount: number; dueDate: string; paid: boolean }>;
  payments: Array<{ receivedOn: string; method: string; amount: number; reference: string }>;
  paid: number;
  due: number;
  /** The cancellation terms frozen with the booking, as English sentences (the console's) and as figures (for the page's language). */
  cancellation: string[];
  cancellationScale: BookingTerms["cancellationScale"];
  bookedOn: string;
  /** The booking's language, its inquiry's (decision 0077); absent reads as English. */
  locale?: Locale;
  company: { name: string; email: string; phone: string };
}

export function presentBooking(b: BookingView, company: PresentedBooking["company"], locale: Locale = DEFAULT_LOCALE): PresentedBooking {
  const d = b.document;
  return {
    reference: b.reference,
    state: b.state,
    stateLabel: BOOKING_STATE_LABELS[b.state],
    travellerName: d.travellerName,
    trip: { optionTitle: d.optionTitle, packageTitle: d.packageTitle, tierName: d.tierName, startDate: d.startDate, endDate: d.endDate, adults: d.party.adults, childAges: [...d.party.childAges] },
    currency: b.currency,
    lines: d.lines.map((l) => ({ label: l.label, amount: l.amount })),
    discount: d.discount,
    total: b.total,
    schedule: [
      { label: "Deposit", amount: b.schedule.deposit.amount, dueDate: b.schedule.deposit.dueDate, paid: b.paid >= b.schedule.deposit.amount },
      { label: "Balance", amount: b.schedule.balance.amount, dueDate: b.schedule.balance.dueDate, paid: b.paid >= b.total },
    ].filter((row) => row.amount > 0),
    payments: b.payments.map((p) => ({ receivedOn: p.receivedOn, method: PAYMENT_METHOD_WORDS[p.method] ?? p.method, amount: p.amount, reference: p.reference })),
    paid: b.paid,
    due: b.due,
    cancellation: cancellationLines(b.terms),
    cancellationScale: [...b.terms.cancellationScale],
    bookedOn: b.bookedOn,
    company,
    locale,
  };
}

export const bookingMoney = (b: Pick<PresentedBooking, "currency" | "locale">, minor: number): string => formatAmount(minor, b.currency, b.locale);

export const BOOKING_NOT_FOUND = {
  title: "Booking not found",
  text: "This booking link is not valid. Please check that the whole link was copied, or ask your travel consultant to send it again.",
} as const;

/** What the booking page's loader receives in the load context. */
export interface BookingPageContext {
  open(token: string): Promise<PresentedBooking | null>;
}
