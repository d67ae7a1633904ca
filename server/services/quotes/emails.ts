/**
 * The quotes' emails (issue 14), written into the outbox in the transaction that owes them: the
 * link to the traveller, and the traveller's answers (accepted, changes asked for, a fresh quote
 * asked for) to the inquiry's owner. Text and HTML, every value escaped.
 */
import type { PresentedQuote } from "#domain/quotes/presented-quote.ts";
import { acceptancePayments, paymentLines, partyLabel, quoteDate, quoteMoney, travelDatesLabel } from "#domain/quotes/quote-text.ts";
import { formatAmount } from "#domain/rates/money.ts";
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from "#domain/locales.ts";
import { html, layout, link, paragraphs, quoteBlock, section } from "../../mail/html.ts";
import { QUOTE_EMAIL_WORDS } from "./email-words.ts";
import { labelled } from "#domain/quotes/quote-words.ts";
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
  /** The traveller's language, the inquiry's (decision 0077); English when absent. */
  locale?: Locale;
}): RenderedEmail {
  const locale = d.locale ?? DEFAULT_LOCALE;
  const w = QUOTE_EMAIL_WORDS[locale];
  const first = d.travellerName.split(/\s+/)[0] || d.travellerName;
  const subject = d.amends ? w.amendmentSubject(d.reference) : w.sentSubject(d.company.name, d.reference);
  const intro = d.amends ? w.amendmentIntro(first, d.amends) : w.sentIntro(first);
  const until = quoteDate(d.validUntil, locale);
  const valid = w.validUntil(until);
  const text = [intro, d.link, d.message ? d.message : null, valid, `--\n${contacts(d.company)}`].filter(Boolean).join("\n\n") + "\n";
  const body = layout({
    title: subject,
    preheader: w.readyPreheader(until),
    lang: LOCALE_TAGS[locale],
    body: [
      paragraphs(intro),
      html`<p style="margin:16px 0"><a href="${d.link}" style="display:inline-block;background:#8a4b12;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${w.openYourQuote}</a></p>`,
      html`<p style="margin:0 0 12px;font-size:13px;color:#6b5a4a">${link(d.link, d.link)}</p>`,
      d.message ? section(w.aNoteFromUs, paragraphs(d.message)) : html``,
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
 * the same words (domain/quotes/quote-text.ts), in the quote's language (decision 0077).
 */
export function acceptanceConfirmationEmail(quote: PresentedQuote, pageLink: string, booking?: { reference: string; link: string }): RenderedEmail {
  const locale = quote.locale ?? DEFAULT_LOCALE;
  const w = QUOTE_EMAIL_WORDS[locale];
  const a = quote.acceptance!;
  const first = quote.travellerName.split(/\s+/)[0] || quote.travellerName;
  const subject = w.acceptedSubject(a.optionTitle, quoteMoney(quote, a.total), quote.reference);
  const what = [`Jambo ${first}${locale === "zh" ? "，" : ","}`, w.acceptedThanks(a.optionTitle, a.packageTitle ? [a.packageTitle, a.tierName].filter(Boolean).join(", ") : "", quote.reference, quoteDate(a.acceptedOn, locale))];
  const facts = [w.trip(travelDatesLabel(quote), partyLabel(quote.party, locale)), w.total(quoteMoney(quote, a.total)), ...acceptancePayments(quote, a)];
  const pay = paymentLines(quote.payment, locale);
  // English's text says "stays at <link>" as it always did; the other languages end the sentence with a colon.
  const next = locale === "en" ? `${w.confirmingNow} Your quote, with what you accepted, stays at ${pageLink}` : `${w.confirmingNow} ${w.quoteStaysAt} ${pageLink}`;
  const bookingText = booking ? `${w.booking(booking.reference)} ${booking.link}` : null;
  const text =
    [what.join("\n\n"), facts.join("\n"), `${labelled(w.howToPay, locale).trimEnd()}\n${pay.join("\n")}`, ...(bookingText ? [bookingText] : []), next, `${labelled(w.bookingTerms, locale)}${quote.termsUrl}`, `--\n${[quote.company.name, quote.company.email, quote.company.phone].filter(Boolean).join("\n")}`].join("\n\n") + "\n";
  const body = layout({
    title: subject,
    preheader: `${a.optionTitle}, ${quoteMoney(quote, a.total)}: ${acceptancePayments(quote, a)[0]}`,
    lang: LOCALE_TAGS[locale],
    body: [
      paragraphs(what.join("\n\n")),
      section(w.whatYouAccepted, paragraphs(facts.join("\n"))),
      section(w.howToPay, paragraphs(pay.join("\n\n"))),
      booking ? html`<p style="margin:0 0 12px">${w.booking(booking.reference)} ${link(booking.link, booking.link)}</p>` : html``,
      paragraphs(`${w.confirmingNow} ${w.quoteStaysAt}`),
      html`<p style="margin:0 0 12px">${link(pageLink, pageLink)}</p>`,
      html`<p style="margin:0 0 12px">${link(quote.termsUrl, w.ourBookingTerms)}</p>`,
    ],
    footer: paragraphs([quote.company.name, quote.company.email, quote.company.phone].filter(Boolean).join("\n")),
  });
  return { subject, text, html: body };
}
