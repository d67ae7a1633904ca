/**
 * What the receipt and invoice PDFs share (decision 0053): an A4 page in the quote PDF's colours,
 * the company's band at the top, the "from / to" boxes, label-and-amount rows and the footer. Noto
 * fonts are installed under pdfkit's own (server/services/quote-page/pdf-fonts.ts), so any
 * traveller's name prints. Deterministic: the dates inside come from the document, not the clock.
 */
import PDFDocument from "pdfkit";
import { addressLine, type CompanyDetails } from "#domain/company-details.ts";
import { DEFAULT_LOCALE, type Locale } from "#domain/locales.ts";
import { newPdfDocument, printable } from "../../pdf/pdf-document.ts";
import { fontRuns } from "../quote-page/pdf-fonts.ts";
import { PDF_WORDS } from "../quote-page/pdf-words.ts";

export type Doc = InstanceType<typeof PDFDocument>;

export const GREEN = "#245530";
export const AMBER = "#c8862a";
export const INK = "#2a1d12";
export const MUTED = "#5b4a3a";
export const RULE = "#d9cdb8";
export const SHADE = "#f6f1e9";
export const MARGIN = 50;

/** Every script prints; only control characters, which no font draws, are dropped. */
export { printable };

/** The company as a document prints it: who issues it, where, and its KRA PIN. */
export interface DocumentCompany {
  name: string;
  legalName: string;
  address: string;
  taxPin: string;
  email: string;
  phone: string;
}

export const documentCompany = (c: CompanyDetails): DocumentCompany => ({
  name: c.name,
  legalName: c.legalName || c.name,
  address: addressLine(c, ["street", "postal", "city", "country"]),
  taxPin: c.taxPin,
  email: c.salesEmail || c.email,
  phone: c.phones[0] ?? "",
});

export const contentWidth = (doc: Doc): number => doc.page.width - 2 * MARGIN;

/** A new A4 document writing into a buffer; `finish()` ends it and resolves with the bytes. */
export const newDocument = (info: { title: string; author: string; subject: string; date: string }) => newPdfDocument({ ...info, margin: MARGIN });

/** The band at the top: the company's name and contacts; then the document's title and number. */
export function header(doc: Doc, company: DocumentCompany, title: string, subtitle: string) {
  const width = doc.page.width;
  doc.rect(0, 0, width, 80).fill(GREEN);
  doc.rect(0, 80, width, 4).fill(AMBER);
  doc.save();
  doc.circle(MARGIN + 16, 40, 16).fill(AMBER);
  doc.rect(MARGIN - 1, 45, 34, 14).fill(GREEN);
  doc.restore();
  doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(17).text(printable(company.name || "Safari company"), MARGIN + 44, 24, { width: width - 2 * MARGIN - 44 });
  const contact = [company.email, company.phone].filter(Boolean).join("   ");
  if (contact) doc.font("Helvetica").fontSize(9).fillColor("#f5ead3").text(printable(contact), MARGIN + 44, 47, { width: width - 2 * MARGIN - 44 });
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(20).text(printable(title), MARGIN, 104, { width: contentWidth(doc) });
  doc.font("Helvetica").fontSize(10).fillColor(MUTED).text(printable(subtitle), MARGIN, undefined, { width: contentWidth(doc) });
  doc.fillColor(INK);
  doc.x = MARGIN;
  doc.moveDown(1);
}

/** Two boxes side by side: who issues the document, and to whom. */
export function parties(doc: Doc, left: { title: string; lines: string[] }, right: { title: string; lines: string[] }) {
  const gap = 16;
  const w = (contentWidth(doc) - gap) / 2;
  const top = doc.y;
  const box = (x: number, p: { title: string; lines: string[] }) => {
    doc.font("Helvetica-Bold").fontSize(8).fillColor(MUTED).text(p.title.toUpperCase(), x + 10, top + 8, { width: w - 20, characterSpacing: 0.6 });
    doc.moveDown(0.2);
    p.lines.filter(Boolean).forEach((line, i) => {
      doc.font(i === 0 ? "Helvetica-Bold" : "Helvetica").fontSize(i === 0 ? 11 : 9.5).fillColor(INK).text(printable(line), x + 10, undefined, { width: w - 20 });
    });
    return doc.y;
  };
  // Measured first (drawn off-page into nothing is not possible in pdfkit): draw, then put the box under.
  const bottom = Math.max(box(MARGIN, left), box(MARGIN + w + gap, right)) + 8;
  doc.save();
  doc.lineWidth(0.7).strokeColor(RULE);
  doc.roundedRect(MARGIN, top, w, bottom - top, 4).stroke();
  doc.roundedRect(MARGIN + w + gap, top, w, bottom - top, 4).stroke();
  doc.restore();
  doc.x = MARGIN;
  doc.y = bottom + 16;
}

/** A label and its value on one line, the value right-aligned; `strong` for a total. */
export function valueRow(doc: Doc, label: string, value: string, options: { strong?: boolean; x?: number; width?: number; shade?: boolean; valueWidth?: number } = {}) {
  const x = options.x ?? MARGIN;
  const width = options.width ?? contentWidth(doc);
  const size = options.strong ? 11.5 : 10;
  const y = doc.y;
  const valueWidth = options.valueWidth ?? Math.min(170, width / 2);
  doc.font(options.strong ? "Helvetica-Bold" : "Helvetica").fontSize(size);
  const h = Math.max(doc.heightOfString(printable(label), { width: width - valueWidth - 12 }), doc.currentLineHeight(true)) + 8;
  if (options.shade) doc.save().rect(x, y, width, h).fill(SHADE).restore();
  doc.font(options.strong ? "Helvetica-Bold" : "Helvetica").fontSize(size).fillColor(options.strong ? INK : MUTED);
  doc.text(printable(label), x + 8, y + 4, { width: width - valueWidth - 12 });
  doc.fillColor(INK).font(options.strong ? "Helvetica-Bold" : "Helvetica").fontSize(size);
  doc.text(printable(value), x + width - valueWidth - 8, y + 4, { width: valueWidth, align: rightUnlessMixed(value) });
  doc.y = y + h;
  doc.moveTo(x, doc.y).lineTo(x + width, doc.y).lineWidth(0.4).strokeColor(RULE).stroke();
  doc.x = MARGIN;
}

/**
 * Right, unless several fonts draw the text ("2026年11月15日": Noto Sans SC and Helvetica's digits):
 * pdfkit aligns each font run on its own and would stack them, so such a text starts its box.
 */
export const rightUnlessMixed = (text: string): "left" | "right" => (fontRuns(printable(text), "Helvetica").length > 1 ? "left" : "right");

/** A small heading over a block. */
export function blockTitle(doc: Doc, text: string) {
  doc.moveDown(0.6).font("Helvetica-Bold").fontSize(12).fillColor(GREEN).text(printable(text), MARGIN, undefined, { width: contentWidth(doc) });
  doc.moveDown(0.3).font("Helvetica").fontSize(10).fillColor(INK);
}

/** The footer on every page: the company's legal name, address and PIN, and the page's place. */
export function footers(doc: Doc, company: DocumentCompany, locale: Locale = DEFAULT_LOCALE) {
  const range = doc.bufferedPageRange();
  const line = [company.legalName, company.address, company.taxPin ? `KRA PIN ${company.taxPin}` : ""].filter(Boolean).join("  |  ");
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN + 14;
    doc.page.margins.bottom = 0;
    doc.font("Helvetica").fontSize(8).fillColor(MUTED);
    doc.text(printable(line), MARGIN, y, { width: contentWidth(doc) - 90, lineBreak: false });
    // The quote PDF's page label ("第 1 页，共 1 页" starts its box, see rightUnlessMixed).
    const label = printable(PDF_WORDS[locale].page(i + 1, range.count));
    doc.text(label, doc.page.width - MARGIN - 90, y, { width: 90, align: rightUnlessMixed(label), lineBreak: false });
    doc.page.margins.bottom = MARGIN;
  }
}
