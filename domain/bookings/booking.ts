/**
 * A booking (issue 26 item 2, decision 0049): made when a traveller accepts a quote option, it
 * freezes what was accepted (the price lines, the trip, the payment schedule and the booking terms
 * of that day) and its state follows the money. Pure: types, the reference, the state rules and the
 * flags on a payment; the store is server/services/bookings/.
 */
import type { BookingTerms } from "../booking-terms.ts";
import type { Currency } from "../rates/types.ts";
import type { InquiryResidency } from "../residency.ts";

export const BOOKING_STATES = ["awaiting_deposit", "confirmed", "paid_in_full", "travelled", "cancelled"] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

export const BOOKING_STATE_LABELS: Record<BookingState, string> = {
  awaiting_deposit: "Awaiting deposit",
  confirmed: "Confirmed",
  paid_in_full: "Paid in full",
  travelled: "Travelled",
  cancelled: "Cancelled",
};

export const isBookingState = (v: unknown): v is BookingState => typeof v === "string" && (BOOKING_STATES as readonly string[]).includes(v);

/** "BK-00042": derived from the id like the inquiries' "TH-00042", so it needs no column. */
export const bookingReference = (id: number): string => `BK-${String(id).padStart(5, "0")}`;

/** The id behind "BK-00042", "bk42" or "42"; null when it is none. */
export function parseBookingReference(text: string): number | null {
  const m = /^\s*(?:bk-?)?0*(\d{1,12})\s*$/i.exec(text);
  return m ? Number(m[1]) : null;
}

/** What was accepted, frozen with the booking: the quote option's lines as the traveller saw them. */
export interface BookingDocument {
  travellerName: string;
  residency: InquiryResidency;
  party: { adults: number; childAges: number[] };
  startDate: string | null;
  endDate: string | null;
  optionTitle: string;
  packageTitle: string;
  tierName: string;
  lines: Array<{ label: string; quantity: number; amount: number }>;
  subtotal: number;
  discount: number;
}

export interface BookingSchedule {
  deposit: { amount: number; dueDate: string };
  balance: { amount: number; dueDate: string };
}

/** The ways staff record money received outside the site (the console's "Record payment"). */
export const PAYMENT_METHODS = ["bank_transfer", "cash"] as const;
/** Money credited from a provider's confirmation (decision 0050): an M-Pesa prompt or paybill, a Pesapal checkout. */
export const ONLINE_PAYMENT_METHODS = ["mpesa", "card"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number] | (typeof ONLINE_PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { bank_transfer: "Bank transfer", cash: "Cash", mpesa: "M-Pesa", card: "Card (Pesapal)" };
/** The same in a sentence the traveller reads ("KES 60,000 by M-Pesa"). */
export const PAYMENT_METHOD_WORDS: Record<PaymentMethod, string> = { bank_transfer: "bank transfer", cash: "cash", mpesa: "M-Pesa", card: "card" };

/** A payment credited "as received" but not the amount asked for: staff look at it. */
export type PaymentFlag = "different_amount" | "overpaid";
export const PAYMENT_FLAG_LABELS: Record<PaymentFlag, string> = {
  different_amount: "Not the amount due: credited as received",
  overpaid: "More than the total: refund the difference",
};

export interface BookingPayment {
  id: number;
  method: PaymentMethod;
  amount: number;
  receivedOn: string;
  reference: string;
  note: string;
  flag: PaymentFlag | null;
  recordedByEmail: string | null;
  createdAt: string;
}

export interface BookingView {
  id: number;
  reference: string;
  inquiryId: number;
  quoteId: number;
  quoteVersion: number;
  state: BookingState;
  currency: Currency;
  total: number;
  schedule: BookingSchedule;
  document: BookingDocument;
  terms: BookingTerms;
  bookedOn: string;
  payments: BookingPayment[];
  paid: number;
  /** What is still owed: the total less what is paid, never below 0. */
  due: number;
}

/** The amount due now: the rest of the deposit while it is not paid, else the rest of the total. */
export function amountDueNext(b: { total: number; schedule: BookingSchedule }, paid: number): number {
  const depositLeft = b.schedule.deposit.amount - paid;
  return depositLeft > 0 ? depositLeft : Math.max(0, b.total - paid);
}

/**
 * The state the money gives (issue 26): awaiting the deposit until it is paid, then confirmed, then
 * paid in full. Travelled and cancelled are set by staff and the money never moves them back.
 */
export function stateForMoney(current: BookingState, b: { total: number; schedule: BookingSchedule }, paid: number): BookingState {
  if (current === "travelled" || current === "cancelled") return current;
  if (paid >= b.total) return "paid_in_full";
  if (paid >= b.schedule.deposit.amount) return "confirmed";
  return "awaiting_deposit";
}

/**
 * Whether a payment of `amount`, with `paidBefore` already paid, is one asked for: the rest of the
 * deposit, or everything still owed (paying in full at once is not a mistake). Anything else is
 * credited as received and flagged; more than the total is flagged for a refund.
 */
export function paymentFlag(b: { total: number; schedule: BookingSchedule }, paidBefore: number, amount: number): PaymentFlag | null {
  const owed = Math.max(0, b.total - paidBefore);
  if (amount > owed) return "overpaid";
  return amount === amountDueNext(b, paidBefore) || amount === owed ? null : "different_amount";
}
