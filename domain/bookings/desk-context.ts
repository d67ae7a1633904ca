/**
 * What the pages may ask about a booking's travellers, cancellation and refunds (issue 26 items 7
 * and 8, decision 0054): the traveller's booking page by its link, and the console (sales and
 * above; refunds by owners). Implemented in server/services/bookings/desk-console.ts.
 */
import type { Currency } from "../rates/types.ts";
import type { BookingState } from "./booking.ts";
import type { BookingCancellation, BookingRefund, RefundFigures } from "./cancellation.ts";
import type { TravellerPlace } from "./travellers.ts";

export type FormAnswer<T = {}> = ({ ok: true } & T) | { ok: false; status: number; errors: Record<string, string> };

/** A cancelled booking as its traveller reads it: when, the refund owed and what is refunded so far. */
export interface CancellationNotice {
  cancelledOn: string;
  currency: Currency;
  refundOwed: number;
  refunded: number;
  refunds: Array<{ madeOn: string; amount: number; method: string }>;
}

/** The traveller's part of the booking page beside PresentedBooking. */
export interface TravellersPageData {
  places: TravellerPlace[];
  /** The form's one-time key: the same form sent twice is saved once. */
  submission: string;
  /** Closed when the booking is cancelled or travelled: the details are shown, not asked. */
  open: boolean;
  cancellation: CancellationNotice | null;
}

export interface BookingTravellersContext {
  open(token: string): Promise<TravellersPageData | null>;
  /** `saved: false` when this form was saved already (a double tap): nothing was written again. */
  save(token: string, values: Record<string, string | undefined>): Promise<FormAnswer<{ saved: boolean }>>;
}

export interface BookingHistoryEntry {
  at: string;
  by: string;
  text: string;
}

export interface DeskView {
  id: number;
  reference: string;
  state: BookingState;
  currency: Currency;
  total: number;
  paid: number;
  /** The state the payments give, whatever the state is now. */
  moneyState: BookingState;
  trip: { startDate: string | null; endDate: string | null };
  places: TravellerPlace[];
  submission: string;
  handTargets: BookingState[];
  cancellation: BookingCancellation | null;
  refunds: BookingRefund[];
  refunded: number;
  /** What would be refunded if the booking were cancelled today (null once it is cancelled). */
  refundToday: RefundFigures | null;
  /** Whether the member may record refunds (owners). A courtesy: the server checks again. */
  mayRecordRefunds: boolean;
  history: BookingHistoryEntry[];
}

export interface ManifestTraveller extends TravellerPlace {}

export interface ManifestBooking {
  id: number;
  reference: string;
  travellerName: string;
  optionTitle: string;
  state: BookingState;
  startDate: string;
  endDate: string | null;
  party: { adults: number; childAges: number[] };
  travellers: ManifestTraveller[];
}

export interface ManifestDay {
  date: string;
  bookings: ManifestBooking[];
}

export interface BookingDeskConsole {
  get(id: number): Promise<DeskView | null>;
  saveTravellers(id: number, values: Record<string, string | undefined>): Promise<FormAnswer<{ saved: boolean }>>;
  changeState(id: number, values: Record<string, string | undefined>): Promise<FormAnswer<{ state: BookingState }>>;
  /** The refund a cancellation on `cancelledOn` would give; nothing written. */
  previewCancellation(id: number, cancelledOn: string): Promise<FormAnswer<{ figures: RefundFigures; cancelledOn: string }>>;
  cancel(id: number, values: Record<string, string | undefined>): Promise<FormAnswer<{ figures: RefundFigures; already: boolean }>>;
  /** Owners only (403 for everyone else). */
  recordRefund(id: number, values: Record<string, string | undefined>): Promise<FormAnswer<{ refundId: number; recorded: boolean; providerRequested: boolean }>>;
  manifest(range: { from?: string | null; to?: string | null }): Promise<{ from: string; to: string; days: ManifestDay[]; errors: Record<string, string> }>;
  /** A fresh one-time key for a refund form. */
  newKey(): string;
}
