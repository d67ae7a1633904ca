/**
 * The quote as a PDF (issue 14): the same PresentedQuote as the public page, printed in Noto fonts
 * embedded as subsets, so any name prints (pdf-fonts.ts, issue 24 item 9): the
 * company's brand, the traveller and party, then each option with its day-by-day, inclusions,
 * exclusions, price lines, discount, total, deposit and balance, then the deposit terms, how to pay
 * and the terms summary. Every word that the page also prints comes from domain/quotes/quote-text.ts.
 * In the quote's language (decision 0077): the PDF's own words are pdf-words.ts, its dates and
 * amounts are written as that language writes them, and Noto Sans SC prints Chinese.
 *
 * Pages (issue 24): options follow one another instead of each starting a page, and every block
 * (a day, an option's heading with its first day, a list's title with its first items, the price
 * table, the closing terms) is measured first and moved whole to the next page when it does not fit,
 * so no page holds a stray few lines.
 */
import PDFDocument from "pdfkit";
import { newPdfDocument, printable } from "../../pdf/pdf-document.ts";
import type { PresentedQuote, PresentedQuoteOption } from "#domain/quotes/presented-quote.ts";
import {
  acceptancePayments,
  acceptanceText,
  acceptedOption,
  optionFigures,
  paymentLines,
  partyLabel,
  quoteDate,
  quoteMoney,
  quoteTitle,
  residencyLabel,
  travelDatesLabel,
} from "#domain/quotes/quote-text.ts";
import { DEFAULT_LOCALE, type Locale } from "#domain/locales.ts";
import { labelled } from "#domain/quotes/quote-words.ts";
import { PDF_WORDS, type PdfWords } from "./pdf-words.ts";
import { fontRuns } from "./pdf-fonts.ts";

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

const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;

/** The height `text` takes in a font and size at the content width (or `width`). */
function textHeight(doc: Doc, font: string, size: number, text: string, width = contentWidth(doc)): number {
  if (!text) return 0;
  return doc.font(font).fontSize(size).heightOfString(printable(text), { width });
}

/** A moveDown(n) at a font size, in points. */
const gap = (doc: Doc, size: number, lines: number) => doc.fontSize(size).currentLineHeight(true) * lines;

/** Starts a new page unless `height` fits below; a block taller than a whole page just flows. */
function keepTogether(doc: Doc, height: number) {
  const bottom = doc.page.height - doc.page.margins.bottom;
  const room = bottom - doc.page.margins.top;
  if (doc.y + height > bottom && height <= room) {
    doc.addPage();
    doc.x = MARGIN;
  }
}

const headingHeight = (doc: Doc, text: string, size: number) => gap(doc, size, 0.6) + textHeight(doc, "Helvetica-Bold", size, text) + gap(doc, 10, 0.2);

/** A heading; `withNext` is the height of what must stay on its page with it. */
function heading(doc: Doc, text: string, size = 15, withNext = 30) {
  keepTogether(doc, headingHeight(doc, text, size) + withNext);
  doc.moveDown(0.6).font("Helvetica-Bold").fontSize(size).fillColor(GREEN).text(printable(text), MARGIN);
  doc.moveDown(0.2).font("Helvetica").fontSize(10).fillColor(INK);
}

function keyValue(doc: Doc, key: string, value: string, locale: Locale) {
  doc.font("Helvetica-Bold").fillColor(MUTED).text(printable(labelled(key, locale)), { continued: true }).font("Helvetica").fillColor(INK).text(printable(value));
}

const LIST_INDENT = 16;

/** A list's title with its first two items (a long list may then run on to the next page). */
function bullets(doc: Doc, title: string, items: string[]) {
  if (items.length === 0) return;
  const first = items.slice(0, 2).reduce((h, item) => h + textHeight(doc, "Helvetica", 10, item, contentWidth(doc) - LIST_INDENT), 0);
  keepTogether(doc, gap(doc, 11, 0.4) + textHeight(doc, "Helvetica-Bold", 11, title) + first);
  doc.moveDown(0.4).font("Helvetica-Bold").fontSize(11).fillColor(INK).text(printable(title), MARGIN);
  doc.font("Helvetica").fontSize(10);
  doc.list(items.map(printable), MARGIN + 6, undefined, { bulletRadius: 1.8, textIndent: 10, bulletIndent: 0 });
  doc.x = MARGIN;
}

const VALUE_WIDTH = 130;

const moneyRowHeight = (doc: Doc, label: string, strong = false) =>
  Math.max(textHeight(doc, strong ? "Helvetica-Bold" : "Helvetica", strong ? 11 : 10, label, contentWidth(doc) - VALUE_WIDTH), 12) + 2;

/** A right-aligned amount beside its label, on one line. */
function moneyRow(doc: Doc, label: string, value: string, strong = false) {
  const width = contentWidth(doc);
  keepTogether(doc, moneyRowHeight(doc, label, strong));
  const y = doc.y;
  doc.font(strong ? "Helvetica-Bold" : "Helvetica").fontSize(strong ? 11 : 10).fillColor(INK);
  doc.text(printable(label), MARGIN, y, { width: width - VALUE_WIDTH });
  const after = doc.y;
  doc.text(value, MARGIN + width - VALUE_WIDTH, y, { width: VALUE_WIDTH, align: "right" });
  doc.y = Math.max(after, doc.y) + 2;
  doc.x = MARGIN;
}

function rule(doc: Doc) {
  doc.moveTo(MARGIN, doc.y).lineTo(doc.page.width - MARGIN, doc.y).lineWidth(0.6).strokeColor(RULE).stroke();
  doc.moveDown(0.3);
}

type Day = PresentedQuoteOption["days"][number];
const dayFacts = (d: Day, w: PdfWords) => [d.places.length ? w.places(d.places) : "", d.overnight ? w.overnight(d.overnight) : "", d.meals ? w.meals(d.meals) : ""].filter(Boolean).join("   ");

const dayHeight = (doc: Doc, d: Day, w: PdfWords) =>
  gap(doc, 11, 0.3) + textHeight(doc, "Helvetica-Bold", 11, d.heading) + textHeight(doc, "Helvetica", 10, d.descriptionText) + textHeight(doc, "Helvetica", 10, dayFacts(d, w));

function day(doc: Doc, d: Day, w: PdfWords) {
  keepTogether(doc, dayHeight(doc, d, w));
  doc.moveDown(0.3).font("Helvetica-Bold").fontSize(11).fillColor(INK).text(printable(d.heading), MARGIN);
  doc.font("Helvetica").fontSize(10);
  if (d.descriptionText) doc.text(printable(d.descriptionText));
  const facts = dayFacts(d, w);
  if (facts) doc.fillColor(MUTED).text(printable(facts)).fillColor(INK);
}

/** The price table: its heading, the lines and the figures, kept on one page. */
function prices(doc: Doc, quote: PresentedQuote, o: PresentedQuoteOption, w: PdfWords) {
  const figures = optionFigures(quote, o);
  const height =
    headingHeight(doc, w.price, 13) +
    o.lines.reduce((h, l) => h + moneyRowHeight(doc, l.label), 0) +
    gap(doc, 10, 0.3) +
    figures.reduce((h, r) => h + moneyRowHeight(doc, r.label, r.strong), 0);
  keepTogether(doc, height);
  heading(doc, w.price, 13, 0);
  for (const line of o.lines) moneyRow(doc, line.label, quoteMoney(quote, line.amount));
  rule(doc);
  for (const row of figures) moneyRow(doc, row.label, row.value, row.strong);
}

function option(doc: Doc, quote: PresentedQuote, o: PresentedQuoteOption, index: number, w: PdfWords) {
  const title = w.option(index + 1, o.title);
  const subtitle = `${o.packageTitle}, ${o.tierName}`;
  // The option's title stays with its first day: never a title alone at the foot of a page.
  const head = headingHeight(doc, title, 17) + textHeight(doc, "Helvetica", 10, subtitle) + headingHeight(doc, w.labels.dayByDay, 13) + (o.days[0] ? dayHeight(doc, o.days[0], w) : 0);
  if (index > 0) doc.moveDown(0.8);
  keepTogether(doc, head);
  heading(doc, title, 17, 0);
  doc.font("Helvetica").fontSize(10).fillColor(MUTED).text(printable(subtitle));
  heading(doc, w.labels.dayByDay, 13, o.days[0] ? dayHeight(doc, o.days[0], w) : 0);
  for (const d of o.days) day(doc, d, w);
  bullets(doc, w.labels.included, o.inclusions);
  bullets(doc, w.labels.notIncluded, o.exclusions);
  prices(doc, quote, o, w);
}

/** The closing section: the deposit terms, how to pay and the terms summary, on one page when they fit. */
function closing(doc: Doc, quote: PresentedQuote, w: PdfWords) {
  const pay = paymentLines(quote.payment, quote.locale);
  const terms = quote.terms.trim();
  const height =
    headingHeight(doc, w.depositAndBalance, 13) +
    textHeight(doc, "Helvetica", 10, quote.depositTerms) +
    headingHeight(doc, w.labels.howToPay, 13) +
    pay.reduce((h, l) => h + textHeight(doc, "Helvetica", 10, l) + gap(doc, 10, 0.2), 0) +
    (terms ? headingHeight(doc, w.terms, 13) + textHeight(doc, "Helvetica", 9, terms) : 0) +
    textHeight(doc, "Helvetica", 9, w.fullTerms(quote.termsUrl));
  keepTogether(doc, height);
  heading(doc, w.depositAndBalance, 13);
  doc.text(printable(quote.depositTerms));
  heading(doc, w.labels.howToPay, 13);
  for (const line of pay) doc.text(printable(line)).moveDown(0.2);
  if (terms) {
    heading(doc, w.terms, 13);
    doc.fontSize(9).text(printable(terms));
  }
  doc.fontSize(9).fillColor(INK).text(printable(w.fullTerms(quote.termsUrl)), MARGIN, undefined, { link: quote.termsUrl });
}

/** The PDF's bytes. Deterministic for a given quote (fixed dates inside), so it may be compared. */
export function renderQuotePdf(quote: PresentedQuote): Promise<Buffer> {
  const locale = quote.locale ?? DEFAULT_LOCALE;
  const w = PDF_WORDS[locale];
  const date = (day: string) => quoteDate(day, locale);
  const { doc, finish } = newPdfDocument({
    title: w.titleFor(quoteTitle(quote), quote.travellerName),
    author: quote.company.name,
    subject: w.subject,
    date: quote.issuedOn,
    margin: MARGIN,
  });

  brandHeader(doc, quote);
  doc.font("Helvetica-Bold").fontSize(20).fillColor(INK).text(printable(quoteTitle(quote)), MARGIN);
  doc.font("Helvetica").fontSize(10).fillColor(MUTED).text(printable(w.issued(date(quote.issuedOn), date(quote.validUntil))));
  doc.moveDown(0.6).fillColor(INK);
  keyValue(doc, w.labels.preparedFor, quote.travellerName, locale);
  keyValue(doc, w.labels.party, partyLabel(quote.party, locale), locale);
  keyValue(doc, w.labels.dates, travelDatesLabel(quote), locale);
  keyValue(doc, w.labels.ratesFor, residencyLabel(quote), locale);
  if (quote.agent) keyValue(doc, w.labels.yourConsultant, `${quote.agent.name} (${quote.agent.email})`, locale);

  const accepted = acceptedOption(quote);
  if (quote.acceptance) {
    // What the traveller accepted, and what they owe: kept while an amendment is proposed (issue 24).
    doc.moveDown(0.5).font("Helvetica-Bold").fillColor(GREEN).text(printable(acceptanceText(quote, quote.acceptance)), MARGIN);
    doc.font("Helvetica").fillColor(INK);
    for (const line of acceptancePayments(quote, quote.acceptance)) doc.text(printable(line));
    if (quote.amendsVersion)
      doc.moveDown(0.3).font("Helvetica-Bold").fillColor(AMBER).text(printable(w.amendment(quote.version)));
  } else if (accepted) {
    doc.moveDown(0.5).font("Helvetica-Bold").fillColor(GREEN).text(printable(w.acceptedLine(accepted.title, quoteMoney(quote, accepted.deposit.amount), date(accepted.deposit.dueDate))));
  } else if (quote.state === "expired") {
    doc.moveDown(0.5).font("Helvetica-Bold").fillColor(AMBER).text(printable(w.expired(date(quote.validUntil))));
  }
  if (quote.message.trim()) {
    doc.moveDown(0.6).font("Helvetica-Oblique").fontSize(10).fillColor(INK).text(printable(quote.message.trim()), MARGIN);
  }

  quote.options.forEach((o, i) => option(doc, quote, o, i, w));
  closing(doc, quote, w);

  // Footer on every page: who the quote is from, and where it stands among the pages.
  const range = doc.bufferedPageRange();
  const footer = [quote.company.name, quote.company.address, quote.company.licence].filter(Boolean).join("  |  ");
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN + 18;
    doc.page.margins.bottom = 0;
    doc.font("Helvetica").fontSize(8).fillColor(MUTED);
    // Room for "Pagina 10 di 12" and "第 10 页，共 12 页" on one line.
    doc.text(printable(footer), MARGIN, y, { width: doc.page.width - 2 * MARGIN - 90, lineBreak: false });
    // Right-aligned when one font draws it; a label of several font runs ("第 1 页，共 2 页": Noto Sans SC
    // and Helvetica's digits) is aligned run by run by pdfkit, which stacks them, so it starts its box.
    const label = printable(w.page(i + 1, range.count));
    doc.text(label, doc.page.width - MARGIN - 90, y, { width: 90, align: fontRuns(label, "Helvetica").length > 1 ? "left" : "right", lineBreak: false });
    doc.page.margins.bottom = MARGIN;
  }
  return finish();
}
