/**
 * The booking's invoice as a PDF (issue 26 item 5, decision 0053): who issues it (with the KRA PIN),
 * its number and date, the traveller, each line with its tax type, price, share of the discount,
 * what is charged (VAT included) and the VAT inside it; the totals by tax type; what is paid and due;
 * and the KRA eTIMS control unit's serial, invoice number and QR code once staff have filled them in.
 * A draft prints as a pro forma invoice: its lines may still change until it is issued.
 * In the booking's language, its inquiry's (decision 0077): words from document-pdf-words.ts, dates
 * and amounts in that language's way. The lines' own labels are the booking's, as staff wrote them.
 */
import { encode } from "uqr";
import { VAT_RATE_PERCENT, type InvoiceView } from "#domain/bookings/invoice.ts";
import { DEFAULT_LOCALE, type Locale } from "#domain/locales.ts";
import { quoteDate } from "#domain/quotes/quote-text.ts";
import { documentAmount, documentFigure } from "#domain/bookings/receipt.ts";
import { blockTitle, contentWidth, footers, header, INK, MARGIN, MUTED, newDocument, parties, printable, rightUnlessMixed, RULE, SHADE, valueRow, type Doc, type DocumentCompany } from "./document-pdf.ts";
import { DOCUMENT_PDF_WORDS, type DocumentPdfWords } from "./document-pdf-words.ts";

export interface PresentedInvoice extends InvoiceView {
  company: DocumentCompany;
  tripTitle: string;
  paid: number;
  /** The booking's language; English when absent. */
  locale?: Locale;
}

const COLUMNS = [
  { key: "description", width: 0, align: "left" },
  { key: "quantity", width: 34, align: "right" },
  { key: "tax", width: 64, align: "left" },
  { key: "price", width: 72, align: "right" },
  { key: "discount", width: 62, align: "right" },
  { key: "charged", width: 72, align: "right" },
  { key: "vat", width: 62, align: "right" },
] as const;

function table(doc: Doc, inv: PresentedInvoice, w: DocumentPdfWords, locale: Locale) {
  /** Amounts in the table without the currency (named once above it). */
  const figure = (minor: number) => documentFigure(minor, locale);
  const taxTypes = w.taxTypes(VAT_RATE_PERCENT);
  const width = contentWidth(doc);
  const fixed = COLUMNS.reduce((s, c) => s + c.width, 0);
  const widths = COLUMNS.map((c) => (c.width === 0 ? width - fixed : c.width));
  const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((s, w) => s + w, 0));
  const pad = 5;
  const row = (cells: string[], bold: boolean, shade: boolean) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
    const h = Math.max(...cells.map((c, i) => doc.heightOfString(printable(c), { width: widths[i]! - 2 * pad }))) + 8;
    if (doc.y + h > doc.page.height - MARGIN - 20) {
      doc.addPage();
      doc.y = MARGIN;
    }
    const y = doc.y;
    if (shade) doc.save().rect(MARGIN, y, width, h).fill(SHADE).restore();
    cells.forEach((c, i) => {
      doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9).fillColor(bold ? MUTED : INK);
      const align = COLUMNS[i]!.align === "right" ? rightUnlessMixed(c) : "left";
      doc.text(printable(c), xs[i]! + pad, y + 4, { width: widths[i]! - 2 * pad, align });
    });
    doc.y = y + h;
    doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).lineWidth(0.4).strokeColor(RULE).stroke();
  };
  row(
    COLUMNS.map((c) => w.columns[c.key]),
    true,
    true,
  );
  for (const l of inv.lines) {
    row([l.label, String(l.quantity), taxTypes[l.taxType], figure(l.amount), l.discount ? `- ${figure(l.discount)}` : "", figure(l.gross), l.vat ? figure(l.vat) : ""], false, false);
  }
  doc.x = MARGIN;
}

/** The QR code as squares drawn in the PDF (uqr computes the modules; nothing is fetched). */
function qrImage(doc: Doc, text: string, x: number, y: number, size: number) {
  const qr = encode(text, { ecc: "M", border: 0 });
  const cell = size / qr.size;
  doc.save();
  doc.rect(x - 4, y - 4, size + 8, size + 8).fill("#ffffff");
  qr.data.forEach((rowData, r) =>
    rowData.forEach((dark, c) => {
      if (dark) doc.rect(x + c * cell, y + r * cell, cell + 0.05, cell + 0.05);
    }),
  );
  doc.fill("#000000");
  doc.restore();
}

export async function renderInvoicePdf(inv: PresentedInvoice): Promise<Buffer> {
  const locale = inv.locale ?? DEFAULT_LOCALE;
  const w = DOCUMENT_PDF_WORDS[locale];
  const draft = inv.state === "draft";
  const title = draft ? w.proForma(inv.number) : w.invoice(inv.number);
  const day = inv.issuedOn ?? inv.madeOn;
  const { doc, finish } = newDocument({ title, author: inv.company.name, subject: w.invoiceSubject, date: day });
  const money = (minor: number) => documentAmount(minor, inv.currency, locale);

  header(doc, inv.company, title, draft ? w.prepared(quoteDate(inv.madeOn, locale)) : w.issued(quoteDate(day, locale)));
  parties(
    doc,
    { title: w.from, lines: [inv.company.legalName, inv.company.address, inv.company.taxPin ? `KRA PIN ${inv.company.taxPin}` : ""] },
    { title: w.billTo, lines: [inv.travellerName, w.booking(inv.bookingReference), inv.tripTitle] },
  );

  doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(printable(w.amountsIn(inv.currency)), MARGIN, undefined, { width: contentWidth(doc) });
  doc.moveDown(0.5);
  table(doc, inv, w, locale);

  // Totals on the right half.
  doc.moveDown(0.8);
  const half = contentWidth(doc) * 0.55;
  const x = MARGIN + contentWidth(doc) - half;
  const t = inv.totals;
  const rows: Array<[string, string, boolean?]> = [
    [w.totals.subtotal, money(t.subtotal)],
    ...(t.discount ? ([[w.totals.discount, `- ${money(t.discount)}`]] as Array<[string, string]>) : []),
    [w.totals.totalWithVat, money(t.total), true],
    [w.totals.exempt, money(t.exempt)],
    [w.totals.taxableNet, money(t.taxableNet)],
    [w.vatAt(VAT_RATE_PERCENT), money(t.vat)],
    [w.totals.paidToDate, money(inv.paid)],
    [w.totals.stillDue, money(Math.max(0, t.total - inv.paid)), true],
  ];
  if (doc.y + rows.length * 22 > doc.page.height - MARGIN - 20) {
    doc.addPage();
    doc.y = MARGIN;
  }
  for (const [label, value, strong] of rows) valueRow(doc, label, value, { x, width: half, strong, shade: strong, valueWidth: 110 });

  const e = inv.etims;
  if (e.cuSerial || e.cuInvoiceNumber || e.qrCode) {
    const qrSize = e.qrCode ? 92 : 0;
    if (doc.y + 60 + qrSize > doc.page.height - MARGIN - 20) {
      doc.addPage();
      doc.y = MARGIN;
    }
    blockTitle(doc, "KRA eTIMS");
    const top = doc.y;
    const textWidth = contentWidth(doc) - (qrSize ? qrSize + 20 : 0);
    if (e.cuSerial) doc.font("Helvetica-Bold").fontSize(9.5).fillColor(MUTED).text(w.cuSerial, MARGIN, undefined, { continued: true, width: textWidth }).font("Helvetica").fillColor(INK).text(printable(e.cuSerial));
    if (e.cuInvoiceNumber) doc.font("Helvetica-Bold").fontSize(9.5).fillColor(MUTED).text(w.cuInvoiceNumber, MARGIN, undefined, { continued: true, width: textWidth }).font("Helvetica").fillColor(INK).text(printable(e.cuInvoiceNumber));
    if (e.qrCode) {
      doc.moveDown(0.3).font("Helvetica").fontSize(7.5).fillColor(MUTED).text(printable(e.qrCode), MARGIN, undefined, { width: textWidth });
      qrImage(doc, e.qrCode, MARGIN + contentWidth(doc) - qrSize, top, qrSize);
      doc.y = Math.max(doc.y, top + qrSize + 8);
    }
    doc.x = MARGIN;
  }

  footers(doc, inv.company, locale);
  return finish();
}
