/**
 * A booking's invoice (issue 26 item 5, decision 0053): one per booking, numbered from the gap-free
 * yearly sequence ("INV-2026-00001") in the transaction that makes the booking (`ensureInvoice`,
 * called from makeBooking); a booking made before invoices existed gets its invoice the first time
 * it is asked for. A draft follows the booking's frozen lines (an accepted amendment included) with
 * each line's tax type (staff's choice by line label, else the default); issuing freezes the lines.
 * The KRA eTIMS fields are filled in by staff once the invoice is issued. Staff changes are audited.
 */
import type { Kysely, Selectable } from "kysely";
import { bookingReference, type BookingDocument } from "#domain/bookings/booking.ts";
import {
  invoiceFileName,
  invoiceLines,
  invoiceTotals,
  isTaxType,
  readEtimsFields,
  type InvoiceLine,
  type InvoiceState,
  type InvoiceView,
  type TaxType,
} from "#domain/bookings/invoice.ts";
import type { InvoiceAnswer } from "#domain/bookings/documents-context.ts";
import { officeDate } from "#domain/quotes/versions.ts";
import type { AuditLog } from "../audit-log.ts";
import { loadCompanyDetails } from "../site-documents/company.ts";
import type { BookingActor } from "./bookings.ts";
import { bookingLocale } from "./booking-locale.ts";
import { documentCompany } from "./document-pdf.ts";
import { nextDocumentNumber, type Exec } from "./document-numbers.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";
import { tripTitle } from "./receipts.ts";
import type { BookingInvoices, DB } from "../../db/generated-types.ts";


type Row = Selectable<BookingInvoices>;

const readTaxTypes = (json: string): Record<string, TaxType> => {
  const parsed = JSON.parse(json) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, TaxType] => isTaxType(e[1])));
};

/**
 * Makes the booking's invoice when it has none, in the caller's transaction (the booking's own, in
 * makeBooking). `lockBooking` (PostgreSQL, a booking that exists already) locks the booking's row
 * first, so two requests at once make one invoice and use one number; a booking inserted by this
 * same transaction is seen by no one else and needs no lock.
 */
export async function ensureInvoice(tx: Exec, bookingId: number, options: { lockBooking: boolean; at: Date }): Promise<{ id: number; number: string; made: boolean }> {
  if (options.lockBooking) await tx.selectFrom("bookings").select("id").where("id", "=", bookingId).forUpdate().executeTakeFirstOrThrow();
  const existing = await tx.selectFrom("booking_invoices").select(["id", "number"]).where("booking_id", "=", bookingId).executeTakeFirst();
  if (existing) return { ...existing, made: false };
  const madeOn = officeDate(options.at);
  const number = await nextDocumentNumber(tx, "INV", Number(madeOn.slice(0, 4)));
  const stamp = options.at.toISOString();
  const row = await tx
    .insertInto("booking_invoices")
    .values({ booking_id: bookingId, number, made_on: madeOn, state: "draft", issued_on: null, tax_types: "{}", lines: null, cu_serial: "", cu_invoice_number: "", qr_code: "", created_at: stamp, updated_at: stamp })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, number, made: true };
}

export interface InvoiceDetails extends InvoiceView {
  tripTitle: string;
  paid: number;
}

export class Invoices {
  constructor(
    private db: Kysely<DB>,
    private deps: { audit: AuditLog; dialect: "sqlite" | "postgres"; now?: () => Date },
  ) {}

  private now = () => (this.deps.now ?? (() => new Date()))();

  private async load(exec: Exec, bookingId: number, lock = false): Promise<{ row: Row; doc: BookingDocument; total: number; currency: string } | null> {
    const booking = await exec.selectFrom("bookings").select(["document", "total", "currency"]).where("id", "=", bookingId).executeTakeFirst();
    if (!booking) return null;
    const find = exec.selectFrom("booking_invoices").selectAll().where("booking_id", "=", bookingId);
    const row = await (lock && this.deps.dialect === "postgres" ? find.forUpdate() : find).executeTakeFirst();
    if (!row) return null;
    return { row, doc: JSON.parse(booking.document) as BookingDocument, total: Number(booking.total), currency: booking.currency };
  }

  private lines(row: Row, doc: BookingDocument): InvoiceLine[] {
    return row.state === "issued" && row.lines ? (JSON.parse(row.lines) as InvoiceLine[]) : invoiceLines(doc, readTaxTypes(row.tax_types));
  }

  private async paid(bookingId: number): Promise<number> {
    const row = await this.db
      .selectFrom("booking_payments")
      .select((eb) => eb.fn.sum<string | number | null>("amount").as("paid"))
      .where("booking_id", "=", bookingId)
      .executeTakeFirst();
    return Number(row?.paid ?? 0);
  }

  /** The booking's invoice (made now if it has none yet); null when there is no such booking. */
  async view(bookingId: number): Promise<InvoiceDetails | null> {
    if (!Number.isSafeInteger(bookingId) || bookingId <= 0) return null;
    const exists = await this.db.selectFrom("bookings").select("id").where("id", "=", bookingId).executeTakeFirst();
    if (!exists) return null;
    const have = await this.db.selectFrom("booking_invoices").select("id").where("booking_id", "=", bookingId).executeTakeFirst();
    if (!have) await this.db.transaction().execute((tx) => ensureInvoice(tx, bookingId, { lockBooking: this.deps.dialect === "postgres", at: this.now() }));
    const found = (await this.load(this.db, bookingId))!;
    const { row, doc } = found;
    const lines = this.lines(row, doc);
    return {
      number: row.number,
      state: row.state as InvoiceState,
      madeOn: row.made_on,
      issuedOn: row.issued_on,
      bookingReference: bookingReference(bookingId),
      travellerName: doc.travellerName,
      currency: found.currency,
      lines,
      totals: invoiceTotals(lines),
      etims: { cuSerial: row.cu_serial, cuInvoiceNumber: row.cu_invoice_number, qrCode: row.qr_code },
      bookingTotalNow: found.total,
      tripTitle: tripTitle(doc),
      paid: await this.paid(bookingId),
    };
  }

  async pdf(bookingId: number): Promise<{ fileName: string; bytes: Buffer } | null> {
    const invoice = await this.view(bookingId);
    if (!invoice) return null;
    const [details, locale] = await Promise.all([loadCompanyDetails(this.db), bookingLocale(this.db, bookingId)]);
    return { fileName: invoiceFileName(invoice.number), bytes: await renderInvoicePdf({ ...invoice, company: documentCompany(details), locale }) };
  }

  /**
   * Staff's tax type for each line of a draft: fields `tax.N` with the line's label in `label.N`
   * (a form drawn before an amendment changed the lines is refused rather than applied to others).
   */
  async setTaxTypes(bookingId: number, input: Record<string, string | undefined>, by: BookingActor): Promise<InvoiceAnswer> {
    if (!(await this.view(bookingId))) return { ok: false, status: 404, errors: { form: "There is no such booking." } };
    return this.db.transaction().execute(async (tx): Promise<InvoiceAnswer> => {
      const found = (await this.load(tx, bookingId, true))!;
      if (found.row.state === "issued") return { ok: false, status: 409, errors: { form: "The invoice is issued: its lines and tax types are locked." } };
      const errors: Record<string, string> = {};
      const before = readTaxTypes(found.row.tax_types);
      const current = invoiceLines(found.doc, before);
      const chosen: Record<string, TaxType> = { ...before };
      current.forEach((line, i) => {
        const value = input[`tax.${i}`];
        if (value === undefined) return;
        if (input[`label.${i}`] !== undefined && input[`label.${i}`] !== line.label) errors.form = "The booking's lines have changed since this page was drawn. Reload it and choose again.";
        else if (!isTaxType(value)) errors[`tax.${i}`] = "Choose exempt or taxable.";
        else chosen[line.label] = value;
      });
      if (Object.keys(errors).length) return { ok: false, status: errors.form ? 409 : 400, errors };
      const after = invoiceLines(found.doc, chosen);
      const changed = after.some((l, i) => l.taxType !== current[i]!.taxType);
      if (!changed) return { ok: true, changed: false };
      // Only the labels of the booking's lines are kept: a label an amendment removed is forgotten.
      const kept = Object.fromEntries(after.map((l) => [l.label, l.taxType]));
      await tx.updateTable("booking_invoices").set({ tax_types: JSON.stringify(kept), updated_at: this.now().toISOString() }).where("id", "=", found.row.id).execute();
      await this.deps.audit.record(tx, {
        actor: by.actor,
        ip: by.ip,
        action: "booking.invoice_tax_types_changed",
        entityType: "booking",
        entityId: bookingId,
        before: { invoice: found.row.number, tax_types: Object.fromEntries(current.map((l) => [l.label, l.taxType])), vat: invoiceTotals(current).vat },
        after: { invoice: found.row.number, tax_types: kept, vat: invoiceTotals(after).vat },
      });
      return { ok: true, changed: true };
    });
  }

  /** Issues the draft: its lines, tax types and amounts are frozen, dated today. Issuing twice changes nothing. */
  async issue(bookingId: number, by: BookingActor): Promise<InvoiceAnswer> {
    if (!(await this.view(bookingId))) return { ok: false, status: 404, errors: { form: "There is no such booking." } };
    return this.db.transaction().execute(async (tx): Promise<InvoiceAnswer> => {
      const found = (await this.load(tx, bookingId, true))!;
      if (found.row.state === "issued") return { ok: true, changed: false };
      const lines = invoiceLines(found.doc, readTaxTypes(found.row.tax_types));
      const at = this.now();
      const issuedOn = officeDate(at);
      await tx.updateTable("booking_invoices").set({ state: "issued", issued_on: issuedOn, lines: JSON.stringify(lines), updated_at: at.toISOString() }).where("id", "=", found.row.id).execute();
      const totals = invoiceTotals(lines);
      await this.deps.audit.record(tx, {
        actor: by.actor,
        ip: by.ip,
        action: "booking.invoice_issued",
        entityType: "booking",
        entityId: bookingId,
        before: { invoice: found.row.number, state: "draft" },
        after: { invoice: found.row.number, state: "issued", issued_on: issuedOn, total: totals.total, vat: totals.vat, currency: found.currency },
      });
      return { ok: true, changed: true };
    });
  }

  /** The eTIMS control unit's serial, invoice number and QR code, as staff copy them once the invoice is issued. */
  async saveEtims(bookingId: number, input: Record<string, string | undefined>, by: BookingActor): Promise<InvoiceAnswer> {
    const read = readEtimsFields(input);
    if (!read.ok) return { ok: false, status: 400, errors: read.errors };
    if (!(await this.view(bookingId))) return { ok: false, status: 404, errors: { form: "There is no such booking." } };
    return this.db.transaction().execute(async (tx): Promise<InvoiceAnswer> => {
      const { row } = (await this.load(tx, bookingId, true))!;
      if (row.state !== "issued") return { ok: false, status: 409, errors: { form: "Issue the invoice first: the control unit signs the invoice as issued." } };
      const f = read.fields;
      const before = { cu_serial: row.cu_serial, cu_invoice_number: row.cu_invoice_number, qr_code: row.qr_code };
      const after = { cu_serial: f.cuSerial, cu_invoice_number: f.cuInvoiceNumber, qr_code: f.qrCode };
      if (JSON.stringify(before) === JSON.stringify(after)) return { ok: true, changed: false };
      await tx.updateTable("booking_invoices").set({ ...after, updated_at: this.now().toISOString() }).where("id", "=", row.id).execute();
      await this.deps.audit.record(tx, { actor: by.actor, ip: by.ip, action: "booking.invoice_etims_saved", entityType: "booking", entityId: bookingId, before: { invoice: row.number, ...before }, after: { invoice: row.number, ...after } });
      return { ok: true, changed: true };
    });
  }
}
