/**
 * Crediting money to a booking (decisions 0049, 0050): the one place a payment row is written, for
 * staff-recorded money and provider-confirmed money alike. Each credit carries a key that is unique
 * in `booking_payments.submission_key` (a console form's one-time key, or the provider's transaction
 * key), so a replayed form, a callback delivered twice, or two processes confirming the same
 * transaction at once credit it once: the others get the first payment back, `credited: false`.
 *
 * Runs inside the caller's transaction, and issues the payment's receipt in it; the caller calls
 * `receipts.committed()` after the commit, so the receipt's email leaves at once. On PostgreSQL the booking's row is locked while what is paid
 * is added up, so two different payments on one booking are counted one after the other.
 */
import type { Transaction } from "kysely";
import { paymentFlag, stateForMoney, type BookingState, type PaymentFlag, type PaymentMethod } from "#domain/bookings/booking.ts";
import type { AuditLog } from "../audit-log.ts";
import { paidOn } from "./make-booking.ts";
import type { ReceiptIssuer } from "./receipts.ts";
import type { DB } from "../../db/generated-types.ts";

export interface Credit {
  method: PaymentMethod;
  /** Integer minor units, in the booking's currency (checked). */
  amount: number;
  currency: string;
  receivedOn: string;
  reference: string;
  note: string;
  /** Unique per payment: the form's one-time key, or "<provider>:<transaction>". */
  key: string;
  attemptId?: number | null;
  /** Staff who recorded it; null when a provider's confirmation credited it. */
  by: { id: string; email: string } | null;
  ip: string | null;
  /** The audit action: "booking.payment_recorded" (staff) or "booking.payment_received" (provider). */
  action: string;
  /** Facts the audit entry keeps beside the money (the provider, its reference). */
  auditExtra?: Record<string, unknown>;
}

export type CreditOutcome =
  | { ok: true; credited: boolean; paymentId: number; flag: PaymentFlag | null; state: BookingState; paidBefore: number }
  | { ok: false; reason: "no_booking" | "cancelled" | "currency" | "other_booking" };

export async function creditPayment(
  tx: Transaction<DB>,
  deps: { audit: AuditLog; dialect: "sqlite" | "postgres"; receipts?: ReceiptIssuer },
  bookingId: number,
  credit: Credit,
  at: string,
  /** Staff record money in the booking's own currency, whatever it is; a provider's must match it. */
  options: { anyCurrency?: boolean } = {},
): Promise<CreditOutcome> {
  const find = tx.selectFrom("bookings").selectAll().where("id", "=", bookingId);
  const row = await (deps.dialect === "postgres" ? find.forUpdate() : find).executeTakeFirst();
  if (!row) return { ok: false, reason: "no_booking" };
  const already = await tx.selectFrom("booking_payments").select(["id", "booking_id", "flag"]).where("submission_key", "=", credit.key).executeTakeFirst();
  if (already) {
    if (already.booking_id !== bookingId) return { ok: false, reason: "other_booking" };
    return { ok: true, credited: false, paymentId: already.id, flag: already.flag as PaymentFlag | null, state: row.state as BookingState, paidBefore: await paidOn(tx, bookingId) };
  }
  if (row.state === "cancelled") return { ok: false, reason: "cancelled" };
  if (!options.anyCurrency && credit.currency !== row.currency) return { ok: false, reason: "currency" };
  const schedule = { deposit: { amount: Number(row.deposit_amount), dueDate: row.deposit_due }, balance: { amount: Number(row.balance_amount), dueDate: row.balance_due } };
  const total = Number(row.total);
  const paidBefore = await paidOn(tx, bookingId);
  const flag = paymentFlag({ total, schedule }, paidBefore, credit.amount);
  const inserted = await tx
    .insertInto("booking_payments")
    .values({
      booking_id: bookingId,
      method: credit.method,
      amount: credit.amount,
      currency: row.currency,
      received_on: credit.receivedOn,
      reference: credit.reference,
      note: credit.note,
      flag,
      submission_key: credit.key,
      recorded_by_id: credit.by?.id ?? null,
      recorded_by_email: credit.by?.email ?? null,
      attempt_id: credit.attemptId ?? null,
      created_at: at,
    })
    // Two processes with the same key at once: the unique key lets one insert; the other reads it back.
    .onConflict((oc) => oc.column("submission_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) {
    const first = await tx.selectFrom("booking_payments").select(["id", "flag"]).where("submission_key", "=", credit.key).executeTakeFirstOrThrow();
    return { ok: true, credited: false, paymentId: first.id, flag: first.flag as PaymentFlag | null, state: row.state as BookingState, paidBefore };
  }
  const from = row.state as BookingState;
  const state = stateForMoney(from, { total, schedule }, paidBefore + credit.amount);
  if (state !== from) await tx.updateTable("bookings").set({ state, updated_at: at }).where("id", "=", bookingId).execute();
  await deps.audit.record(tx, {
    actor: credit.by,
    ip: credit.ip,
    action: credit.action,
    entityType: "booking",
    entityId: bookingId,
    before: { state: from, paid: paidBefore },
    after: {
      state,
      paid: paidBefore + credit.amount,
      payment_id: inserted.id,
      method: credit.method,
      amount: credit.amount,
      currency: row.currency,
      received_on: credit.receivedOn,
      flag,
      ...credit.auditExtra,
    },
  });
  // Its numbered receipt and the email with it, in the same transaction (decision 0053): a payment
  // is never credited without its receipt, nor a receipt made for money not credited.
  await deps.receipts?.issueReceipt(tx, inserted.id);
  return { ok: true, credited: true, paymentId: inserted.id, flag, state, paidBefore };
}
