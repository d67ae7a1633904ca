/**
 * The booking's invoice as a PDF (issue 26 item 5, decision 0053): who issues it (with the KRA PIN),
 * its number and date, the traveller, each line with its tax type, price, share of the discount,
 * what is charged (VAT included) and the VAT inside it; the totals by tax type; what is paid and due;
 * and the KRA eTIMS control unit's serial, invoice number and QR code once staff have filled them in.
 * A draft prints as a pro forma invoice: its lines may still change until it is issued.
 */
import { encode } from "uqr";
import { TAX_TYPE_SHORT, VAT_RATE_PERCENT, type InvoiceView } from "#domain/bookings/invoice.ts";
import { quoteDate } from "#domain/quotes/quote-text.ts";
import { documentAmount, documentFigure } from "#domain/bookings/receipt.ts";
import { blockTitle, contentWidth, footers, header, INK, MARGIN, MUTED, newDocument, parties, printable, RULE, SHADE, valueRow, type Doc, type DocumentCompany } from "./document-pdf.ts";

export interface PresentedInvoice extends InvoiceView {
  company: DocumentCompany;
  tripTitle: string;
  paid: number;
}

/** Amounts in the table without the currency (named once above it). */
const figure = (minor: number) => documentFigure(minor);

const COLUMNS = [
  { key: "label", title: "Description", width: 0, align: "left" },
  { key: "quantity", title: "Qty", width: 30, align: "right" },
  { key: "tax", title: "Tax", width: 52, align: "left" },
  { key: "amount", title: "Price", width: 72, align: "right" },
  { key: "discount", title: "Discount", width: 62, align: "right" },
  { key: "gross", title: "Charged", width: 72, align: "right" },
  { key: "vat", title: "VAT", width: 62, align: "right" },
] as const;

function table(doc: Doc, inv: PresentedInvoice) {
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
      doc.text(printable(c), xs[i]! + pad, y + 4, { width: widths[i]! - 2 * pad, align: COLUMNS[i]!.align });
    });
    doc.y = y + h;
    doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).lineWidth(0.4).strokeColor(RULE).stroke();
  };
  row(
    COLUMNS.map((c) => c.title),
    true,
    true,
  );
  for (const l of inv.lines) {
    row([l.label, String(l.quantity), TAX_TYPE_SHORT[l.taxType], figure(l.amount), l.discount ? `- ${figure(l.discount)}` : "", figure(l.gross), l.vat ? figure(l.vat) : ""], false, false);
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
  const draft = inv.state === "draft";
  const title = draft ? `Pro forma invoice ${inv.number}` : `Invoice ${inv.number}`;
  const day = inv.issuedOn ?? inv.madeOn;
  const { doc, finish } = newDocument({ title, author: inv.company.name, subject: "Invoice", date: day });
  const money = (minor: number) => documentAmount(minor, inv.currency);

  header(doc, inv.company, title, draft ? `Prepared ${quoteDate(inv.madeOn)}. It becomes the invoice when we issue it; the amounts you pay do not change.` : `Issued ${quoteDate(day)}`);
  parties(
    doc,
    { title: "From", lines: [inv.company.legalName, inv.company.address, inv.company.taxPin ? `KRA PIN ${inv.company.taxPin}` : ""] },
    { title: "Bill to", lines: [inv.travellerName, `Booking ${inv.bookingReference}`, inv.tripTitle] },
  );

  doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(`Amounts in ${inv.currency}. Prices include VAT where it applies: the VAT column shows the VAT inside each taxable line.`, MARGIN, undefined, { width: contentWidth(doc) });
  doc.moveDown(0.5);
  table(doc, inv);

  // Totals on the right half.
  doc.moveDown(0.8);
  const half = contentWidth(doc) * 0.55;
  const x = MARGIN + contentWidth(doc) - half;
  const t = inv.totals;
  const rows: Array<[string, string, boolean?]> = [
    ["Subtotal", money(t.subtotal)],
    ...(t.discount ? ([["Discount", `- ${money(t.discount)}`]] as Array<[string, string]>) : []),
    ["Total, VAT included", money(t.total), true],
    ["VAT-exempt supplies", money(t.exempt)],
    ["Taxable supplies, without VAT", money(t.taxableNet)],
    [`VAT at ${VAT_RATE_PERCENT}%`, money(t.vat)],
    ["Paid to date", money(inv.paid)],
    ["Still due", money(Math.max(0, t.total - inv.paid)), true],
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
    if (e.cuSerial) doc.font("Helvetica-Bold").fontSize(9.5).fillColor(MUTED).text("Control unit serial number: ", MARGIN, undefined, { continued: true, width: textWidth }).font("Helvetica").fillColor(INK).text(printable(e.cuSerial));
    if (e.cuInvoiceNumber) doc.font("Helvetica-Bold").fontSize(9.5).fillColor(MUTED).text("CU invoice number: ", MARGIN, undefined, { continued: true, width: textWidth }).font("Helvetica").fillColor(INK).text(printable(e.cuInvoiceNumber));
    if (e.qrCode) {
      doc.moveDown(0.3).font("Helvetica").fontSize(7.5).fillColor(MUTED).text(printable(e.qrCode), MARGIN, undefined, { width: textWidth });
      qrImage(doc, e.qrCode, MARGIN + contentWidth(doc) - qrSize, top, qrSize);
      doc.y = Math.max(doc.y, top + qrSize + 8);
    }
    doc.x = MARGIN;
  }

  footers(doc, inv.company);
  return finish();
}
