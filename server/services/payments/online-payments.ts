/**
 * Online payments of bookings (issue 26 items 3-4, decision 0050): a traveller's M-Pesa prompt or
 * card checkout, the providers' notifications, and the reconciliation of what never called back.
 *
 * The money rules, in the order a payment meets them:
 * - The server decides the amount (what is due next on the booking); the browser never sends one.
 * - One open prompt per booking: a second tap within the prompt's life gets the first one back.
 * - The attempt is written before the provider is called, so a process killed between the
 *   provider's answer and our write leaves a row the reconciliation finds.
 * - A notification is a hint. Money is credited only on the provider's own status answer, under
 *   the transaction's unique key, so a replay, a duplicate, two processes or the reconciliation
 *   racing a late callback credit it once (server/services/bookings/credit.ts).
 * - A provider that is down or slow leaves the attempt to be asked about again later, never lost.
 */
import { randomBytes } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import { amountDueNext, bookingReference, parseBookingReference } from "#domain/bookings/booking.ts";
import { maskPhone, type AttemptView } from "#domain/payments/attempt.ts";
import { FAILURE_REASONS, MPESA_MAX_PAYMENT, PAY_REFUSAL_WORDS, type AttemptState, type FailureReason, type PaymentProviderId, type PayRefusal } from "#domain/payments/outcomes.ts";
import { officeDate } from "#domain/quotes/versions.ts";
import type { Currency } from "#domain/rates/types.ts";
import { log } from "../../log.ts";
import { ProviderUnavailable, type PaymentProvider, type PaymentStatus } from "../../payments/provider.ts";
import type { AuditLog } from "../audit-log.ts";
import type { BookingsService } from "../bookings/bookings.ts";
import { creditPayment } from "../bookings/credit.ts";
import type { CardRefundRequest } from "../bookings/card-refund-hook.ts";
import type { ReceiptIssuer } from "../bookings/receipts.ts";
import type { DB, PaymentAttempts } from "../../db/generated-types.ts";

type AttemptRow = Selectable<PaymentAttempts>;

/** A prompt stays open on the phone for about a minute; a tap within this gets the same prompt back. */
export const PROMPT_LIFE_MS = 90_000;
/** A checkout page left open this long is not reused: a new tap makes a new order. */
const CHECKOUT_REUSE_MS = 30 * 60_000;
/** After this, an attempt nobody confirmed is given up (expired) and left to staff. */
export const GIVE_UP_AFTER_MS = 24 * 3_600_000;
/** When to ask a provider again about an open attempt: a minute, then less and less often. */
const CHECK_DELAYS_MS = [60_000, 60_000, 120_000, 300_000, 600_000, 1_800_000, 3_600_000];
/** A claim older than this belonged to a process that died; another takes it up. */
const CLAIM_LEASE_MS = 120_000;
/** While the page polls, it asks the provider at most this often per attempt. */
const POLL_CHECK_MS = 5_000;

/**
 * The URLs a provider is given, on the site's public origin (PUBLIC_URL in production; the
 * request's own origin on a laptop). Notifications carry the callback secret in their path.
 */
export function paymentUrls(origin: string, secret: string) {
  return {
    notify: (provider: PaymentProviderId) => `${origin}/payments/notify/${secret}/${provider === "mpesa" ? "prompt" : "checkout"}`,
    paybillConfirmation: () => `${origin}/payments/notify/${secret}/paybill/confirmation`,
    paybillValidation: () => `${origin}/payments/notify/${secret}/paybill/validation`,
    returnTo: (token: string, attemptReference: string) => `${origin}/bookings/${token}?attempt=${attemptReference}`,
  };
}

export interface PaymentOffer {
  /** What is due next (deposit or the rest), integer minor units; 0 when nothing is. */
  amountDue: number;
  currency: Currency;
  mpesa: boolean;
  /** M-Pesa would be offered but the amount is above what one M-Pesa payment may be. */
  mpesaOverLimit: boolean;
  card: boolean;
  /** Paying into the paybill by hand: its number and the account to type (the booking reference). */
  paybill: { number: string; account: string } | null;
  /** The attempt the page is following, if any. */
  attempt: AttemptView | null;
}

/** A refusal carries its English (`errors`, as it always did) and its code (`refusal`, decision 0080). */
export type StartAnswer = { ok: true; attempt: AttemptView } | { ok: false; status: number; errors: Record<string, string>; refusal: PayRefusal };

export interface PaybillPayment {
  transactionId: string;
  /** Integer minor units (KES). */
  amount: number;
  account: string;
  payer: string;
  paidAt: string;
}

export interface OnlinePaymentsDeps {
  providers: Partial<Record<PaymentProviderId, PaymentProvider>>;
  /** The paybill number travellers may pay into by hand (C2B); null when none is configured. */
  paybillNumber: string | null;
  bookings: BookingsService;
  /** Numbers the receipt of each payment credited, in its transaction (decision 0053). */
  receipts?: ReceiptIssuer;
  audit: AuditLog;
  dialect: "sqlite" | "postgres";
  /** The secret every notification URL carries (server/payments/callback-secret.ts). */
  callbackSecret: string;
  /** Validates a typed phone number into 2547XXXXXXXX / 2541XXXXXXXX, or null. */
  kenyanMobile(input: string): string | null;
  now?: () => Date;
}

const newReference = (): string => `PA-${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;
const isFailure = (v: unknown): v is FailureReason => typeof v === "string" && (FAILURE_REASONS as readonly string[]).includes(v);

export class OnlinePayments {
  constructor(
    private db: Kysely<DB>,
    private deps: OnlinePaymentsDeps,
  ) {}

  private now = () => (this.deps.now ?? (() => new Date()))();

  /** The providers this deployment has. */
  configured(): PaymentProviderId[] {
    return (Object.keys(this.deps.providers) as PaymentProviderId[]).filter((id) => this.deps.providers[id]);
  }

  /** Which ways to pay the booking page offers, and the attempt it follows. */
  async offer(token: string, attemptReference?: string | null): Promise<PaymentOffer | null> {
    const booking = await this.deps.bookings.byToken(token);
    if (!booking) return null;
    const open = booking.state !== "cancelled" && booking.state !== "travelled";
    const amountDue = open ? amountDueNext(booking, booking.paid) : 0;
    const mpesa = Boolean(this.deps.providers.mpesa) && booking.currency === "KES";
    const overLimit = amountDue > MPESA_MAX_PAYMENT;
    const attempt = attemptReference ? await this.follow(booking.id, attemptReference) : null;
    return {
      amountDue,
      currency: booking.currency,
      mpesa: mpesa && amountDue > 0 && !overLimit,
      mpesaOverLimit: mpesa && overLimit,
      card: Boolean(this.deps.providers.pesapal) && amountDue > 0,
      paybill: this.deps.paybillNumber && booking.currency === "KES" && amountDue > 0 && !overLimit ? { number: this.deps.paybillNumber, account: booking.reference } : null,
      attempt,
    };
  }

  /**
   * The attempt a page follows, by its reference, within its own booking only. While it is open and
   * the provider has not been asked for a few seconds, asks now: the page shows the payment when it
   * lands even when the provider's callback is slow or never comes.
   */
  async follow(bookingId: number, reference: string): Promise<AttemptView | null> {
    if (typeof reference !== "string" || !/^PA-[A-Za-z0-9]{16}$/.test(reference)) return null;
    let row = await this.db.selectFrom("payment_attempts").selectAll().where("merchant_reference", "=", reference).where("booking_id", "=", bookingId).executeTakeFirst();
    if (!row) return null;
    if (row.state === "pending" && row.provider_reference && this.now().getTime() - Date.parse(row.updated_at) >= POLL_CHECK_MS) {
      await this.confirm(row.id);
      row = (await this.db.selectFrom("payment_attempts").selectAll().where("id", "=", row.id).executeTakeFirst()) ?? row;
    }
    return view(row);
  }

  /** Sends an M-Pesa prompt for what is due now to the phone typed. */
  async startPrompt(token: string, phoneInput: unknown, origin: string): Promise<StartAnswer> {
    const provider = this.deps.providers.mpesa;
    const phone = this.deps.kenyanMobile(String(phoneInput ?? ""));
    if (!phone) return { ok: false, status: 400, errors: { phone: PAY_REFUSAL_WORDS.phone }, refusal: "phone" };
    return this.start(token, "mpesa", provider, { phone }, origin);
  }

  /** Opens a card checkout (Pesapal) for what is due now. */
  async startCheckout(token: string, origin: string): Promise<StartAnswer> {
    return this.start(token, "pesapal", this.deps.providers.pesapal, {}, origin);
  }

  private async start(token: string, id: PaymentProviderId, provider: PaymentProvider | undefined, extra: { phone?: string }, origin: string): Promise<StartAnswer> {
    const booking = await this.deps.bookings.byToken(token);
    if (!booking) return { ok: false, status: 404, errors: { form: PAY_REFUSAL_WORDS.unknown_booking }, refusal: "unknown_booking" };
    if (!provider || !provider.currencies.includes(booking.currency)) return { ok: false, status: 409, errors: { form: PAY_REFUSAL_WORDS.not_offered }, refusal: "not_offered" };
    if (booking.state === "cancelled" || booking.state === "travelled") return { ok: false, status: 409, errors: { form: PAY_REFUSAL_WORDS.closed }, refusal: "closed" };
    const amount = amountDueNext(booking, booking.paid);
    if (amount <= 0) return { ok: false, status: 409, errors: { form: PAY_REFUSAL_WORDS.nothing_due }, refusal: "nothing_due" };
    if (id === "mpesa" && amount > MPESA_MAX_PAYMENT) return { ok: false, status: 409, errors: { form: PAY_REFUSAL_WORDS.over_limit }, refusal: "over_limit" };

    // An open attempt may have ended on the phone or the card page without a word to us yet (a
    // cancelled prompt whose callback is late): ask before handing it back as "still open".
    const reuseWindow = provider.flow === "prompt" ? PROMPT_LIFE_MS : CHECKOUT_REUSE_MS;
    const lastOpen = await this.db
      .selectFrom("payment_attempts")
      .selectAll()
      .where("booking_id", "=", booking.id)
      .where("provider", "=", id)
      .where("state", "=", "pending")
      .where("created_at", ">=", new Date(this.now().getTime() - reuseWindow).toISOString())
      .orderBy("id", "desc")
      .executeTakeFirst();
    if (lastOpen) {
      const asked = await this.confirm(lastOpen.id);
      if (asked?.state === "succeeded") return { ok: true, attempt: view(asked) };
    }

    const now = this.now();
    const at = now.toISOString();
    const reference = newReference();
    // One open attempt per booking and provider: the booking's row is locked (PostgreSQL) while we
    // look for one, so two taps at once, in one process or two, find the same attempt.
    const claimed = await this.db.transaction().execute(async (tx) => {
      const lock = tx.selectFrom("bookings").select("id").where("id", "=", booking.id);
      await (this.deps.dialect === "postgres" ? lock.forUpdate() : lock).executeTakeFirst();
      const reuseSince = new Date(now.getTime() - reuseWindow).toISOString();
      const open = await tx
        .selectFrom("payment_attempts")
        .selectAll()
        .where("booking_id", "=", booking.id)
        .where("provider", "=", id)
        .where("state", "in", ["starting", "pending"])
        .where("created_at", ">=", reuseSince)
        .where("amount", "=", amount)
        .orderBy("id", "desc")
        .executeTakeFirst();
      if (open) return { row: open, fresh: false };
      const row = await tx
        .insertInto("payment_attempts")
        .values({
          booking_id: booking.id,
          provider: id,
          merchant_reference: reference,
          amount,
          currency: booking.currency,
          phone_hint: extra.phone ? maskPhone(extra.phone) : null,
          state: "starting",
          // Not answered within the lease: the reconciliation looks at it.
          next_check_at: new Date(now.getTime() + CHECK_DELAYS_MS[0]!).toISOString(),
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { row, fresh: true };
    });
    if (!claimed.fresh) return { ok: true, attempt: view(claimed.row) };

    // The hosted checkout wants a way to reach the payer: the email and phone of the inquiry.
    const contact = await this.db.selectFrom("inquiries").select(["email", "phone"]).where("id", "=", booking.inquiryId).executeTakeFirst();
    const names = booking.document.travellerName.trim().split(/\s+/);
    let started;
    try {
      started = await provider.start({
        merchantReference: reference,
        amount,
        currency: booking.currency,
        description: `${booking.reference} ${booking.paid >= booking.schedule.deposit.amount ? "balance" : "deposit"}`,
        accountReference: booking.reference,
        phone: extra.phone,
        payer: { email: contact?.email ?? undefined, phone: contact?.phone ?? undefined, firstName: names[0], lastName: names.slice(1).join(" ") || undefined },
        notifyUrl: paymentUrls(origin, this.deps.callbackSecret).notify(id),
        returnUrl: paymentUrls(origin, this.deps.callbackSecret).returnTo(token, reference),
      });
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) log.error(`payment start with ${id} failed unexpectedly`, error);
      // Nothing known to have started. If it did (a slow answer we gave up on), its callback finds no
      // attempt and goes to the staff queue once the provider confirms it.
      const row = await this.settle(claimed.row.id, { state: "unavailable", detail: String((error as Error)?.message ?? error).slice(0, 300) });
      return { ok: true, attempt: view(row) };
    }
    if (started.kind === "refused") {
      const row = await this.settle(claimed.row.id, { state: "failed", failure_reason: "declined", detail: started.message.slice(0, 300) });
      return { ok: true, attempt: view(row) };
    }
    const row = await this.db
      .updateTable("payment_attempts")
      .set({
        state: "pending",
        provider_reference: started.providerReference,
        redirect_url: started.kind === "redirect" ? started.redirectUrl : null,
        next_check_at: new Date(this.now().getTime() + CHECK_DELAYS_MS[0]!).toISOString(),
        updated_at: this.now().toISOString(),
      })
      .where("id", "=", claimed.row.id)
      // A notification that outran this write has already moved the attempt on: keep its state.
      .where("state", "=", "starting")
      .returningAll()
      .executeTakeFirst();
    return { ok: true, attempt: view(row ?? (await this.attemptRow(claimed.row.id))!) };
  }

  private attemptRow(id: number) {
    return this.db.selectFrom("payment_attempts").selectAll().where("id", "=", id).executeTakeFirst();
  }

  private async settle(id: number, set: Partial<Pick<AttemptRow, "state" | "failure_reason" | "detail" | "next_check_at" | "payment_id">>): Promise<AttemptRow> {
    return this.db
      .updateTable("payment_attempts")
      .set({ next_check_at: null, ...set, claimed_by: null, claimed_at: null, updated_at: this.now().toISOString() })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * Asks the provider what became of an attempt and acts on the answer: credits it once when paid,
   * records why when it failed, and asks again later when it is still open or the provider is away.
   */
  async confirm(attemptId: number): Promise<AttemptRow | null> {
    const row = await this.attemptRow(attemptId);
    if (!row || !row.provider_reference) return row ?? null;
    if (row.state === "succeeded") return row;
    const provider = this.deps.providers[row.provider as PaymentProviderId];
    // The provider's settings were removed since: ask again later, and give it up after a day.
    if (!provider) return this.later(row);
    let status: PaymentStatus;
    try {
      status = await provider.status(row.provider_reference, { amount: Number(row.amount), currency: row.currency as Currency });
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) log.error(`payment status check of ${row.merchant_reference} failed unexpectedly`, error);
      return this.later(row);
    }
    if (status.state === "pending") return this.later(row);
    if (status.state === "failed") {
      // A failed answer never undoes money: an attempt already credited stays credited.
      return (
        (await this.db
          .updateTable("payment_attempts")
          .set({ state: "failed", failure_reason: status.reason, detail: status.detail.slice(0, 300), next_check_at: null, claimed_by: null, claimed_at: null, updated_at: this.now().toISOString() })
          .where("id", "=", row.id)
          .where("state", "!=", "succeeded")
          .returningAll()
          .executeTakeFirst()) ?? (await this.attemptRow(row.id))!
      );
    }
    return this.creditAttempt(row, status);
  }

  private async later(row: AttemptRow): Promise<AttemptRow> {
    const age = this.now().getTime() - Date.parse(row.created_at);
    if (age >= GIVE_UP_AFTER_MS) return this.settle(row.id, { state: "expired", detail: "No confirmation from the provider within a day." });
    const delay = CHECK_DELAYS_MS[Math.min(row.checks, CHECK_DELAYS_MS.length - 1)]!;
    const next = await this.db
      .updateTable("payment_attempts")
      .set((eb) => ({
        next_check_at: new Date(this.now().getTime() + delay).toISOString(),
        checks: eb("checks", "+", 1),
        claimed_by: null,
        claimed_at: null,
        updated_at: this.now().toISOString(),
      }))
      .where("id", "=", row.id)
      .where("state", "in", ["starting", "pending"])
      .returningAll()
      .executeTakeFirst();
    return next ?? (await this.attemptRow(row.id))!;
  }

  private async creditAttempt(row: AttemptRow, paid: Extract<PaymentStatus, { state: "succeeded" }>): Promise<AttemptRow> {
    const at = this.now().toISOString();
    const method = row.provider === "mpesa" ? "mpesa" : "card";
    const receipt = paid.transactionId ?? row.receipt_hint ?? "";
    const settled = await this.db.transaction().execute(async (tx) => {
      const outcome = await creditPayment(
        tx,
        this.deps,
        row.booking_id,
        {
          method,
          amount: paid.amount,
          currency: paid.currency,
          receivedOn: officeDate(this.now()),
          reference: receipt || row.provider_reference!,
          note: paid.method ? `Paid by ${paid.method}` : "",
          key: `${row.provider}:${row.provider_reference}`,
          attemptId: row.id,
          by: null,
          ip: null,
          action: "booking.payment_received",
          auditExtra: { provider: row.provider, attempt: row.merchant_reference, provider_reference: row.provider_reference, transaction: receipt || null },
        },
        at,
      );
      if (!outcome.ok) {
        // Confirmed money the booking cannot take (cancelled meanwhile, another currency): it is
        // kept for staff in the unmatched queue, never dropped.
        await this.queueUnmatched(tx, {
          provider: row.provider,
          key: `${row.provider}:${row.provider_reference}`,
          transactionId: receipt || row.provider_reference!,
          amount: paid.amount,
          currency: paid.currency,
          account: bookingReference(row.booking_id),
          payer: row.phone_hint ?? "",
          paidAt: at,
        });
        return (await tx
          .updateTable("payment_attempts")
          .set({ state: "succeeded", detail: `Paid, but the booking could not take it (${outcome.reason}): in the unmatched queue.`, next_check_at: null, claimed_by: null, claimed_at: null, updated_at: at })
          .where("id", "=", row.id)
          .returningAll()
          .executeTakeFirstOrThrow()) as AttemptRow;
      }
      return (await tx
        .updateTable("payment_attempts")
        .set({ state: "succeeded", payment_id: outcome.paymentId, failure_reason: null, next_check_at: null, claimed_by: null, claimed_at: null, updated_at: at })
        .where("id", "=", row.id)
        .returningAll()
        .executeTakeFirstOrThrow()) as AttemptRow;
    });
    this.deps.receipts?.committed();
    return settled;
  }

  private async queueUnmatched(
    exec: Kysely<DB> | Transaction<DB>,
    p: { provider: string; key: string; transactionId: string; amount: number; currency: string; account: string; payer: string; paidAt: string },
  ): Promise<void> {
    await exec
      .insertInto("unmatched_payments")
      .values({
        provider: p.provider,
        transaction_key: p.key,
        transaction_id: p.transactionId.slice(0, 100),
        amount: p.amount,
        currency: p.currency,
        account: p.account.slice(0, 100),
        payer: p.payer.slice(0, 200),
        paid_at: p.paidAt,
        created_at: this.now().toISOString(),
      })
      .onConflict((oc) => oc.column("transaction_key").doNothing())
      .execute();
  }

  /**
   * An STK callback (a hint). Keeps the receipt number it carries for the receipt, then asks the
   * provider. A confirmed push we have no attempt for (the process died before writing the
   * provider's reference) goes to the staff queue with the callback's amount, for staff to match.
   */
  async promptCallback(hint: { checkoutRequestId: string; resultCode: number; receipt: string | null; amount: number | null; phone: string | null }): Promise<void> {
    const row = await this.db.selectFrom("payment_attempts").selectAll().where("provider", "=", "mpesa").where("provider_reference", "=", hint.checkoutRequestId).executeTakeFirst();
    if (!row) {
      if (hint.resultCode !== 0 || !hint.amount) return;
      const provider = this.deps.providers.mpesa;
      if (!provider) return;
      const status = await provider.status(hint.checkoutRequestId, { amount: hint.amount, currency: "KES" }).catch(() => null);
      if (status?.state !== "succeeded") return;
      await this.queueUnmatched(this.db, {
        provider: "mpesa",
        key: `mpesa:${hint.checkoutRequestId}`,
        transactionId: hint.receipt ?? hint.checkoutRequestId,
        amount: hint.amount,
        currency: "KES",
        account: "(M-Pesa prompt with no attempt here)",
        payer: hint.phone ? maskPhone(hint.phone) : "",
        paidAt: this.now().toISOString(),
      });
      return;
    }
    if (hint.receipt && !row.receipt_hint) {
      await this.db.updateTable("payment_attempts").set({ receipt_hint: hint.receipt.slice(0, 40) }).where("id", "=", row.id).execute();
    }
    await this.confirm(row.id);
  }

  /**
   * A checkout notification or the traveller's return (a hint). Finds the attempt by our reference
   * too, so an attempt whose provider reference was never written (a crash) is completed from it.
   */
  async checkoutNotified(hint: { trackingId: string; merchantReference: string }): Promise<AttemptView | null> {
    let row = await this.db.selectFrom("payment_attempts").selectAll().where("provider", "=", "pesapal").where("merchant_reference", "=", hint.merchantReference).executeTakeFirst();
    if (!row) return null;
    if (!row.provider_reference) {
      row = (await this.db
        .updateTable("payment_attempts")
        .set({ provider_reference: hint.trackingId, state: "pending", updated_at: this.now().toISOString() })
        .where("id", "=", row.id)
        .where("provider_reference", "is", null)
        .returningAll()
        .executeTakeFirst()) ?? (await this.attemptRow(row.id))!;
    }
    if (row.provider_reference !== hint.trackingId) return view(row);
    const confirmed = await this.confirm(row.id);
    return confirmed ? view(confirmed) : null;
  }

  /**
   * A paybill payment confirmed by Daraja's C2B confirmation call. Matched to its booking by the
   * account typed ("BK-00042", "bk42"); anything else (no such booking, cancelled, another
   * currency) waits for staff in the unmatched queue. Never refused: the money has already moved.
   */
  async paybillConfirmed(p: PaybillPayment): Promise<"credited" | "already" | "queued"> {
    const key = `mpesa-c2b:${p.transactionId}`;
    const id = parseBookingReference(p.account);
    const at = this.now().toISOString();
    const outcome = await this.db.transaction().execute(async (tx): Promise<"credited" | "already" | "queued"> => {
      if (id !== null) {
        const outcome = await creditPayment(
          tx,
          this.deps,
          id,
          {
            method: "mpesa",
            amount: p.amount,
            currency: "KES",
            receivedOn: officeDate(new Date(p.paidAt)),
            reference: p.transactionId,
            note: "Paybill",
            key,
            by: null,
            ip: null,
            action: "booking.payment_received",
            auditExtra: { provider: "mpesa", channel: "paybill", transaction: p.transactionId },
          },
          at,
        );
        if (outcome.ok) return outcome.credited ? "credited" : "already";
      }
      const existing = await tx.selectFrom("unmatched_payments").select("id").where("transaction_key", "=", key).executeTakeFirst();
      if (existing) return "already";
      await this.queueUnmatched(tx, { provider: "mpesa", key, transactionId: p.transactionId, amount: p.amount, currency: "KES", account: p.account, payer: p.payer, paidAt: p.paidAt });
      return "queued";
    });
    if (outcome === "credited") this.deps.receipts?.committed();
    return outcome;
  }

  /** Staff match a queued payment to a booking: credited once, audited, taken off the queue. */
  async matchUnmatched(
    unmatchedId: number,
    bookingText: string,
    by: { actor: { id: string; email: string }; ip: string | null },
  ): Promise<{ ok: true; bookingId: number } | { ok: false; status: number; errors: Record<string, string> }> {
    const bookingId = parseBookingReference(String(bookingText ?? ""));
    if (bookingId === null) return { ok: false, status: 400, errors: { booking: "Enter a booking reference, like BK-00042." } };
    const at = this.now().toISOString();
    type MatchAnswer = { ok: true; bookingId: number } | { ok: false; status: number; errors: Record<string, string> };
    const answer = await this.db.transaction().execute(async (tx): Promise<MatchAnswer> => {
      const find = tx.selectFrom("unmatched_payments").selectAll().where("id", "=", unmatchedId);
      const item = await (this.deps.dialect === "postgres" ? find.forUpdate() : find).executeTakeFirst();
      if (!item) return { ok: false, status: 404, errors: { form: "There is no such payment in the queue." } };
      if (item.resolved_at) return { ok: false, status: 409, errors: { form: `This payment was already matched by ${item.resolved_by_email ?? "someone"}.` } };
      const outcome = await creditPayment(
        tx,
        this.deps,
        bookingId,
        {
          method: item.provider === "pesapal" ? "card" : "mpesa",
          amount: Number(item.amount),
          currency: item.currency,
          receivedOn: officeDate(new Date(item.paid_at)),
          reference: item.transaction_id,
          note: `Matched by hand (account typed: ${item.account})`,
          key: item.transaction_key,
          by: by.actor,
          ip: by.ip,
          action: "booking.payment_matched",
          auditExtra: { provider: item.provider, transaction: item.transaction_id, unmatched_id: item.id },
        },
        at,
      );
      if (!outcome.ok) {
        const words: Record<string, string> = {
          no_booking: "There is no such booking.",
          cancelled: "That booking is cancelled: it takes no payments.",
          currency: `That booking is not in ${item.currency}.`,
          other_booking: "This payment is already credited to another booking.",
        };
        return { ok: false, status: outcome.reason === "no_booking" ? 404 : 409, errors: { booking: words[outcome.reason] ?? "This booking cannot take the payment." } };
      }
      await tx.updateTable("unmatched_payments").set({ booking_id: bookingId, payment_id: outcome.paymentId, resolved_by_email: by.actor.email, resolved_at: at }).where("id", "=", item.id).execute();
      return { ok: true, bookingId };
    });
    if (answer.ok) this.deps.receipts?.committed();
    return answer;
  }

  /**
   * One pass of the reconciliation: claims attempts due to be asked about (in this process only;
   * a claim is a conditional update, so two processes never ask about one attempt at once) and
   * asks the provider about each. Attempts stuck in "starting" (a process died before the
   * provider answered, or the provider's answer was lost) are given up after the prompt's life.
   */
  async reconcile(workerId: string, limit = 20): Promise<number> {
    const now = this.now();
    const at = now.toISOString();
    const staleClaim = new Date(now.getTime() - CLAIM_LEASE_MS).toISOString();
    const due = await this.db
      .selectFrom("payment_attempts")
      .select(["id", "claimed_at"])
      .where("state", "in", ["starting", "pending"])
      .where("next_check_at", "<=", at)
      .where((eb) => eb.or([eb("claimed_by", "is", null), eb("claimed_at", "<", staleClaim)]))
      .orderBy("next_check_at")
      .limit(limit)
      .execute();
    let handled = 0;
    for (const candidate of due) {
      const claimed = await this.db
        .updateTable("payment_attempts")
        .set({ claimed_by: workerId, claimed_at: at })
        .where("id", "=", candidate.id)
        .where((eb) => (candidate.claimed_at === null ? eb("claimed_by", "is", null) : eb("claimed_at", "=", candidate.claimed_at)))
        .where("state", "in", ["starting", "pending"])
        .returningAll()
        .executeTakeFirst();
      if (!claimed) continue;
      handled++;
      if (!claimed.provider_reference) {
        // No provider reference: we cannot ask. Past the prompt's life it is over; money for it, if any
        // moved, reaches the staff queue through the provider's callback.
        if (now.getTime() - Date.parse(claimed.created_at) > PROMPT_LIFE_MS) {
          await this.settle(claimed.id, { state: "expired", detail: "The provider's answer never reached us." });
        } else {
          await this.later(claimed);
        }
        continue;
      }
      try {
        await this.confirm(claimed.id);
      } catch (error) {
        log.error(`payment reconciliation of ${claimed.merchant_reference} failed`, error);
        await this.later(claimed).catch(() => undefined);
      }
    }
    return handled;
  }

  /**
   * Asks the card provider to refund a recorded card refund (the cancellation's hook, decision
   * 0054): against the latest card payment of the booking that covers the amount, by its
   * confirmation code. False (refund it by hand) when no provider, no such payment, or a refusal.
   */
  async refundCard(refund: CardRefundRequest): Promise<boolean> {
    const provider = this.deps.providers.pesapal;
    if (!provider?.refund) return false;
    const payment = await this.db
      .selectFrom("booking_payments")
      .innerJoin("payment_attempts", "payment_attempts.id", "booking_payments.attempt_id")
      .select(["booking_payments.reference", "booking_payments.amount", "payment_attempts.provider_reference"])
      .where("booking_payments.booking_id", "=", refund.bookingId)
      .where("booking_payments.method", "=", "card")
      .where("payment_attempts.provider", "=", "pesapal")
      .where("booking_payments.amount", ">=", refund.amount)
      .orderBy("booking_payments.id", "desc")
      .executeTakeFirst();
    if (!payment?.provider_reference) return false;
    try {
      const answer = await provider.refund({
        providerReference: payment.provider_reference,
        transactionId: payment.reference,
        amount: refund.amount,
        currency: refund.currency,
        requestedBy: refund.requestedByEmail,
        remarks: `Refund ${refund.refundId} of ${refund.bookingReference}: ${refund.note || "cancellation"}`.slice(0, 200),
      });
      return answer.accepted;
    } catch (error) {
      log.warn(`card refund ${refund.refundId} of ${refund.bookingReference} was not requested from the provider`, error);
      return false;
    }
  }

  /** For the console's payments page: attempts still open or failed lately, and the unmatched queue. */
  async overview(): Promise<{
    attempts: Array<AttemptView & { bookingId: number; bookingReference: string; detail: string | null; createdAt: string }>;
    unmatched: Array<{ id: number; provider: string; transactionId: string; amount: number; currency: string; account: string; payer: string; paidAt: string }>;
  }> {
    const since = new Date(this.now().getTime() - 14 * 86_400_000).toISOString();
    const rows = await this.db
      .selectFrom("payment_attempts")
      .selectAll()
      .where((eb) => eb.or([eb("state", "in", ["starting", "pending", "expired"]), eb.and([eb("state", "in", ["failed", "unavailable"]), eb("created_at", ">=", since)])]))
      .orderBy("id", "desc")
      .limit(200)
      .execute();
    const unmatched = await this.db.selectFrom("unmatched_payments").selectAll().where("resolved_at", "is", null).orderBy("id").limit(200).execute();
    return {
      attempts: rows.map((r) => ({ ...view(r), bookingId: r.booking_id, bookingReference: bookingReference(r.booking_id), detail: r.detail, createdAt: r.created_at })),
      unmatched: unmatched.map((u) => ({ id: u.id, provider: u.provider, transactionId: u.transaction_id, amount: Number(u.amount), currency: u.currency, account: u.account, payer: u.payer, paidAt: u.paid_at })),
    };
  }
}

function view(row: AttemptRow): AttemptView {
  return {
    reference: row.merchant_reference,
    provider: row.provider as PaymentProviderId,
    state: row.state as AttemptState,
    amount: Number(row.amount),
    currency: row.currency,
    phoneHint: row.phone_hint,
    failure: isFailure(row.failure_reason) ? row.failure_reason : null,
    redirectUrl: row.state === "pending" ? row.redirect_url : null,
  };
}
