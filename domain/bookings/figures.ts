/**
 * The dashboard's booking figures (issue 26 item 8, decision 0055), each per currency in integer
 * minor units (a booking has one currency; amounts of two currencies are never added).
 */
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
}

export const DEPARTURES_WITHIN_DAYS = 30;
