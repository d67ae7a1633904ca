/**
 * The quote as a PDF (issue 14): the same PresentedQuote as the public page, printed in Noto fonts
 * embedded as subsets, so any name prints (pdf-fonts.ts, issue 24 item 9): the
 * company's brand, the traveller and party, then each option with its day-by-day, inclusions,
 * exclusions, price lines, discount, total, deposit and balance, then the deposit terms and the
 * terms summary. Every word that the page also prints comes from domain/quotes/quote-text.ts.
 */
import PDFDocument from "pdfkit";
import { useUnicodeFonts } from "./pdf-fonts.ts";
import type { PresentedQuote, PresentedQuoteOption } from "#domain/quotes/presented-quote.ts";
import {
  acceptedOption,
  optionFigures,
  partyLabel,
  quoteDate,
  quoteMoney,
  quoteTitle,
  residencyLabel,
  travelDatesLabel,
} from "#domain/quotes/quote-text.ts";

const GREEN = "#245530";
const AMBER = "#c8862a";
const INK = "#2a1d12";
const MUTED = "#5b4a3a";
const RULE = "#d9cdb8";
const MARGIN = 56;

type Doc = InstanceType<typeof PDFDocument>;

/**
 * Every script and emoji prints (pdf-fonts.ts); only control characters, which no font draws, are
 * dropped.
 */
const printable = (text: string): string => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/gu, "");

function brandHeader(doc: Doc, quote: PresentedQuote) {
  const width = doc.page.width;
  doc.rect(0, 0, width, 92).fill(GREEN);
  doc.rect(0, 92, width, 4).fill(AMBER);
  // The mark of the site's logo in miniature: the sun over the plain.
  doc.save();
  doc.circle(MARGIN + 18, 46, 18).fill(AMBER);
  doc.rect(MARGIN, 52, 36, 12).fill(GREEN);
  doc.restore();
  doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(18).text(printable(quote.company.name || "Quote"), MARGIN + 48, 30, { width: width - 2 * MARGIN - 48 });
  const contact = [quote.company.email, quote.company.phone, quote.company.website].filter(Boolean).join("   ");
  if (contact) doc.font("Helvetica").fontSize(9).fillColor("#f5ead3").text(printable(contact), MARGIN + 48, 54, { width: width - 2 * MARGIN - 48 });
  doc.fillColor(INK).font("Helvetica").fontSize(10);
  doc.x = MARGIN;
  doc.y = 116;
}

function heading(doc: Doc, text: string, size = 15) {
  ensureRoom(doc, size * 3);
  doc.moveDown(0.6).font("Helvetica-Bold").fontSize(size).fillColor(GREEN).text(printable(text), MARGIN);
  doc.moveDown(0.2).font("Helvetica").fontSize(10).fillColor(INK);
}

function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function keyValue(doc: Doc, key: string, value: string) {
  doc.font("Helvetica-Bold").fillColor(MUTED).text(`${key}: `, { continued: true }).font("Helvetica").fillColor(INK).text(printable(value));
}

function bullets(doc: Doc, title: string, items: string[]) {
  if (items.length === 0) return;
  ensureRoom(doc, 40);
  doc.moveDown(0.4).font("Helvetica-Bold").fontSize(11).fillColor(INK).text(title, MARGIN);
  doc.font("Helvetica").fontSize(10);
  doc.list(items.map(printable), MARGIN + 6, undefined, { bulletRadius: 1.8, textIndent: 10, bulletIndent: 0 });
  doc.x = MARGIN;
}

/** A right-aligned amount beside its label, on one line. */
function moneyRow(doc: Doc, label: string, value: string, strong = false) {
  const width = doc.page.width - 2 * MARGIN;
  ensureRoom(doc, 18);
  const y = doc.y;
  doc.font(strong ? "Helvetica-Bold" : "Helvetica").fontSize(strong ? 11 : 10).fillColor(INK);
  doc.text(printable(label), MARGIN, y, { width: width - 130 });
  const after = doc.y;
  doc.text(value, MARGIN + width - 130, y, { width: 130, align: "right" });
  doc.y = Math.max(after, doc.y) + 2;
  doc.x = MARGIN;
}

function rule(doc: Doc) {
  doc.moveTo(MARGIN, doc.y).lineTo(doc.page.width - MARGIN, doc.y).lineWidth(0.6).strokeColor(RULE).stroke();
  doc.moveDown(0.3);
}

function option(doc: Doc, quote: PresentedQuote, o: PresentedQuoteOption, index: number) {
  if (index > 0) doc.addPage();
  heading(doc, `Option ${index + 1}: ${o.title}`, 17);
  doc.font("Helvetica").fontSize(10).fillColor(MUTED).text(printable(`${o.packageTitle}, ${o.tierName}`));
  heading(doc, "Day by day", 13);
  for (const d of o.days) {
    ensureRoom(doc, 60);
    doc.moveDown(0.3).font("Helvetica-Bold").fontSize(11).fillColor(INK).text(printable(d.heading), MARGIN);
    doc.font("Helvetica").fontSize(10);
    if (d.descriptionText) doc.text(printable(d.descriptionText));
    const facts = [d.places.length ? `Places: ${d.places.join(", ")}` : "", d.overnight ? `Overnight: ${d.overnight}` : "", d.meals ? `Meals: ${d.meals}` : ""].filter(Boolean);
    if (facts.length) doc.fillColor(MUTED).text(printable(facts.join("   "))).fillColor(INK);
  }
  bullets(doc, "Included", o.inclusions);
  bullets(doc, "Not included", o.exclusions);
  heading(doc, "Price", 13);
  for (const line of o.lines) moneyRow(doc, line.label, quoteMoney(quote, line.amount));
  rule(doc);
  for (const row of optionFigures(quote, o)) moneyRow(doc, row.label, row.value, row.strong);
}

/** The PDF's bytes. Deterministic for a given quote (fixed dates inside), so it may be compared. */
export function renderQuotePdf(quote: PresentedQuote): Promise<Buffer> {
  const issued = new Date(`${quote.issuedOn}T00:00:00Z`);
  const stamp = Number.isNaN(issued.getTime()) ? new Date(0) : issued;
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: {
      Title: printable(`${quoteTitle(quote)} for ${quote.travellerName}`),
      Author: printable(quote.company.name),
      Subject: "Safari quote",
      CreationDate: stamp,
      ModDate: stamp,
    },
    pdfVersion: "1.7",
    lang: "en-KE",
    displayTitle: true,
    bufferPages: true,
  });
  useUnicodeFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  brandHeader(doc, quote);
  doc.font("Helvetica-Bold").fontSize(20).fillColor(INK).text(printable(quoteTitle(quote)), MARGIN);
  doc.font("Helvetica").fontSize(10).fillColor(MUTED).text(`Issued ${quoteDate(quote.issuedOn)}. Valid until ${quoteDate(quote.validUntil)}.`);
  doc.moveDown(0.6).fillColor(INK);
  keyValue(doc, "Prepared for", quote.travellerName);
  keyValue(doc, "Party", partyLabel(quote.party));
  keyValue(doc, "Dates", travelDatesLabel(quote));
  keyValue(doc, "Rates for", residencyLabel(quote));
  if (quote.agent) keyValue(doc, "Your travel consultant", `${quote.agent.name} (${quote.agent.email})`);

  const accepted = acceptedOption(quote);
  if (accepted) {
    doc.moveDown(0.5).font("Helvetica-Bold").fillColor(GREEN).text(printable(`Accepted: ${accepted.title}. ${quoteMoney(quote, accepted.deposit.amount)} deposit due ${quoteDate(accepted.deposit.dueDate)}.`));
  } else if (quote.state === "expired") {
    doc.moveDown(0.5).font("Helvetica-Bold").fillColor(AMBER).text(`This quote expired on ${quoteDate(quote.validUntil)}. Ask us for a fresh one.`);
  }
  if (quote.message.trim()) {
    doc.moveDown(0.6).font("Helvetica-Oblique").fontSize(10).fillColor(INK).text(printable(quote.message.trim()), MARGIN);
  }

  quote.options.forEach((o, i) => option(doc, quote, o, i));

  heading(doc, "Deposit and balance", 13);
  doc.text(printable(quote.depositTerms));
  if (quote.terms.trim()) {
    heading(doc, "Terms", 13);
    doc.fontSize(9).text(printable(quote.terms.trim()));
  }

  // Footer on every page: who the quote is from, and where it stands among the pages.
  const range = doc.bufferedPageRange();
  const footer = [quote.company.name, quote.company.address, quote.company.licence].filter(Boolean).join("  |  ");
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN + 18;
    doc.page.margins.bottom = 0;
    doc.font("Helvetica").fontSize(8).fillColor(MUTED);
    doc.text(printable(footer), MARGIN, y, { width: doc.page.width - 2 * MARGIN - 60, lineBreak: false });
    doc.text(`Page ${i + 1} of ${range.count}`, doc.page.width - MARGIN - 60, y, { width: 60, align: "right", lineBreak: false });
    doc.page.margins.bottom = MARGIN;
  }
  doc.end();
  return done;
}
