/** What the console's bookings pages may ask of the server (server/services/bookings/bookings-console.ts). */
import type { Currency } from "../rates/types.ts";
import type { BookingState, BookingView, PaymentFlag } from "./booking.ts";
import type { BookingFigures } from "./figures.ts";
import type { BookingListFilter } from "./list-filters.ts";

export interface BookingListRow {
  id: number;
  reference: string;
  travellerName: string;
  optionTitle: string;
  startDate: string | null;
  state: BookingState;
  currency: Currency;
  total: number;
  paid: number;
  /** When the balance is due, and whether something due (deposit or balance) is past its date unpaid. */
  balanceDue: string;
  overdue: boolean;
}

/** One page of the bookings list and the counts beside its filters (decision 0055). */
export interface BookingListPage {
  rows: BookingListRow[];
  /** Bookings matching the filter, every page. */
  total: number;
  page: number;
  pageSize: number;
  counts: BookingListCounts;
}

export interface BookingListCounts {
  states: Record<BookingState, number>;
  /** Bookings that owe money (not cancelled); due: their balance falls due within the filter's days; overdue: something due is past its date. */
  outstanding: number;
  due: number;
  overdue: number;
}

export type RecordPaymentAnswer =
  | { ok: true; paymentId: number; credited: boolean; flag: PaymentFlag | null; state: BookingState }
  | { ok: false; status: number; errors: Record<string, string> };

export interface BookingsConsole {
  list(filter: BookingListFilter): Promise<BookingListPage>;
  /** The dashboard's booking figures (sales and owners). */
  figures(): Promise<BookingFigures>;
  /** The booking and a fresh one-time key for its "Record payment" form; null when there is none. */
  /** `whatsappUrl`: the traveller's page to send by WhatsApp from the staff member's phone (null without a number, or once erased). */
  get(id: number): Promise<{ booking: BookingView; submission: string; link: string; whatsappUrl: string | null } | null>;
  recordPayment(id: number, input: Record<string, string | undefined>): Promise<RecordPaymentAnswer>;
}
