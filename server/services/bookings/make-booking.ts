/**
 * Making the booking when a traveller accepts a quote option (issue 26 item 2, decision 0049), inside
 * the acceptance's own transaction (server/services/quotes/public.ts): nothing is accepted without
 * its booking, and no booking exists without an acceptance. One booking per quote (a unique
 * quote_id): accepting twice finds the booking already made; an accepted amendment re-freezes the
 * same booking's lines and amounts with the terms it was first made with.
 */
import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { BookingTerms } from "#domain/booking-terms.ts";
import { bookingReference, stateForMoney, type BookingDocument, type BookingState } from "#domain/bookings/booking.ts";
import type { QuoteDocument, QuoteOption } from "#domain/quotes/document.ts";
import { lineAmount, optionTotals, paymentSchedule } from "#domain/quotes/pricing.ts";
import { ensureInvoice } from "./invoices.ts";
import type { DB } from "../../db/generated-types.ts";

export const newBookingToken = (): string => randomBytes(32).toString("base64url");

export function bookingDocument(doc: QuoteDocument, option: QuoteOption): BookingDocument {
  const totals = optionTotals(option.lines, option.discount);
  return {
    travellerName: doc.travellerName,
    residency: doc.residency,
    party: { adults: doc.party.adults, childAges: [...doc.party.childAges] },
    startDate: doc.startDate,
    endDate: doc.endDate,
    optionTitle: option.title,
    packageTitle: option.packageTitle,
    tierName: option.tierName,
    lines: option.lines.map((l) => ({ label: l.label, quantity: l.quantity, amount: lineAmount(l) })),
    subtotal: totals.subtotal,
    discount: totals.discount,
  };
}

export async function makeBooking(
  tx: Transaction<DB>,
  input: { inquiryId: number; quoteId: number; version: number; doc: QuoteDocument; option: QuoteOption; bookedOn: string; at: string; terms: BookingTerms },
): Promise<{ id: number; reference: string; token: string; made: boolean }> {
  const existing = await tx.selectFrom("bookings").select(["id", "token", "state", "terms", "booked_on", "quote_version", "option_id"]).where("quote_id", "=", input.quoteId).executeTakeFirst();
  const document = bookingDocument(input.doc, input.option);
  const total = optionTotals(input.option.lines, input.option.discount).total;
  if (existing) {
    if (existing.quote_version === input.version && existing.option_id === input.option.id) return { id: existing.id, reference: bookingReference(existing.id), token: existing.token, made: false };
    // An accepted amendment: the same booking, its frozen terms and day, the new lines and amounts.
    const terms = JSON.parse(existing.terms) as BookingTerms;
    const schedule = paymentSchedule(total, { confirmedOn: existing.booked_on, startDate: input.doc.startDate }, terms);
    const paid = await paidOn(tx, existing.id);
    const state = stateForMoney(existing.state as BookingState, { total, schedule }, paid);
    await tx
      .updateTable("bookings")
      .set({
        quote_version: input.version,
        option_id: input.option.id,
        state,
        currency: input.doc.currency,
        total,
        deposit_amount: schedule.deposit.amount,
        deposit_due: schedule.deposit.dueDate,
        balance_amount: schedule.balance.amount,
        balance_due: schedule.balance.dueDate,
        start_date: input.doc.startDate,
        document: JSON.stringify(document),
        updated_at: input.at,
      })
      .where("id", "=", existing.id)
      .execute();
    return { id: existing.id, reference: bookingReference(existing.id), token: existing.token, made: false };
  }
  const schedule = paymentSchedule(total, { confirmedOn: input.bookedOn, startDate: input.doc.startDate }, input.terms);
  const token = newBookingToken();
  const row = await tx
    .insertInto("bookings")
    .values({
      inquiry_id: input.inquiryId,
      quote_id: input.quoteId,
      quote_version: input.version,
      option_id: input.option.id,
      token,
      state: total === 0 ? "paid_in_full" : "awaiting_deposit",
      currency: input.doc.currency,
      total,
      deposit_amount: schedule.deposit.amount,
      deposit_due: schedule.deposit.dueDate,
      balance_amount: schedule.balance.amount,
      balance_due: schedule.balance.dueDate,
      start_date: input.doc.startDate,
      document: JSON.stringify(document),
      terms: JSON.stringify(input.terms),
      booked_on: input.bookedOn,
      created_at: input.at,
      updated_at: input.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  // Its numbered invoice, made with it (decision 0053).
  await ensureInvoice(tx, row.id, { lockBooking: false, at: new Date(input.at) });
  return { id: row.id, reference: bookingReference(row.id), token, made: true };
}

/** What is paid on a booking: the sum of its payments (never a stored total). */
export async function paidOn(tx: Kysely<DB> | Transaction<DB>, bookingId: number): Promise<number> {
  const row = await tx
    .selectFrom("booking_payments")
    .select((eb) => eb.fn.sum<string | number | null>("amount").as("paid"))
    .where("booking_id", "=", bookingId)
    .executeTakeFirst();
  return Number(row?.paid ?? 0);
}
