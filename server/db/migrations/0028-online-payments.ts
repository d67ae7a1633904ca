import type { Migration } from "./helpers.ts";
import { withId } from "./helpers.ts";

/**
 * Online payments (issue 26 items 3-4, decision 0050).
 *
 * `payment_attempts`: one row per prompt or checkout we ask a provider for. It is written BEFORE the
 * provider is called (state "starting"), so a process killed between the provider's answer and our
 * write leaves a row the reconciliation finds. `merchant_reference` is ours (unique); the
 * provider's reference (an STK CheckoutRequestID, a Pesapal OrderTrackingId) is unique too, so a
 * callback finds exactly one attempt. The reconciliation claims due rows as the outbox does
 * (claimed_by / claimed_at, a lease).
 *
 * `unmatched_payments`: paybill (C2B) payments whose account matches no booking, and confirmed
 * pushes nobody asked for here, waiting for staff to match them. One row per provider transaction.
 *
 * `booking_payments.attempt_id`: which attempt a credited payment came from. Credit-once rests on
 * the unique `submission_key`, which for provider money is the provider's transaction key
 * ("mpesa:<CheckoutRequestID>", "mpesa-c2b:<TransID>", "pesapal:<OrderTrackingId>").
 */
export const onlinePayments: Migration = {
  async up(db, dialect) {
    await withId(db.schema.createTable("payment_attempts"), dialect)
      .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id"))
      .addColumn("provider", "text", (c) => c.notNull())
      .addColumn("merchant_reference", "text", (c) => c.notNull().unique())
      .addColumn("provider_reference", "text", (c) => c.unique())
      .addColumn("amount", "bigint", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      // The phone a prompt went to, masked ("0712•••678"): enough to tell the traveller, nothing more.
      .addColumn("phone_hint", "text")
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("failure_reason", "text")
      .addColumn("detail", "text")
      .addColumn("redirect_url", "text")
      // What a callback said before the provider confirmed it (an M-Pesa receipt number): a hint.
      .addColumn("receipt_hint", "text")
      .addColumn("payment_id", "integer")
      .addColumn("next_check_at", "text")
      .addColumn("checks", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("claimed_by", "text")
      .addColumn("claimed_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("payment_attempts_due").on("payment_attempts").columns(["state", "next_check_at"]).execute();
    await db.schema.createIndex("payment_attempts_booking").on("payment_attempts").columns(["booking_id", "state"]).execute();

    await withId(db.schema.createTable("unmatched_payments"), dialect)
      .addColumn("provider", "text", (c) => c.notNull())
      .addColumn("transaction_key", "text", (c) => c.notNull().unique())
      .addColumn("transaction_id", "text", (c) => c.notNull())
      .addColumn("amount", "bigint", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      // What the payer typed as the account (a paybill's BillRefNumber), as sent.
      .addColumn("account", "text", (c) => c.notNull())
      .addColumn("payer", "text", (c) => c.notNull())
      .addColumn("paid_at", "text", (c) => c.notNull())
      .addColumn("booking_id", "integer")
      .addColumn("payment_id", "integer")
      .addColumn("resolved_by_email", "text")
      .addColumn("resolved_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("unmatched_payments_open").on("unmatched_payments").columns(["resolved_at", "created_at"]).execute();

    await db.schema.alterTable("booking_payments").addColumn("attempt_id", "integer").execute();
  },
};
