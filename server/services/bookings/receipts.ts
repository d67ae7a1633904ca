/**
 * Receipts (issue 26 item 5, decision 0053). `issueReceipt(tx, paymentId)` is THE hook every
 * crediting path calls inside the transaction that credits the payment (bank transfer and cash in
 * BookingsService.recordPayment; M-Pesa and card in the providers' crediting code): it numbers the
 * receipt from the gap-free yearly sequence, freezes the figures of that moment and queues the
 * traveller's email in the outbox, so a payment committed always has its receipt and email, and a
 * payment rolled back has neither (nor uses up a number). Calling it again for the same payment
 * returns the receipt already made and queues nothing. Not audited on its own: it is no staff act,
 * and the payment's own audit entry (booking.payment_recorded) and the receipt row (its payment_id,
 * created_at) say when and why it was made.
 */
import { inquiryLocale } from "#domain/locales.ts";
import type { Kysely, Selectable, Transaction } from "kysely";
import { bookingReference, PAYMENT_METHOD_LABELS, type BookingDocument, type PaymentMethod } from "#domain/bookings/booking.ts";
import { parseDocumentNumber, receiptFileName, type ReceiptFigures, type ReceiptListItem } from "#domain/bookings/receipt.ts";
import { officeDate } from "#domain/quotes/versions.ts";
import type { Outbox } from "../../outbox/index.ts";
import { loadCompanyDetails } from "../site-documents/company.ts";
import { bookingLocale } from "./booking-locale.ts";
import { documentCompany } from "./document-pdf.ts";
import { nextDocumentNumber, type Exec } from "./document-numbers.ts";
import { bookingLink } from "./links.ts";
import { receiptEmail } from "./receipt-email.ts";
import { renderReceiptPdf } from "./receipt-pdf.ts";
import type { BookingReceipts, DB } from "../../db/generated-types.ts";

export interface IssuedReceipt {
  receiptId: number;
  number: string;
  /** False when the payment already had its receipt (nothing new was numbered or queued). */
  created: boolean;
  /** The outbox message of the traveller's email; null when there is no address to send to. */
  emailId: number | null;
}

/** What a crediting path needs: the hook, and a nudge to the outbox once its transaction commits. */
export interface ReceiptIssuer {
  issueReceipt(tx: Transaction<DB>, paymentId: number): Promise<IssuedReceipt>;
  /** Call after the crediting transaction commits: the receipt's email goes now, not at the next poll. */
  committed(): void;
}

const methodLabel = (method: string): string => PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

export const tripTitle = (d: Pick<BookingDocument, "optionTitle" | "packageTitle" | "tierName">): string =>
  [d.optionTitle, [d.packageTitle, d.tierName].filter(Boolean).join(", ")].filter(Boolean).join(": ");

export const receiptPath = (token: string, number: string): string => `/bookings/${token}/receipts/${receiptFileName(number)}`;

function figures(row: Selectable<BookingReceipts>): ReceiptFigures {
  return {
    number: row.number,
    issuedOn: row.issued_on,
    bookingReference: bookingReference(row.booking_id),
    travellerName: row.traveller_name,
    amount: Number(row.amount),
    currency: row.currency,
    method: methodLabel(row.method),
    reference: row.reference,
    receivedOn: row.received_on,
    paidBefore: Number(row.paid_before),
    total: Number(row.total),
    deposit: Number(row.deposit_amount),
  };
}

export class Receipts implements ReceiptIssuer {
  constructor(
    private db: Kysely<DB>,
    private deps: { outbox: Outbox; dialect: "sqlite" | "postgres"; now?: () => Date },
  ) {}

  private now = () => (this.deps.now ?? (() => new Date()))();

  async issueReceipt(tx: Transaction<DB>, paymentId: number): Promise<IssuedReceipt> {
    const existing = await tx.selectFrom("booking_receipts").select(["id", "number"]).where("payment_id", "=", paymentId).executeTakeFirst();
    if (existing) return { receiptId: existing.id, number: existing.number, created: false, emailId: null };
    const payment = await tx.selectFrom("booking_payments").selectAll().where("id", "=", paymentId).executeTakeFirstOrThrow();
    // The booking's row, locked on PostgreSQL (the crediting code usually holds it already), so what
    // was paid before this payment cannot move while it is added up.
    const find = tx.selectFrom("bookings").selectAll().where("id", "=", payment.booking_id);
    const booking = await (this.deps.dialect === "postgres" ? find.forUpdate() : find).executeTakeFirstOrThrow();
    const before = await tx
      .selectFrom("booking_payments")
      .select((eb) => eb.fn.sum<string | number | null>("amount").as("paid"))
      .where("booking_id", "=", booking.id)
      .where("id", "<>", paymentId)
      .executeTakeFirst();
    const at = this.now();
    const issuedOn = officeDate(at);
    const doc = JSON.parse(booking.document) as BookingDocument;
    // Last: the counter row's lock is the last one this transaction takes (document-numbers.ts).
    const number = await nextDocumentNumber(tx, "RC", Number(issuedOn.slice(0, 4)));
    const row = await tx
      .insertInto("booking_receipts")
      .values({
        booking_id: booking.id,
        payment_id: paymentId,
        number,
        issued_on: issuedOn,
        amount: payment.amount,
        currency: payment.currency,
        method: payment.method,
        reference: payment.reference,
        received_on: payment.received_on,
        paid_before: Number(before?.paid ?? 0),
        total: booking.total,
        deposit_amount: booking.deposit_amount,
        traveller_name: doc.travellerName,
        created_at: at.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();

    const inquiry = await tx.selectFrom("inquiries").select(["email", "full_name", "erased_at", "source_url"]).where("id", "=", booking.inquiry_id).executeTakeFirst();
    let emailId: number | null = null;
    if (inquiry && !inquiry.erased_at && inquiry.email) {
      const company = await this.deps.outbox.company(tx);
      const page = bookingLink(company.origin, booking.token);
      const email = receiptEmail({ ...figures(row), tripTitle: tripTitle(doc) }, { receipt: `${company.origin.replace(/\/$/, "")}${receiptPath(booking.token, number)}`, booking: page }, company, inquiryLocale(inquiry.source_url));
      const queued = await this.deps.outbox.enqueue(tx, {
        kind: "booking_receipt",
        inquiryId: booking.inquiry_id,
        // One email per payment, however often this runs.
        dedupeKey: `booking_receipt:${paymentId}`,
        to: { address: inquiry.email, name: inquiry.full_name },
        replyTo: company.salesEmail ? { address: company.salesEmail, name: company.name } : null,
        ...email,
      });
      emailId = queued.id;
    }
    return { receiptId: row.id, number, created: true, emailId };
  }

  committed(): void {
    this.deps.outbox.notify();
  }

  /** A booking's receipts, oldest first, each with its PDF's path under `base` (the booking page or the console). */
  async list(exec: Exec, bookingId: number, base: string): Promise<ReceiptListItem[]> {
    const rows = await exec.selectFrom("booking_receipts").selectAll().where("booking_id", "=", bookingId).orderBy("id").execute();
    return rows.map((r) => ({
      number: r.number,
      issuedOn: r.issued_on,
      receivedOn: r.received_on,
      amount: Number(r.amount),
      currency: r.currency,
      paymentId: r.payment_id,
      href: `${base}/receipts/${receiptFileName(r.number)}`,
    }));
  }

  /** The PDF of receipt `number` of booking `bookingId`; null when the booking has no such receipt. */
  async pdf(bookingId: number, number: string): Promise<{ fileName: string; bytes: Buffer } | null> {
    if (parseDocumentNumber(number)?.series !== "RC") return null;
    const row = await this.db.selectFrom("booking_receipts").selectAll().where("number", "=", number).where("booking_id", "=", bookingId).executeTakeFirst();
    if (!row) return null;
    const booking = await this.db.selectFrom("bookings").select("document").where("id", "=", bookingId).executeTakeFirstOrThrow();
    const [details, locale] = await Promise.all([loadCompanyDetails(this.db), bookingLocale(this.db, bookingId)]);
    const bytes = await renderReceiptPdf({ ...figures(row), company: documentCompany(details), tripTitle: tripTitle(JSON.parse(booking.document) as BookingDocument), locale });
    return { fileName: receiptFileName(number), bytes };
  }
}
