/**
 * A booking's travellers, its hand state changes, its cancellation and its refunds (issue 26 items
 * 2, 7 and 8, decision 0054). Each change is one transaction with its audit entry; on PostgreSQL
 * the booking's row is locked (FOR UPDATE) while it is changed, as recordPayment does, so a
 * payment and a cancellation, or two refunds, are carried out one after the other.
 *
 * Travellers' details are personal data: audit entries name the places and fields that changed,
 * never their values, and an inquiry's erasure deletes them (erase.ts).
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { bookingReference, BOOKING_STATE_LABELS, isBookingState, stateForMoney, type BookingDocument, type BookingState } from "#domain/bookings/booking.ts";
import { cancellationRefund, handStateTargets, MAX_REASON, REFUND_METHODS, type BookingCancellation, type BookingRefund, type RefundFigures, type RefundMethod } from "#domain/bookings/cancellation.ts";
import type { BookingHistoryEntry, CancellationNotice, FormAnswer, ManifestDay } from "#domain/bookings/desk-context.ts";
import { changedFields, readTravellerForm, travellerPlaces, type TravellerDetails, type TravellerPlace } from "#domain/bookings/travellers.ts";
import { officeDate } from "#domain/quotes/versions.ts";
import { addDays, daysBetween, isIsoDate } from "#domain/rates/dates.ts";
import { formatAmount, parseMajor } from "#domain/rates/money.ts";
import type { Currency } from "#domain/rates/types.ts";
import { wellFormed } from "#domain/well-formed-text.ts";
import type { AuditLog } from "../audit-log.ts";
import type { BookingActor } from "./bookings.ts";
import { requestCardRefund, type CardRefundHook } from "./card-refund-hook.ts";
import { paidOn } from "./make-booking.ts";
import type { DB } from "../../db/generated-types.ts";

type Exec = Kysely<DB> | Transaction<DB>;

/** Who saves travellers: a staff member, or the traveller through their link (no account; not named). */
export type TravellerSaver = BookingActor | { actor: null; ip: null };

const KEY = /^[0-9a-f-]{36}$/;
const FORM_EXPIRED = "This form is out of date. Reload the page and send it again.";
const MAX_REFERENCE = 120;
const MAX_NOTE = 1000;
/** The manifest's default window: from today, this many days ahead ("the coming weeks"). */
export const MANIFEST_DEFAULT_DAYS = 42;
const MANIFEST_MAX_DAYS = 366;

const TRAVELLER_COLUMNS = ["position", "full_name", "date_of_birth", "nationality", "passport_number", "passport_expiry", "dietary", "medical"] as const;

function detailsOf(r: { full_name: string; date_of_birth: string; nationality: string; passport_number: string; passport_expiry: string; dietary: string; medical: string }): TravellerDetails {
  return { fullName: r.full_name, dateOfBirth: r.date_of_birth, nationality: r.nationality, passportNumber: r.passport_number, passportExpiry: r.passport_expiry, dietary: r.dietary, medical: r.medical };
}

const isEmpty = (t: TravellerDetails) => Object.values(t).every((v) => v === "");

export class BookingDesk {
  constructor(
    private db: Kysely<DB>,
    private deps: { audit: AuditLog; dialect: "sqlite" | "postgres"; now?: () => Date; requestCardRefund?: CardRefundHook; log?: (message: string, error: unknown) => void },
  ) {}

  private now = () => (this.deps.now ?? (() => new Date()))();
  private today = () => officeDate(this.now());

  newKey(): string {
    return randomUUID();
  }

  /** The booking's row, locked on PostgreSQL for the rest of the transaction. */
  private async lockedRow(tx: Transaction<DB>, bookingId: number) {
    const find = tx.selectFrom("bookings").selectAll().where("id", "=", bookingId);
    return (this.deps.dialect === "postgres" ? find.forUpdate() : find).executeTakeFirst();
  }

  async savedTravellers(bookingId: number, exec: Exec = this.db): Promise<Map<number, TravellerDetails>> {
    const rows = await exec.selectFrom("booking_travellers").select(TRAVELLER_COLUMNS).where("booking_id", "=", bookingId).orderBy("position").execute();
    return new Map(rows.map((r) => [r.position, detailsOf(r)]));
  }

  async places(bookingId: number, doc: BookingDocument, exec: Exec = this.db): Promise<TravellerPlace[]> {
    return travellerPlaces(doc.party, doc, await this.savedTravellers(bookingId, exec));
  }

  /**
   * Saves the travellers' details of a booking as one form gives them (every place at once; empty
   * fields allowed). The form's one-time key is stored with the save: the same form sent again
   * writes nothing and answers `saved: false`. A refused form (a field that is not right) writes
   * nothing and leaves its key unused, so the corrected form goes through.
   */
  async saveTravellers(bookingId: number, values: Record<string, string | undefined>, by: TravellerSaver): Promise<FormAnswer<{ saved: boolean }>> {
    const submission = String(values.submission ?? "");
    if (!KEY.test(submission)) return { ok: false, status: 400, errors: { form: FORM_EXPIRED } };
    const at = this.now().toISOString();
    return this.db.transaction().execute(async (tx): Promise<FormAnswer<{ saved: boolean }>> => {
      const row = await this.lockedRow(tx, bookingId);
      if (!row) return { ok: false, status: 404, errors: { form: "There is no such booking." } };
      const repeat = await tx.selectFrom("booking_traveller_saves").select("booking_id").where("submission_key", "=", submission).executeTakeFirst();
      if (repeat) return repeat.booking_id === bookingId ? { ok: true, saved: false } : { ok: false, status: 400, errors: { form: FORM_EXPIRED } };
      if (row.state === "cancelled") return { ok: false, status: 409, errors: { form: "This booking is cancelled: its travellers' details can no longer be changed." } };
      const doc = JSON.parse(row.document) as BookingDocument;
      const before = await this.savedTravellers(bookingId, tx);
      const count = travellerPlaces(doc.party, doc, before).length;
      const read = readTravellerForm(values, count, this.today());
      if (!read.ok) return { ok: false, status: 400, errors: read.errors };
      // Two processes with the same form: the key's primary key lets one through; the other finds nothing to do.
      const claimed = await tx.insertInto("booking_traveller_saves").values({ submission_key: submission, booking_id: bookingId, created_at: at }).onConflict((oc) => oc.column("submission_key").doNothing()).executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) return { ok: true, saved: false };
      for (const [position, t] of read.travellers.entries()) {
        if (isEmpty(t) && !before.has(position)) continue;
        const columns = { full_name: t.fullName, date_of_birth: t.dateOfBirth, nationality: t.nationality, passport_number: t.passportNumber, passport_expiry: t.passportExpiry, dietary: t.dietary, medical: t.medical, updated_at: at };
        await tx
          .insertInto("booking_travellers")
          .values({ booking_id: bookingId, position, ...columns })
          .onConflict((oc) => oc.columns(["booking_id", "position"]).doUpdateSet(columns))
          .execute();
      }
      const changed = changedFields(before, read.travellers);
      if (Object.keys(changed).length) {
        await this.deps.audit.record(tx, {
          actor: by.actor,
          ip: by.ip,
          action: "booking.travellers_saved",
          entityType: "booking",
          entityId: bookingId,
          // The places and fields changed, never their values (personal data stays out of the trail).
          after: { by: by.actor ? "staff" : "traveller", changed },
        });
      }
      return { ok: true, saved: true };
    });
  }

  /**
   * Sets a booking's state by hand, with a reason (handStateTargets says which): to travelled, or
   * from travelled back to the state its money gives. Audited with the reason.
   */
  async changeState(bookingId: number, values: Record<string, string | undefined>, by: BookingActor): Promise<FormAnswer<{ state: BookingState }>> {
    const to = String(values.state ?? "");
    const reason = wellFormed(String(values.reason ?? "")).trim();
    const errors: Record<string, string> = {};
    if (!isBookingState(to)) errors.state = "Choose the new state.";
    if (!reason) errors.reason = "Write why the state is changed by hand: the booking's history keeps it.";
    else if (reason.length > MAX_REASON) errors.reason = `At most ${MAX_REASON} characters.`;
    if (Object.keys(errors).length) return { ok: false, status: 400, errors };
    const at = this.now().toISOString();
    return this.db.transaction().execute(async (tx): Promise<FormAnswer<{ state: BookingState }>> => {
      const row = await this.lockedRow(tx, bookingId);
      if (!row) return { ok: false, status: 404, errors: { form: "There is no such booking." } };
      const from = row.state as BookingState;
      const total = Number(row.total);
      const paid = await paidOn(tx, bookingId);
      const moneyState = stateForMoney("awaiting_deposit", { total, schedule: { deposit: { amount: Number(row.deposit_amount), dueDate: row.deposit_due }, balance: { amount: Number(row.balance_amount), dueDate: row.balance_due } } }, paid);
      const targets = handStateTargets(from, moneyState);
      if (!targets.includes(to as BookingState)) {
        const why =
          from === "cancelled"
            ? "A cancelled booking stays cancelled."
            : to === "cancelled"
              ? "Cancel the booking with its own form: it works out the refund."
              : `From ${BOOKING_STATE_LABELS[from]} the state can be set by hand only to ${targets.map((t) => BOOKING_STATE_LABELS[t]).join(" or ")}; the payments decide the others.`;
        return { ok: false, status: 409, errors: { state: why } };
      }
      await tx.updateTable("bookings").set({ state: to, updated_at: at }).where("id", "=", bookingId).execute();
      await this.deps.audit.record(tx, { actor: by.actor, ip: by.ip, action: "booking.state_changed", entityType: "booking", entityId: bookingId, before: { state: from }, after: { state: to, reason, paid } });
      return { ok: true, state: to as BookingState };
    });
  }

  private cancelDateProblem(cancelledOn: string, bookedOn: string): string | null {
    if (!isIsoDate(cancelledOn)) return "Enter the day the traveller cancelled, as YYYY-MM-DD.";
    if (cancelledOn > this.today()) return "A cancellation cannot be dated in the future.";
    if (cancelledOn < bookedOn) return `The booking was made on ${bookedOn}: it cannot be cancelled before that.`;
    return null;
  }

  async previewCancellation(bookingId: number, cancelledOn: string): Promise<FormAnswer<{ figures: RefundFigures; cancelledOn: string }>> {
    const row = await this.db.selectFrom("bookings").selectAll().where("id", "=", bookingId).executeTakeFirst();
    if (!row) return { ok: false, status: 404, errors: { form: "There is no such booking." } };
    if (row.state === "cancelled") return { ok: false, status: 409, errors: { form: "This booking is already cancelled." } };
    const problem = this.cancelDateProblem(cancelledOn, row.booked_on);
    if (problem) return { ok: false, status: 400, errors: { cancelledOn: problem } };
    return { ok: true, cancelledOn, figures: this.figures(row, await paidOn(this.db, bookingId), cancelledOn) };
  }

  private figures(row: { total: number | string; terms: string; start_date: string | null }, paid: number, cancelledOn: string): RefundFigures {
    const terms = JSON.parse(row.terms) as { cancellationScale?: Array<{ daysBefore: number; refundPercent: number }> };
    return cancellationRefund({ total: Number(row.total), paid, scale: terms.cancellationScale ?? [], startDate: row.start_date, cancelledOn });
  }

  /**
   * Cancels a booking: the refund is computed from the scale frozen with it and the days from
   * `cancelledOn` to departure, and recorded with the reason, the day and who. `expectedRefund` is
   * the figure the member was shown: when the money moved meanwhile (a payment landed), nothing is
   * cancelled and the new figure is shown. Cancelling twice finds the first cancellation.
   */
  async cancel(bookingId: number, values: Record<string, string | undefined>, by: BookingActor): Promise<FormAnswer<{ figures: RefundFigures; already: boolean }>> {
    const cancelledOn = String(values.cancelledOn ?? "").trim();
    const reason = wellFormed(String(values.reason ?? "")).trim();
    const expected = String(values.expectedRefund ?? "");
    const at = this.now().toISOString();
    return this.db.transaction().execute(async (tx): Promise<FormAnswer<{ figures: RefundFigures; already: boolean }>> => {
      const row = await this.lockedRow(tx, bookingId);
      if (!row) return { ok: false, status: 404, errors: { form: "There is no such booking." } };
      const first = await tx.selectFrom("booking_cancellations").selectAll().where("booking_id", "=", bookingId).executeTakeFirst();
      if (first) {
        const figures = { daysBefore: first.days_before, refundPercent: first.refund_percent, paid: Number(first.paid), charge: Number(first.charge), refund: Number(first.refund_owed) };
        return { ok: true, figures, already: true };
      }
      const errors: Record<string, string> = {};
      const problem = this.cancelDateProblem(cancelledOn, row.booked_on);
      if (problem) errors.cancelledOn = problem;
      if (!reason) errors.reason = "Write why the booking is cancelled: the booking's history keeps it.";
      else if (reason.length > MAX_REASON) errors.reason = `At most ${MAX_REASON} characters.`;
      if (!/^\d{1,15}$/.test(expected)) errors.form = "Look at the refund first, then confirm.";
      if (Object.keys(errors).length) return { ok: false, status: 400, errors };
      const paid = await paidOn(tx, bookingId);
      const figures = this.figures(row, paid, cancelledOn);
      if (figures.refund !== Number(expected)) {
        return { ok: false, status: 409, errors: { form: `The refund is now ${formatAmount(figures.refund, row.currency)} (the payments changed since it was shown). Nothing was cancelled: look at the new figure and confirm again.` } };
      }
      await tx
        .insertInto("booking_cancellations")
        .values({
          booking_id: bookingId,
          cancelled_on: cancelledOn,
          days_before: figures.daysBefore,
          refund_percent: figures.refundPercent,
          paid,
          charge: figures.charge,
          refund_owed: figures.refund,
          currency: row.currency,
          state_before: row.state,
          reason,
          cancelled_by_id: by.actor.id,
          cancelled_by_email: by.actor.email,
          created_at: at,
        })
        .execute();
      await tx.updateTable("bookings").set({ state: "cancelled", updated_at: at }).where("id", "=", bookingId).execute();
      await this.deps.audit.record(tx, {
        actor: by.actor,
        ip: by.ip,
        action: "booking.cancelled",
        entityType: "booking",
        entityId: bookingId,
        before: { state: row.state, paid },
        after: { state: "cancelled", reason, cancelled_on: cancelledOn, days_before: figures.daysBefore, refund_percent: figures.refundPercent, charge: figures.charge, refund_owed: figures.refund, currency: row.currency },
      });
      return { ok: true, figures, already: false };
    });
  }

  async cancellation(bookingId: number, exec: Exec = this.db): Promise<BookingCancellation | null> {
    const c = await exec.selectFrom("booking_cancellations").selectAll().where("booking_id", "=", bookingId).executeTakeFirst();
    if (!c) return null;
    return {
      cancelledOn: c.cancelled_on,
      daysBefore: c.days_before,
      refundPercent: c.refund_percent,
      paid: Number(c.paid),
      charge: Number(c.charge),
      refundOwed: Number(c.refund_owed),
      stateBefore: c.state_before as BookingState,
      reason: c.reason,
      cancelledByEmail: c.cancelled_by_email,
      createdAt: c.created_at,
    };
  }

  async refunds(bookingId: number, exec: Exec = this.db): Promise<BookingRefund[]> {
    const rows = await exec.selectFrom("booking_refunds").selectAll().where("booking_id", "=", bookingId).orderBy("made_on").orderBy("id").execute();
    return rows.map((r) => ({
      id: r.id,
      method: r.method as RefundMethod,
      amount: Number(r.amount),
      madeOn: r.made_on,
      reference: r.reference,
      note: r.note,
      providerRequested: Number(r.provider_requested) === 1,
      recordedByEmail: r.recorded_by_email,
      createdAt: r.created_at,
    }));
  }

  /** What the traveller reads on a cancelled booking's page. */
  async notice(bookingId: number, currency: Currency): Promise<CancellationNotice | null> {
    const c = await this.cancellation(bookingId);
    if (!c) return null;
    const refunds = await this.refunds(bookingId);
    return {
      cancelledOn: c.cancelledOn,
      currency,
      refundOwed: c.refundOwed,
      refunded: refunds.reduce((s, r) => s + r.amount, 0),
      refunds: refunds.map((r) => ({ madeOn: r.madeOn, amount: r.amount, method: r.method === "mpesa" ? "M-Pesa" : r.method === "card" ? "card" : r.method === "cash" ? "cash" : "bank transfer" })),
    };
  }

  /**
   * Records a refund (owners; the console checks the role) of a cancelled booking: method, amount,
   * day and reference. Recorded once per form (its key is unique). At most what was paid and not
   * yet refunded. A card refund is stored first, then the card refund hook is asked; the refund is
   * marked "requested from the provider" when the hook says it asked.
   */
  async recordRefund(bookingId: number, values: Record<string, string | undefined>, by: BookingActor): Promise<FormAnswer<{ refundId: number; recorded: boolean; providerRequested: boolean }>> {
    const errors: Record<string, string> = {};
    const method = REFUND_METHODS.find((m) => m === values.method);
    if (!method) errors.method = "Choose how the refund is paid.";
    const amount = parseMajor(String(values.amount ?? ""));
    if (amount === null) errors.amount = "Enter the amount refunded.";
    else if (!Number.isSafeInteger(amount) || amount <= 0) errors.amount = "Enter an amount like 45000 or 45000.50.";
    const madeOn = String(values.madeOn ?? "").trim();
    if (!isIsoDate(madeOn)) errors.madeOn = "Enter the day the refund was made, as YYYY-MM-DD.";
    else if (madeOn > this.today()) errors.madeOn = "A refund cannot be made in the future.";
    const reference = wellFormed(String(values.reference ?? "")).trim();
    if ((method === "mpesa" || method === "bank_transfer") && !reference) errors.reference = method === "mpesa" ? "Enter the M-Pesa transaction code of the refund." : "Enter the bank's reference for the transfer.";
    else if (reference.length > MAX_REFERENCE) errors.reference = `At most ${MAX_REFERENCE} characters.`;
    const note = wellFormed(String(values.note ?? "")).trim();
    if (note.length > MAX_NOTE) errors.note = `At most ${MAX_NOTE} characters.`;
    const submission = String(values.submission ?? "");
    if (!KEY.test(submission)) errors.form = FORM_EXPIRED;
    if (Object.keys(errors).length) return { ok: false, status: 400, errors };

    const at = this.now().toISOString();
    const stored = await this.db.transaction().execute(async (tx): Promise<FormAnswer<{ refundId: number; recorded: boolean; providerRequested: boolean; currency: Currency }>> => {
      const row = await this.lockedRow(tx, bookingId);
      if (!row) return { ok: false, status: 404, errors: { form: "There is no such booking." } };
      const already = await tx.selectFrom("booking_refunds").select(["id", "booking_id", "provider_requested"]).where("submission_key", "=", submission).executeTakeFirst();
      if (already) {
        if (already.booking_id !== bookingId) return { ok: false, status: 409, errors: { form: FORM_EXPIRED } };
        return { ok: true, refundId: already.id, recorded: false, providerRequested: Number(already.provider_requested) === 1, currency: row.currency as Currency };
      }
      if (row.state !== "cancelled") return { ok: false, status: 409, errors: { form: "Only a cancelled booking's refund is recorded here: cancel the booking first." } };
      const paid = await paidOn(tx, bookingId);
      const refunded = (await this.refunds(bookingId, tx)).reduce((s, r) => s + r.amount, 0);
      if (amount! > paid - refunded) {
        return { ok: false, status: 400, errors: { amount: `At most ${formatAmount(Math.max(0, paid - refunded), row.currency)}: what was paid and not yet refunded.` } };
      }
      const inserted = await tx
        .insertInto("booking_refunds")
        .values({ booking_id: bookingId, method: method!, amount: amount!, currency: row.currency, made_on: madeOn, reference, note, provider_requested: 0, submission_key: submission, recorded_by_id: by.actor.id, recorded_by_email: by.actor.email, created_at: at })
        .onConflict((oc) => oc.column("submission_key").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) {
        const first = await tx.selectFrom("booking_refunds").select(["id", "provider_requested"]).where("submission_key", "=", submission).executeTakeFirstOrThrow();
        return { ok: true, refundId: first.id, recorded: false, providerRequested: Number(first.provider_requested) === 1, currency: row.currency as Currency };
      }
      await this.deps.audit.record(tx, {
        actor: by.actor,
        ip: by.ip,
        action: "booking.refund_recorded",
        entityType: "booking",
        entityId: bookingId,
        before: { refunded },
        after: { refund_id: inserted.id, method, amount, currency: row.currency, made_on: madeOn, reference, refunded: refunded + amount! },
      });
      return { ok: true, refundId: inserted.id, recorded: true, providerRequested: false, currency: row.currency as Currency };
    });
    if (!stored.ok || !stored.recorded || method !== "card") return stored.ok ? { ok: true, refundId: stored.refundId, recorded: stored.recorded, providerRequested: stored.providerRequested } : stored;
    // The provider is asked outside the transaction: no row stays locked while it answers.
    let requested = false;
    try {
      requested = await (this.deps.requestCardRefund ?? requestCardRefund)({ refundId: stored.refundId, bookingId, bookingReference: bookingReference(bookingId), amount: amount!, currency: stored.currency, madeOn, reference, note, requestedByEmail: by.actor.email });
    } catch (error) {
      (this.deps.log ?? ((m, e) => console.error(m, e)))(`card refund hook failed for refund ${stored.refundId}`, error);
    }
    if (requested) await this.db.updateTable("booking_refunds").set({ provider_requested: 1 }).where("id", "=", stored.refundId).execute();
    return { ok: true, refundId: stored.refundId, recorded: true, providerRequested: requested };
  }

  /** The booking's history as staff read it: its audit entries, oldest first, in words. */
  async history(bookingId: number, currency: Currency): Promise<BookingHistoryEntry[]> {
    const rows = await this.db
      .selectFrom("audit_log")
      .select(["at", "actor_email", "action", "before_json", "after_json"])
      .where("entity_type", "=", "booking")
      .where("entity_id", "=", String(bookingId))
      .orderBy("id")
      .limit(200)
      .execute();
    const money = (n: unknown) => formatAmount(Number(n ?? 0), currency);
    const label = (s: unknown) => (isBookingState(s) ? BOOKING_STATE_LABELS[s] : String(s ?? ""));
    return rows.map((r) => {
      const before = (r.before_json ? JSON.parse(r.before_json) : {}) as Record<string, unknown>;
      const after = (r.after_json ? JSON.parse(r.after_json) : {}) as Record<string, unknown>;
      let text: string;
      switch (r.action) {
        case "booking.payment_recorded":
          text = `Payment of ${money(after.amount)} recorded${before.state !== after.state ? `; ${label(before.state)} to ${label(after.state)}` : ""}.`;
          break;
        case "booking.state_changed":
          text = `State set by hand from ${label(before.state)} to ${label(after.state)}. Reason: ${String(after.reason ?? "")}`;
          break;
        case "booking.cancelled":
          text = `Cancelled on ${String(after.cancelled_on)} (${after.days_before === null ? "no departure date" : `${String(after.days_before)} days before departure`}; ${String(after.refund_percent)}% refundable): refund owed ${money(after.refund_owed)}. Reason: ${String(after.reason ?? "")}`;
          break;
        case "booking.refund_recorded":
          text = `Refund of ${money(after.amount)} recorded (${String(after.method ?? "").replace("_", " ")}${after.reference ? `, reference ${String(after.reference)}` : ""}).`;
          break;
        case "booking.travellers_saved": {
          const changed = (after.changed ?? {}) as Record<string, string[]>;
          text = `Travellers' details saved (${Object.keys(changed).map((p) => `traveller ${p}`).join(", ")}).`;
          break;
        }
        default:
          text = r.action;
      }
      return { at: r.at, by: r.actor_email ?? (r.action === "booking.travellers_saved" ? "the traveller" : "system"), text };
    });
  }

  /**
   * The departure manifest: bookings starting between `from` and `to` (inclusive, not cancelled),
   * by day, each with every place of its party and its flags. The window is at most a year.
   */
  async manifest(range: { from?: string | null; to?: string | null }): Promise<{ from: string; to: string; days: ManifestDay[]; errors: Record<string, string> }> {
    const errors: Record<string, string> = {};
    const today = this.today();
    let from = String(range.from ?? "").trim() || today;
    if (!isIsoDate(from)) {
      errors.from = "Enter the first day as YYYY-MM-DD.";
      from = today;
    }
    let to = String(range.to ?? "").trim() || addDays(from, MANIFEST_DEFAULT_DAYS);
    if (!isIsoDate(to)) {
      errors.to = "Enter the last day as YYYY-MM-DD.";
      to = addDays(from, MANIFEST_DEFAULT_DAYS);
    } else if (to < from) {
      errors.to = "The last day comes after the first.";
      to = addDays(from, MANIFEST_DEFAULT_DAYS);
    } else if (daysBetween(from, to) > MANIFEST_MAX_DAYS) {
      errors.to = `At most ${MANIFEST_MAX_DAYS} days at once.`;
      to = addDays(from, MANIFEST_MAX_DAYS);
    }
    const rows = await this.db
      .selectFrom("bookings")
      .select(["id", "state", "start_date", "document"])
      .where("start_date", ">=", from)
      .where("start_date", "<=", to)
      .where("state", "!=", "cancelled")
      .orderBy("start_date")
      .orderBy("id")
      .limit(2000)
      .execute();
    const saved = new Map<number, Map<number, TravellerDetails>>();
    const ids = rows.map((r) => r.id);
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const travellers = await this.db.selectFrom("booking_travellers").select(["booking_id", ...TRAVELLER_COLUMNS]).where("booking_id", "in", chunk).execute();
      for (const t of travellers) {
        if (!saved.has(t.booking_id)) saved.set(t.booking_id, new Map());
        saved.get(t.booking_id)!.set(t.position, detailsOf(t));
      }
    }
    const days: ManifestDay[] = [];
    for (const r of rows) {
      const doc = JSON.parse(r.document) as BookingDocument;
      const date = r.start_date!;
      if (days[days.length - 1]?.date !== date) days.push({ date, bookings: [] });
      days[days.length - 1]!.bookings.push({
        id: r.id,
        reference: bookingReference(r.id),
        travellerName: doc.travellerName,
        optionTitle: doc.optionTitle,
        state: r.state as BookingState,
        startDate: date,
        endDate: doc.endDate,
        party: { adults: doc.party.adults, childAges: [...doc.party.childAges] },
        travellers: travellerPlaces(doc.party, doc, saved.get(r.id) ?? new Map()),
      });
    }
    return { from, to, days, errors };
  }
}
