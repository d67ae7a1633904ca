/**
 * A receipt as a PDF (issue 26 item 5, decision 0053): who issues it (name, address, KRA PIN), its
 * number and date, the booking and traveller, the amount and currency, how and when it was paid and
 * its reference, what it pays toward, and what is paid and still due after it, as of that payment.
 */
import { documentAmount, receiptMoney, type ReceiptFigures } from "#domain/bookings/receipt.ts";
import { quoteDate } from "#domain/quotes/quote-text.ts";
import { contentWidth, footers, header, INK, MARGIN, MUTED, newDocument, parties, printable, valueRow, type DocumentCompany } from "./document-pdf.ts";

export interface PresentedReceipt extends ReceiptFigures {
  company: DocumentCompany;
  /** The trip the booking is for ("Classic Mara, Comfort"), for the traveller's own records. */
  tripTitle: string;
}

export async function renderReceiptPdf(r: PresentedReceipt): Promise<Buffer> {
  const { doc, finish } = newDocument({ title: `Receipt ${r.number}`, author: r.company.name, subject: "Payment receipt", date: r.issuedOn });
  const money = (minor: number) => documentAmount(minor, r.currency);
  const m = receiptMoney(r);

  header(doc, r.company, `Receipt ${r.number}`, `Issued ${quoteDate(r.issuedOn)}`);
  parties(
    doc,
    { title: "Issued by", lines: [r.company.legalName, r.company.address, r.company.taxPin ? `KRA PIN ${r.company.taxPin}` : ""] },
    { title: "Received from", lines: [r.travellerName, `Booking ${r.bookingReference}`, r.tripTitle] },
  );

  // The amount, large: what this receipt is for.
  const top = doc.y;
  doc.save().rect(MARGIN, top, contentWidth(doc), 54).fill("#eef3ec").restore();
  doc.font("Helvetica").fontSize(9).fillColor(MUTED).text("AMOUNT RECEIVED", MARGIN + 12, top + 10, { characterSpacing: 0.6 });
  doc.font("Helvetica-Bold").fontSize(20).fillColor(INK).text(money(r.amount), MARGIN + 12, top + 24);
  doc.y = top + 54 + 12;
  doc.x = MARGIN;

  valueRow(doc, "Paid by", r.method);
  if (r.reference) valueRow(doc, "Reference", r.reference);
  valueRow(doc, "Received on", quoteDate(r.receivedOn));
  valueRow(doc, "Paid toward", m.toward);
  valueRow(doc, "Booking total", money(r.total));
  valueRow(doc, "Paid so far, with this payment", money(m.paidAfter), { strong: true, shade: true });
  valueRow(doc, "Still due", money(m.dueAfter), { strong: true, shade: true });
  if (m.over > 0) valueRow(doc, "Paid over the total, to be refunded", money(m.over));

  doc.moveDown(1.5);
  doc.font("Helvetica").fontSize(9.5).fillColor(MUTED);
  doc.text(printable(`Thank you. Please quote ${r.bookingReference} with every payment. This receipt acknowledges money received; the invoice for the booking is a separate document.`), MARGIN, undefined, { width: contentWidth(doc) });

  footers(doc, r.company);
  return finish();
}
