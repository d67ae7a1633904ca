/**
 * The receipt's email to the traveller (decision 0053), written into the outbox in the payment's
 * own transaction: the amount, what it pays toward, what is paid and still due, and links to the
 * receipt's PDF and the booking page. The outbox sends text and HTML only (no attachments), so the
 * PDF is a link on the traveller's private booking link. Every value is escaped (server/mail/html.ts).
 */
import { receiptMoney, type ReceiptFigures } from "#domain/bookings/receipt.ts";
import { quoteDate } from "#domain/quotes/quote-text.ts";
import { formatAmount } from "#domain/rates/money.ts";
import { button, html, layout, link, paragraphs, section, table } from "../../mail/html.ts";
import type { CompanyContacts, RenderedEmail } from "../../mail/templates.ts";

export function receiptEmail(r: ReceiptFigures & { tripTitle: string }, links: { receipt: string; booking: string }, company: CompanyContacts): RenderedEmail {
  const money = (minor: number) => formatAmount(minor, r.currency);
  const m = receiptMoney(r);
  const first = r.travellerName.split(/\s+/)[0] || r.travellerName;
  const subject = `Receipt ${r.number}: ${money(r.amount)} received for booking ${r.bookingReference}`;
  const intro = `Jambo ${first},\n\nThank you: we received ${money(r.amount)} by ${r.method.toLowerCase()} on ${quoteDate(r.receivedOn)} for your booking ${r.bookingReference} (${r.tripTitle}).`;
  const facts: Array<[string, string]> = [
    ["Receipt", r.number],
    ["Paid toward", m.toward],
    ...(r.reference ? ([["Reference", r.reference]] as Array<[string, string]>) : []),
    ["Paid so far", money(m.paidAfter)],
    ["Still due", money(m.dueAfter)],
  ];
  const contacts = [company.name, [company.salesEmail, ...company.phones].filter(Boolean).join(" · "), company.origin].filter(Boolean).join("\n");
  const text =
    [intro, facts.map(([k, v]) => `${k}: ${v}`).join("\n"), `Your receipt (PDF): ${links.receipt}`, `Your booking, with every receipt and what is due: ${links.booking}`, `--\n${contacts}`].join("\n\n") + "\n";
  const body = layout({
    title: subject,
    preheader: `${money(r.amount)} received. Still due: ${money(m.dueAfter)}.`,
    body: [
      paragraphs(intro),
      section("Your receipt", table(facts.map(([label, value]) => ({ label, value: html`${value}` })))),
      html`<p style="margin:16px 0">${button(links.receipt, `Download receipt ${r.number} (PDF)`)}</p>`,
      html`<p style="margin:0 0 12px">Your booking, with every receipt and what is due: ${link(links.booking, links.booking)}</p>`,
    ],
    footer: paragraphs(contacts),
  });
  return { subject, text, html: body };
}
