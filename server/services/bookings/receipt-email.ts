/**
 * The receipt's email to the traveller (decision 0053), written into the outbox in the payment's
 * own transaction: the amount, what it pays toward, what is paid and still due, and links to the
 * receipt's PDF and the booking page. The outbox sends text and HTML only (no attachments), so the
 * PDF is a link on the traveller's private booking link. Every value is escaped (server/mail/html.ts).
 * In the booking's language, its inquiry's (decision 0077).
 */
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "#domain/bookings/booking.ts";
import { PAID_TOWARD_LABELS, receiptMoney, type PaidToward, type ReceiptFigures } from "#domain/bookings/receipt.ts";
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from "#domain/locales.ts";
import { labelled } from "#domain/quotes/quote-words.ts";
import { quoteDate } from "#domain/quotes/quote-text.ts";
import { formatAmount } from "#domain/rates/money.ts";
import { button, html, layout, link, paragraphs, section, table } from "../../mail/html.ts";
import type { CompanyContacts, RenderedEmail } from "../../mail/templates.ts";
import { BOOKING_EMAIL_WORDS } from "./traveller-email-words.ts";

export function receiptEmail(r: ReceiptFigures & { tripTitle: string }, links: { receipt: string; booking: string }, company: CompanyContacts, locale: Locale = DEFAULT_LOCALE): RenderedEmail {
  const w = BOOKING_EMAIL_WORDS[locale];
  const money = (minor: number) => formatAmount(minor, r.currency, locale);
  const m = receiptMoney(r);
  const first = r.travellerName.split(/\s+/)[0] || r.travellerName;
  const subject = w.receiptSubject(r.number, money(r.amount), r.bookingReference);
  // The figures carry English labels (the receipt PDF's and the console's): read back to their codes.
  const method = locale === DEFAULT_LOCALE ? r.method.toLowerCase() : (w.methods[codeOf(PAYMENT_METHOD_LABELS, r.method) ?? ("" as PaymentMethod)] ?? r.method);
  const toward = w.toward[codeOf(PAID_TOWARD_LABELS, m.toward) ?? ("" as PaidToward)] ?? m.toward;
  const intro = w.receiptIntro(first, money(r.amount), method, quoteDate(r.receivedOn, locale), r.bookingReference, r.tripTitle);
  const l = w.receiptLabels;
  const facts: Array<[string, string]> = [
    [l.receipt, r.number],
    [l.paidToward, toward],
    ...(r.reference ? ([[l.reference, r.reference]] as Array<[string, string]>) : []),
    [l.paidSoFar, money(m.paidAfter)],
    [l.stillDue, money(m.dueAfter)],
  ];
  const contacts = [company.name, [company.salesEmail, ...company.phones].filter(Boolean).join(" · "), company.origin].filter(Boolean).join("\n");
  const text =
    [intro, facts.map(([k, v]) => `${labelled(k, locale)}${v}`).join("\n"), `${w.receiptPdf} ${links.receipt}`, `${w.bookingLink} ${links.booking}`, `--\n${contacts}`].join("\n\n") + "\n";
  const body = layout({
    title: subject,
    preheader: w.receiptPreheader(money(r.amount), money(m.dueAfter)),
    lang: LOCALE_TAGS[locale],
    body: [
      paragraphs(intro),
      section(w.yourReceipt, table(facts.map(([label, value]) => ({ label, value: html`${value}` })))),
      html`<p style="margin:16px 0">${button(links.receipt, w.download(r.number))}</p>`,
      html`<p style="margin:0 0 12px">${w.bookingLink} ${link(links.booking, links.booking)}</p>`,
    ],
    footer: paragraphs(contacts),
  });
  return { subject, text, html: body };
}

/** The code whose English label `label` is, if any. */
function codeOf<K extends string>(labels: Record<K, string>, label: string): K | undefined {
  return (Object.keys(labels) as K[]).find((k) => labels[k] === label);
}
