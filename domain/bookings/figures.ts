/**
 * The dashboard's booking figures (issue 26 item 8, decision 0055), each per currency in integer
 * minor units (a booking has one currency; amounts of two currencies are never added).
 */
import { NAIROBI_OFFSET_MS } from "../formatting.ts";
import type { Currency } from "../rates/types.ts";

export interface CurrencyFigure {
  currency: Currency;
  amount: number;
  bookings: number;
}

export interface BookingFigures {
  /** The office month, "2026-11". */
  month: string;
  /** Money received this month that went to deposits (the part of each payment up to its booking's deposit). */
  depositsThisMonth: CurrencyFigure[];
  /** What bookings that are not cancelled still owe. */
  outstanding: CurrencyFigure[];
  /** Bookings (not cancelled) departing from today to `departuresTo`: their value, and what they still owe. */
  departures: Array<CurrencyFigure & { owed: number }>;
  departuresTo: string;
  /** The office month before `month`, "2026-10". */
  lastMonth: string;
  /** Won value: bookings made (travellers' acceptances) in the office month, cancelled ones left out. */
  wonThisMonth: CurrencyFigure[];
  wonLastMonth: CurrencyFigure[];
}

export const DEPARTURES_WITHIN_DAYS = 30;

/** The month before `month` ("2027-01" gives "2026-12"). */
export function previousMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
}

/** The instant an office day (EAT, UTC+3 all year) begins, as stored timestamps are written. */
export function officeDayStartsAt(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - NAIROBI_OFFSET_MS).toISOString();
}
