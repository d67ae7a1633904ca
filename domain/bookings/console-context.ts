/** What the console's bookings pages may ask of the server (server/services/bookings/bookings-console.ts). */
import type { Currency } from "../rates/types.ts";
import type { BookingState, BookingView, PaymentFlag } from "./booking.ts";

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
}

export type RecordPaymentAnswer =
  | { ok: true; paymentId: number; credited: boolean; flag: PaymentFlag | null; state: BookingState }
  | { ok: false; status: number; errors: Record<string, string> };

export interface BookingsConsole {
  list(filter: { state?: string | null }): Promise<BookingListRow[]>;
  /** The booking and a fresh one-time key for its "Record payment" form; null when there is none. */
  get(id: number): Promise<{ booking: BookingView; submission: string; link: string } | null>;
  recordPayment(id: number, input: Record<string, string | undefined>): Promise<RecordPaymentAnswer>;
}
