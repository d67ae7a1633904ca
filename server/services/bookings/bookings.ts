/**
 * Bookings (issue 26 items 2-4, decision 0049): reading them for the console and for the
 * traveller's link, and recording a bank transfer or cash payment. A payment is credited once per
 * form (its one-time submission key is unique), moves the state by the money (deposit paid:
 * confirmed; everything paid: paid in full), is flagged when it is not the amount due, and is
 * audited, all in one transaction.
 */
import type { BookingListPage, BookingListRow } from "#domain/bookings/console-context.ts";
import type { BookingFigures } from "#domain/bookings/figures.ts";
import { NO_FILTER, type BookingListFilter } from "#domain/bookings/list-filters.ts";
import { officeDate } from "#domain/quotes/versions.ts";
import { bookingFigures } from "./figures.ts";
import { listBookings } from "./list-query.ts";
import { randomUUID } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import { readBookingTerms } from "#domain/booking-terms-schema.ts";
import {
  bookingReference,
  isBookingState,
  PAYMENT_METHODS,
  type BookingDocument,
  type BookingPayment,
  type BookingState,
  type BookingView,
  type PaymentFlag,
  type PaymentMethod,
} from "#domain/bookings/booking.ts";
import { isIsoDate } from "#domain/rates/dates.ts";
import { parseMajor } from "#domain/rates/money.ts";
import type { Currency } from "#domain/rates/types.ts";
import type { AuditLog } from "../audit-log.ts";
import { creditPayment } from "./credit.ts";
import type { ReceiptIssuer } from "./receipts.ts";
import type { Bookings, DB } from "../../db/generated-types.ts";

type Exec = Kysely<DB> | Transaction<DB>;
type Row = Selectable<Bookings>;

/** A token as we issue them (43 base64url characters); anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const MAX_NOTE = 1000;
const MAX_REFERENCE = 120;

export interface RecordPaymentInput {
  method?: string;
  amount?: string;
  receivedOn?: string;
  reference?: string;
  note?: string;
  /** The form's one-time key (the loader issues one per form shown). */
  submission?: string;
}

export type RecordPaymentResult =
  | { ok: true; paymentId: number; credited: boolean; flag: PaymentFlag | null; state: BookingState }
  | { ok: false; status: number; errors: Record<string, string> };

export interface BookingActor {
  actor: { id: string; email: string };
  ip: string | null;
}

export class BookingsService {
  constructor(
    private db: Kysely<DB>,
    private deps: { audit: AuditLog; dialect: "sqlite" | "postgres"; now?: () => Date; /** Numbers each credited payment's receipt (decision 0053). */ receipts?: ReceiptIssuer },
  ) {}

  private now = () => (this.deps.now ?? (() => new Date()))();

  /** A fresh one-time key for a "Record payment" form. */
  newSubmissionKey(): string {
    return randomUUID();
  }

  /** One page of the console's list, filtered, sorted by departure, with the filters' counts (list-query.ts). */
  async listPage(filter: Partial<BookingListFilter> = {}): Promise<BookingListPage> {
    return listBookings(this.db, { ...NO_FILTER, ...filter }, officeDate(this.now()));
  }

  /** The first page's rows (kept for callers that want rows only). */
  async list(filter: { state?: string | null } = {}): Promise<BookingListRow[]> {
    return (await this.listPage({ state: isBookingState(filter.state) ? filter.state : null })).rows;
  }

  /** The dashboard's figures: deposits this month, balances outstanding, departures in 30 days. */
  async figures(): Promise<BookingFigures> {
    return bookingFigures(this.db, officeDate(this.now()));
  }

  async get(id: number): Promise<BookingView | null> {
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    const row = await this.db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? this.view(this.db, row) : null;
  }

  /** The booking behind a traveller's link; null for anything tampered, unknown or malformed. */
  async byToken(token: string): Promise<BookingView | null> {
    if (typeof token !== "string" || !TOKEN.test(token)) return null;
    const row = await this.db.selectFrom("bookings").selectAll().where("token", "=", token).executeTakeFirst();
    return row ? this.view(this.db, row) : null;
  }

  /** The traveller's phone, for sending the booking's link by WhatsApp; `erased` once their data is gone. */
  async travellerContact(inquiryId: number): Promise<{ phone: string | null; erased: boolean } | null> {
    const row = await this.db.selectFrom("inquiries").select(["phone", "erased_at"]).where("id", "=", inquiryId).executeTakeFirst();
    return row ? { phone: row.phone, erased: Boolean(row.erased_at) } : null;
  }

  /** The booking made from a quote, when its traveller accepted. */
  async forQuote(quoteId: number): Promise<{ id: number; reference: string; token: string } | null> {
    const row = await this.db.selectFrom("bookings").select(["id", "token"]).where("quote_id", "=", quoteId).executeTakeFirst();
    return row ? { id: row.id, reference: bookingReference(row.id), token: row.token } : null;
  }

  private async view(exec: Exec, row: Row): Promise<BookingView> {
    const payments = await exec.selectFrom("booking_payments").selectAll().where("booking_id", "=", row.id).orderBy("received_on").orderBy("id").execute();
    const list: BookingPayment[] = payments.map((p) => ({
      id: p.id,
      method: p.method as PaymentMethod,
      amount: Number(p.amount),
      receivedOn: p.received_on,
      reference: p.reference,
      note: p.note,
      flag: p.flag as PaymentFlag | null,
      recordedByEmail: p.recorded_by_email,
      createdAt: p.created_at,
    }));
    const paid = list.reduce((sum, p) => sum + p.amount, 0);
    const total = Number(row.total);
    return {
      id: row.id,
      reference: bookingReference(row.id),
      inquiryId: row.inquiry_id,
      quoteId: row.quote_id,
      quoteVersion: row.quote_version,
      state: row.state as BookingState,
      currency: row.currency as Currency,
      total,
      schedule: {
        deposit: { amount: Number(row.deposit_amount), dueDate: row.deposit_due },
        balance: { amount: Number(row.balance_amount), dueDate: row.balance_due },
      },
      document: JSON.parse(row.document) as BookingDocument,
      terms: readBookingTerms(JSON.parse(row.terms)),
      bookedOn: row.booked_on,
      payments: list,
      paid,
      due: Math.max(0, total - paid),
    };
  }

  /**
   * Records a bank transfer or cash payment. The same form sent twice (a double click, a resubmit
   * after a lost answer) finds the payment its key already made and credits nothing more.
   */
  async recordPayment(bookingId: number, input: RecordPaymentInput, by: BookingActor): Promise<RecordPaymentResult> {
    const errors: Record<string, string> = {};
    const method = PAYMENT_METHODS.find((m) => m === input.method);
    if (!method) errors.method = "Choose bank transfer or cash.";
    const amount = parseMajor(String(input.amount ?? ""));
    if (amount === null) errors.amount = "Enter the amount received.";
    else if (!Number.isSafeInteger(amount) || amount <= 0) errors.amount = "Enter an amount like 45000 or 45000.50.";
    const receivedOn = String(input.receivedOn ?? "").trim();
    if (!isIsoDate(receivedOn)) errors.receivedOn = "Enter the day it was received, as YYYY-MM-DD.";
    else if (receivedOn > new Date(this.now().getTime() + 86_400_000).toISOString().slice(0, 10)) errors.receivedOn = "A payment cannot be received in the future.";
    const reference = String(input.reference ?? "").trim();
    if (method === "bank_transfer" && !reference) errors.reference = "Enter the bank's reference for the transfer.";
    if (reference.length > MAX_REFERENCE) errors.reference = `At most ${MAX_REFERENCE} characters.`;
    const note = String(input.note ?? "").trim();
    if (note.length > MAX_NOTE) errors.note = `At most ${MAX_NOTE} characters.`;
    const submission = String(input.submission ?? "");
    if (!/^[0-9a-f-]{36}$/.test(submission)) errors.form = "This form is out of date. Reload the page and enter the payment again.";
    if (Object.keys(errors).length) return { ok: false, status: 400, errors };

    const at = this.now().toISOString();
    const result = await this.db.transaction().execute(async (tx): Promise<RecordPaymentResult> => {
      const outcome = await creditPayment(
        tx,
        this.deps,
        bookingId,
        { method: method!, amount: amount!, currency: "", receivedOn, reference, note, key: submission, by: by.actor, ip: by.ip, action: "booking.payment_recorded" },
        at,
        { anyCurrency: true },
      );
      if (outcome.ok) return { ok: true, paymentId: outcome.paymentId, credited: outcome.credited, flag: outcome.flag, state: outcome.state };
      if (outcome.reason === "no_booking") return { ok: false, status: 404, errors: { form: "There is no such booking." } };
      if (outcome.reason === "cancelled") return { ok: false, status: 409, errors: { form: "This booking is cancelled: record a refund instead." } };
      return { ok: false, status: 409, errors: { form: "This form is out of date. Reload the page and enter the payment again." } };
    });
    if (result.ok && result.credited) this.deps.receipts?.committed();
    return result;
  }
}

