/**
 * The quotes' emails (issue 14), written into the outbox in the transaction that owes them: the
 * link to the traveller, and the traveller's answers (accepted, changes asked for, a fresh quote
 * asked for) to the inquiry's owner. Text and HTML, every value escaped.
 */
import type { PresentedQuote } from "#domain/quotes/presented-quote.ts";
import { acceptancePayments, paymentLines, partyLabel, quoteDate, quoteMoney, travelDatesLabel } from "#domain/quotes/quote-text.ts";
import { formatAmount } from "#domain/rates/money.ts";
import { html, layout, link, paragraphs, quoteBlock, section } from "../../mail/html.ts";
import type { CompanyContacts, RenderedEmail } from "../../mail/templates.ts";

const contacts = (c: CompanyContacts) => [c.name, [c.salesEmail, ...c.phones].filter(Boolean).join(" · "), c.origin].filter(Boolean).join("\n");

export function quoteSentEmail(d: {
  travellerName: string;
  reference: string;
  link: string;
  validUntil: string;
  message: string;
  agentEmail: string;
  company: CompanyContacts;
  /** The accepted version this one amends (issue 24), when it is an amendment. */
  amends?: number | null;
}): RenderedEmail {
  const first = d.travellerName.split(/\s+/)[0] || d.travellerName;
  const subject = d.amends ? `An amendment to your accepted quote (${d.reference})` : `Your quote from ${d.company.name || "us"} (${d.reference})`;
  const intro = d.amends
    ? `Jambo ${first},\n\nWe propose an amendment to the quote you accepted (version ${d.amends}). Nothing changes unless you accept it: until then, what you accepted stands and your quote page keeps showing it. Open the amendment to compare, accept it or ask for changes:`
    : `Jambo ${first},\n\nYour quote is ready. Open it to see the day-by-day programme, the prices for your party and the payment terms, and to accept it or ask for changes:`;
  const valid = `The quote is valid until ${quoteDate(d.validUntil)}.`;
  const text = [intro, d.link, d.message ? d.message : null, valid, `--\n${contacts(d.company)}`].filter(Boolean).join("\n\n") + "\n";
  const body = layout({
    title: subject,
    preheader: `Your quote is ready: valid until ${quoteDate(d.validUntil)}.`,
    body: [
      paragraphs(intro),
      html`<p style="margin:16px 0"><a href="${d.link}" style="display:inline-block;background:#8a4b12;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">Open your quote</a></p>`,
      html`<p style="margin:0 0 12px;font-size:13px;color:#6b5a4a">${link(d.link, d.link)}</p>`,
      d.message ? section("A note from us", paragraphs(d.message)) : html``,
      paragraphs(valid),
    ],
    footer: paragraphs(contacts(d.company)),
  });
  return { subject, text, html: body };
}

export interface OwnerNotice {
  kind: "accepted" | "changes" | "fresh";
  reference: string;
  travellerName: string;
  travellerEmail: string;
  consoleLink: string;
  option?: { title: string; total: number; deposit: number; currency: string } | null;
  message?: string | null;
  /** An accepted amendment: the version whose acceptance it replaces (issue 24). */
  amends?: number | null;
}

/** To the inquiry's owner (or the sales address): what the traveller did on the quote page. */
export function ownerNoticeEmail(n: OwnerNotice, company: CompanyContacts): RenderedEmail {
  const what =
    n.kind === "accepted"
      ? `${n.travellerName} accepted ${n.amends ? `the amendment ${n.reference} (it replaces their acceptance of version ${n.amends})` : `quote ${n.reference}`}${n.option ? `: ${n.option.title}, ${formatAmount(n.option.total, n.option.currency)}` : ""}. The inquiry is now Won, pending the deposit${n.option ? ` of ${formatAmount(n.option.deposit, n.option.currency)}` : ""}: confirm availability and send the invoice.`
      : n.kind === "changes"
        ? `${n.travellerName} asked for changes to quote ${n.reference}.`
        : `${n.travellerName} asked for a fresh quote: ${n.reference} has expired.`;
  const subject =
    n.kind === "accepted" ? `Quote accepted: ${n.reference} (${n.travellerName})` : n.kind === "changes" ? `Changes asked for: ${n.reference} (${n.travellerName})` : `Fresh quote asked for: ${n.reference} (${n.travellerName})`;
  const text = [what, n.message ? `Their message:\n${n.message}` : null, `Traveller: ${n.travellerName} <${n.travellerEmail}>`, `In the console: ${n.consoleLink}`].filter(Boolean).join("\n\n") + "\n";
  const body = layout({
    title: subject,
    preheader: what.slice(0, 90),
    body: [
      paragraphs(what),
      n.message ? section("Their message", quoteBlock(n.message)) : html``,
      paragraphs(`Traveller: ${n.travellerName} <${n.travellerEmail}>`),
      html`<p>${link(n.consoleLink, "Open the quote in the console")}</p>`,
    ],
    footer: paragraphs(company.name),
  });
  return { subject, text, html: body };
}

/**
 * To the traveller, once they accept (issue 24): the written confirmation of what they accepted,
 * the amounts and due dates, and how to pay. Rendered from the same PresentedQuote as the page, with
 * the same words (domain/quotes/quote-text.ts).
 */
export function acceptanceConfirmationEmail(quote: PresentedQuote, pageLink: string, booking?: { reference: string; link: string }): RenderedEmail {
  const a = quote.acceptance!;
  const first = quote.travellerName.split(/\s+/)[0] || quote.travellerName;
  const subject = `You accepted ${a.optionTitle}: ${quoteMoney(quote, a.total)} (${quote.reference})`;
  const what = [
    `Jambo ${first},`,
    `Thank you: you accepted ${a.optionTitle}${a.packageTitle ? ` (${[a.packageTitle, a.tierName].filter(Boolean).join(", ")})` : ""} of quote ${quote.reference} on ${quoteDate(a.acceptedOn)}.`,
  ];
  const facts = [`Trip: ${travelDatesLabel(quote)}, ${partyLabel(quote.party)}.`, `Total: ${quoteMoney(quote, a.total)}.`, ...acceptancePayments(quote, a)];
  const pay = paymentLines(quote.payment);
  const next = `We are confirming availability now. Your quote, with what you accepted, stays at ${pageLink}`;
  const bookingText = booking ? `Your booking ${booking.reference}: what is booked, what is paid and what is due, at ${booking.link}` : null;
  const text = [what.join("\n\n"), facts.join("\n"), `How to pay:\n${pay.join("\n")}`, ...(bookingText ? [bookingText] : []), next, `Booking terms: ${quote.termsUrl}`, `--\n${[quote.company.name, quote.company.email, quote.company.phone].filter(Boolean).join("\n")}`].join("\n\n") + "\n";
  const body = layout({
    title: subject,
    preheader: `${a.optionTitle}, ${quoteMoney(quote, a.total)}: ${acceptancePayments(quote, a)[0]}`,
    body: [
      paragraphs(what.join("\n\n")),
      section("What you accepted", paragraphs(facts.join("\n"))),
      section("How to pay", paragraphs(pay.join("\n\n"))),
      booking ? html`<p style="margin:0 0 12px">Your booking ${booking.reference}: what is booked, what is paid and what is due, at ${link(booking.link, booking.link)}</p>` : html``,
      paragraphs("We are confirming availability now. Your quote, with what you accepted, stays here:"),
      html`<p style="margin:0 0 12px">${link(pageLink, pageLink)}</p>`,
      html`<p style="margin:0 0 12px">${link(quote.termsUrl, "Our booking terms")}</p>`,
    ],
    footer: paragraphs([quote.company.name, quote.company.email, quote.company.phone].filter(Boolean).join("\n")),
  });
  return { subject, text, html: body };
}
