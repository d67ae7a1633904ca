/**
 * A receipt as a PDF (issue 26 item 5, decision 0053): who issues it (name, address, KRA PIN), its
 * number and date, the booking and traveller, the amount and currency, how and when it was paid and
 * its reference, what it pays toward, and what is paid and still due after it, as of that payment.
 * In the booking's language, its inquiry's (decision 0077): words from document-pdf-words.ts, dates
 * and amounts in that language's way.
 */
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "#domain/bookings/booking.ts";
import { documentAmount, PAID_TOWARD_LABELS, receiptMoney, type PaidToward, type ReceiptFigures } from "#domain/bookings/receipt.ts";
import { DEFAULT_LOCALE, type Locale } from "#domain/locales.ts";
import { quoteDate } from "#domain/quotes/quote-text.ts";
import { contentWidth, footers, header, INK, MARGIN, MUTED, newDocument, parties, printable, valueRow, type DocumentCompany } from "./document-pdf.ts";
import { DOCUMENT_PDF_WORDS } from "./document-pdf-words.ts";
import { BOOKING_EMAIL_WORDS } from "./traveller-email-words.ts";

export interface PresentedReceipt extends ReceiptFigures {
  company: DocumentCompany;
  /** The trip the booking is for ("Classic Mara, Comfort"), for the traveller's own records. */
  tripTitle: string;
  /** The booking's language; English when absent. */
  locale?: Locale;
}

/** The key of an English label the figures carry (they are stored as the console shows them). */
const codeOf = <K extends string>(labels: Record<K, string>, label: string): K | undefined => (Object.keys(labels) as K[]).find((k) => labels[k] === label);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export async function renderReceiptPdf(r: PresentedReceipt): Promise<Buffer> {
  const locale = r.locale ?? DEFAULT_LOCALE;
  const w = DOCUMENT_PDF_WORDS[locale];
  const mail = BOOKING_EMAIL_WORDS[locale];
  const title = w.receipt(r.number);
  const { doc, finish } = newDocument({ title, author: r.company.name, subject: w.receiptSubject, date: r.issuedOn });
  const money = (minor: number) => documentAmount(minor, r.currency, locale);
  const m = receiptMoney(r);
  // English prints the figures' own labels, as it always did; the others the receipt email's words.
  const method = locale === DEFAULT_LOCALE ? r.method : capitalised(mail.methods[codeOf(PAYMENT_METHOD_LABELS, r.method) ?? ("" as PaymentMethod)] ?? r.method);
  const toward = locale === DEFAULT_LOCALE ? m.toward : (mail.toward[codeOf(PAID_TOWARD_LABELS, m.toward) ?? ("" as PaidToward)] ?? m.toward);
  const labels = mail.receiptLabels;

  header(doc, r.company, title, w.issued(quoteDate(r.issuedOn, locale)));
  parties(
    doc,
    { title: w.issuedBy, lines: [r.company.legalName, r.company.address, r.company.taxPin ? `KRA PIN ${r.company.taxPin}` : ""] },
    { title: w.receivedFrom, lines: [r.travellerName, w.booking(r.bookingReference), r.tripTitle] },
  );

  // The amount, large: what this receipt is for.
  const top = doc.y;
  doc.save().rect(MARGIN, top, contentWidth(doc), 54).fill("#eef3ec").restore();
  doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(printable(w.amountReceived), MARGIN + 12, top + 10, { characterSpacing: 0.6 });
  doc.font("Helvetica-Bold").fontSize(20).fillColor(INK).text(printable(money(r.amount)), MARGIN + 12, top + 24);
  doc.y = top + 54 + 12;
  doc.x = MARGIN;

  valueRow(doc, w.paidBy, method);
  if (r.reference) valueRow(doc, labels.reference, r.reference);
  valueRow(doc, w.receivedOn, quoteDate(r.receivedOn, locale));
  valueRow(doc, labels.paidToward, toward);
  valueRow(doc, w.bookingTotal, money(r.total));
  valueRow(doc, w.paidWithThis, money(m.paidAfter), { strong: true, shade: true });
  valueRow(doc, labels.stillDue, money(m.dueAfter), { strong: true, shade: true });
  if (m.over > 0) valueRow(doc, w.overTotal, money(m.over));

  doc.moveDown(1.5);
  doc.font("Helvetica").fontSize(9.5).fillColor(MUTED);
  doc.text(printable(w.receiptThanks(r.bookingReference)), MARGIN, undefined, { width: contentWidth(doc) });

  footers(doc, r.company, locale);
  return finish();
}
