/**
 * Receipts and the invoice as one console request sees them (decision 0053): every method asks the
 * staff gate for `quotes:write` (sales and owners, as recording a payment does) before anything is
 * read or written, and takes the actor from the session.
 */
import type { BookingDocumentsConsole } from "#domain/bookings/documents-context.ts";
import type { StaffGate } from "#domain/staff-context.ts";
import type { Invoices } from "./invoices.ts";
import type { Receipts } from "./receipts.ts";
import type { Kysely } from "kysely";
import type { DB } from "../../db/generated-types.ts";

export function createBookingDocumentsConsole(deps: { db: Kysely<DB>; receipts: Receipts; invoices: Invoices }, gate: StaffGate, ip: string | null): BookingDocumentsConsole {
  const as = async () => {
    const member = await gate.require("quotes:write");
    return { actor: { id: member.id, email: member.email }, ip };
  };
  const base = (id: number) => `/console/bookings/${id}`;
  return {
    async forBooking(id) {
      await as();
      const invoice = await deps.invoices.view(id);
      if (!invoice) return null;
      return { receipts: await deps.receipts.list(deps.db, id, base(id)), invoice: { ...invoice, href: `${base(id)}/invoice.pdf` } };
    },
    receiptPdf: async (id, number) => (await as(), deps.receipts.pdf(id, number)),
    invoicePdf: async (id) => (await as(), deps.invoices.pdf(id)),
    setTaxTypes: async (id, input) => deps.invoices.setTaxTypes(id, input, await as()),
    issueInvoice: async (id) => deps.invoices.issue(id, await as()),
    saveEtims: async (id, input) => deps.invoices.saveEtims(id, input, await as()),
  };
}
