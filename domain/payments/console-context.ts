/** What the console's payments page may ask of the server (server/services/payments/payments-console.ts). */
import type { AttemptView } from "./attempt.ts";

export interface PaymentsOverview {
  /** Attempts still open, given up, or failed in the last two weeks, newest first. */
  attempts: Array<AttemptView & { bookingId: number; bookingReference: string; detail: string | null; createdAt: string }>;
  /** Provider money that matched no booking, oldest first. */
  unmatched: Array<{ id: number; provider: string; transactionId: string; amount: number; currency: string; account: string; payer: string; paidAt: string }>;
}

export type MatchAnswer = { ok: true; bookingId: number } | { ok: false; status: number; errors: Record<string, string> };

export interface PaymentsConsole {
  overview(): Promise<PaymentsOverview>;
  /** Credits a queued payment to the booking typed ("BK-00042"): once, audited. */
  match(unmatchedId: number, booking: string): Promise<MatchAnswer>;
}
