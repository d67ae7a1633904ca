/**
 * What pages may ask about a booking's receipts and invoice (decision 0053): the traveller's booking
 * page by its token, the console by the booking's id (sales and above). Built on the server
 * (server/services/bookings/documents-console.ts).
 */
import type { InvoiceView } from "./invoice.ts";
import type { ReceiptListItem } from "./receipt.ts";

export interface PdfFile {
  fileName: string;
  bytes: Uint8Array;
}

export type InvoiceAnswer = { ok: true; changed: boolean } | { ok: false; status: number; errors: Record<string, string> };

/** The traveller's receipts and invoice, each with the link to its PDF. */
export interface TravellerDocuments {
  receipts: ReceiptListItem[];
  invoice: { number: string; state: InvoiceView["state"]; href: string };
}

export interface BookingDocumentsPage {
  /** null for a tampered or unknown link. */
  forToken(token: string): Promise<TravellerDocuments | null>;
}

export interface ConsoleBookingDocuments {
  receipts: ReceiptListItem[];
  invoice: InvoiceView & { href: string; paid: number };
}

export interface BookingDocumentsConsole {
  /** The booking's receipts and invoice (the invoice is made now for a booking older than invoices). */
  forBooking(id: number): Promise<ConsoleBookingDocuments | null>;
  receiptPdf(id: number, number: string): Promise<PdfFile | null>;
  invoicePdf(id: number): Promise<PdfFile | null>;
  setTaxTypes(id: number, input: Record<string, string | undefined>): Promise<InvoiceAnswer>;
  issueInvoice(id: number): Promise<InvoiceAnswer>;
  saveEtims(id: number, input: Record<string, string | undefined>): Promise<InvoiceAnswer>;
}
