/**
 * The two emails every inquiry owes: the sales team's notification (every
 * field, reply-to the traveller, a WhatsApp reply link, and a "check this"
 * banner when a spam rule found it odd) and the traveller's acknowledgement
 * (reference, what they asked for, the 24-48 hour promise of SPEC §9, the
 * deposit terms, how to reach us). Each comes as HTML and plain text; every
 * value a visitor typed is escaped in the HTML and never becomes a link unless
 * it is http(s). The acknowledgement goes to an address nobody has verified,
 * so it carries no free text of the visitor's (not even the name): only the
 * reference and facts chosen from our own lists (issue 13), or it would relay
 * whatever a stranger typed to any inbox under our name.
 */
import { addressLine, whatsappChatUrl, type CompanyDetails } from "#domain/company-details.ts";
import { BOOKING_TERMS, depositTermsNotice, type BookingTerms } from "#domain/booking-terms.ts";
import { inquiryReference } from "#domain/inquiry-reference.ts";
import { estimateSummary } from "#domain/rates/estimate.ts";
import { REVIEW_REASON_TEXT } from "../http/spam-check.ts";
import type { InquiryResidency } from "#domain/residency.ts";
import type { TierType } from "#domain/tiers.ts";
import { inquiryLocale } from "#domain/locales.ts";
import { ACKNOWLEDGEMENT_TEXTS, type AcknowledgementTexts } from "./acknowledgement-texts.ts";
import { button, html, isWebUrl, layout, link, quoteBlock, type Row, section, table } from "./html.ts";
import {
  budgetLabel,
  formatDates,
  formatParty,
  formatReceived,
  type InquiryDetails,
  type NamedLink,
  residencyLabel,
  topic,
  whatsappLink,
} from "./inquiry-details.ts";

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export interface CompanyContacts {
  name: string;
  salesEmail: string;
  infoEmail: string;
  phones: readonly string[];
  whatsappUrl: string;
  address: string;
  origin: string;
}

/**
 * The contacts the emails quote, from the company details published at the time (decision 0029).
 * `salesEmail` is SALES_EMAIL when configured; else the details' sales address, else their main
 * address, else `fallbackAddress` (the sender), so a notification always has somewhere to go.
 */
export function companyContacts(details: CompanyDetails, options: { salesEmail?: string; origin: string; fallbackAddress?: string }): CompanyContacts {
  return {
    name: details.name,
    salesEmail: options.salesEmail || details.salesEmail || details.email || options.fallbackAddress || "",
    infoEmail: details.email,
    phones: details.phones,
    whatsappUrl: whatsappChatUrl(details) ?? "",
    address: addressLine(details, ["street", "postal", "city", "country"]),
    origin: options.origin.replace(/\/$/, ""),
  };
}

interface Fact {
  label: string;
  text: string;
  href?: string;
}

/** Trip facts shared by both emails, in the order a salesperson reads them. */
function tripFacts(d: InquiryDetails): Fact[] {
  const facts: Fact[] = [];
  const named = (label: string, n: NamedLink | null) => {
    if (n) facts.push({ label, text: n.name, href: n.url });
  };
  named("Package", d.package);
  named("Service", d.service);
  named("Destination", d.destination);
  facts.push({ label: "Party", text: formatParty(d.adults, d.children, d.childrenAges) });
  const dates = formatDates(d.startDate, d.endDate);
  facts.push({ label: "Dates", text: dates ?? "Not given" });
  facts.push({ label: "Residency", text: residencyLabel(d.residency) ?? "Not given" });
  facts.push({ label: "Budget tier", text: budgetLabel(d.budgetTier) ?? "Not given" });
  return facts;
}

/** The staff email's estimate (decision 0034): the total and what it is for, then each line. */
function estimateFacts(d: InquiryDetails): Fact[] {
  if (!d.estimate) return [];
  const e = estimateSummary(d.estimate);
  return [
    { label: "Estimate", text: `${e.total} (the site's price: ${e.about})` },
    ...e.lines.map((line, i) => ({ label: i === 0 ? "Breakdown" : "", text: line })),
    { label: "Seasons", text: e.seasons.join("; ") },
  ];
}

function factsText(facts: Fact[]): string {
  const width = Math.max(...facts.map((f) => f.label.length)) + 2;
  // Web links go on their own line (mail clients make them clickable); mailto:/tel: would only repeat the value.
  const showHref = (f: Fact) => f.href && isWebUrl(f.href) && f.href !== f.text;
  return facts.map((f) => `${(f.label ? `${f.label}:` : "").padEnd(width)}${f.text}${showHref(f) ? `\n${" ".repeat(width)}${f.href}` : ""}`).join("\n");
}

/** Facts as a table; a fact's link (web, mailto: or tel:) becomes an anchor, anything else stays text. */
function factsHtml(facts: Fact[]) {
  return table(facts.map((f): Row => ({ label: f.label, value: f.href ? link(f.href, f.text) : html`${f.text}` })));
}

function indent(text: string): string {
  return text
    .split("\n")
    .map((l) => `  ${l}`)
    .join("\n");
}

/** The staff email's warning line when a spam rule flagged the inquiry but it was delivered anyway. */
export function reviewNotice(reason: string): string {
  return `Check before quoting: this inquiry was ${REVIEW_REASON_TEXT[reason] ?? reason}. It may be spam; it may be a real traveller, so it was delivered.`;
}

export function staffNotification(d: InquiryDetails, company: CompanyContacts): RenderedEmail {
  const firstName = d.fullName.split(/\s+/)[0] ?? d.fullName;
  const ref = inquiryReference(d.id);
  const whatsapp = whatsappLink(d.phone, `Hello ${firstName}, this is ${company.name} about your inquiry (${ref}).`);
  const notice = d.reviewReason ? reviewNotice(d.reviewReason) : null;
  const subject = `${notice ? "[Check] " : ""}New inquiry ${ref} from ${d.fullName}: ${topic(d)}`;

  const contact: Fact[] = [
    { label: "Name", text: d.fullName },
    { label: "Email", text: d.email, href: `mailto:${d.email}` },
    { label: "Phone", text: d.phone ?? "Not given", href: d.phone ? `tel:${d.phone.replace(/[^\d+]/g, "")}` : undefined },
  ];
  if (whatsapp) contact.push({ label: "WhatsApp", text: "Reply on WhatsApp", href: whatsapp });
  const trip = [...tripFacts(d), ...estimateFacts(d)];
  const source: Fact[] = [
    { label: "Received", text: formatReceived(d.receivedAt) },
    { label: "Source page", text: d.sourcePage ?? "Not given" },
  ];
  if (d.sourceUrl) source.push({ label: "Page address", text: d.sourceUrl, href: isWebUrl(d.sourceUrl) ? d.sourceUrl : undefined });

  const text = [
    `New inquiry ${ref} from ${d.fullName}`,
    `Reply to this email to answer ${d.fullName} directly.`,
    "",
    ...(notice ? [`!! ${notice}`, ""] : []),
    "TRAVELLER",
    factsText(contact),
    "",
    "TRIP",
    factsText(trip),
    "",
    "MESSAGE",
    d.message ? indent(d.message) : "  (no message)",
    "",
    "SOURCE",
    factsText(source),
    "",
  ].join("\n");

  const dates = formatDates(d.startDate, d.endDate);
  const body = layout({
    title: `New inquiry ${ref} from ${d.fullName}`,
    preheader: `${topic(d)}: ${formatParty(d.adults, d.children, d.childrenAges)}${dates ? `, ${dates}` : ""}`,
    body: [
      notice ? html`<p style="margin:0 0 16px;padding:10px 14px;background:#fff4d6;border:1px solid #d9a35b;border-radius:8px;font-weight:600">${notice}</p>` : html``,
      html`<p style="margin:0 0 16px">${button(`mailto:${d.email}`, "Reply by email")}${whatsapp ? button(whatsapp, "Reply on WhatsApp", "#1f7a4d") : ""}</p>`,
      section("Traveller", factsHtml(contact)),
      section("Trip", factsHtml(trip)),
      section("Message", d.message ? quoteBlock(d.message) : html`<p style="margin:0;color:#6b5a4a">No message.</p>`),
      section("Source", factsHtml(source)),
    ],
    footer: html`Sent by the ${company.name} website. Replies go to ${d.fullName} &lt;${d.email}&gt;.`,
  });
  return { subject, text, html: body };
}

/**
 * `terms`: THE booking terms in force (loadBookingTerms), whose sentence the email states. In the
 * language of the page the inquiry was sent from (decision 0074).
 */
export function travellerAcknowledgement(d: InquiryDetails, company: CompanyContacts, terms: BookingTerms = BOOKING_TERMS): RenderedEmail {
  const locale = inquiryLocale(d.sourceUrl);
  if (locale !== "en") return acknowledgementIn(ACKNOWLEDGEMENT_TEXTS[locale], d, company, terms);
  const depositTerms = depositTermsNotice(terms);
  const ref = inquiryReference(d.id);
  const subject = `We have received your inquiry ${ref}: ${company.name}`;
  const promise =
    "Our team will send you a free, non-binding quote within 24-48 hours. Quotes are typically valid for 7-30 days.";
  const spamHint = "If you don't find our email in your inbox, check spam.";
  const trip = tripFacts(d);
  const contacts: Fact[] = [
    { label: "Email", text: company.salesEmail, href: `mailto:${company.salesEmail}` },
    ...company.phones.map((p, i) => ({ label: i === 0 ? "Phone" : "Phone (alt.)", text: p, href: `tel:${p.replace(/[^\d+]/g, "")}` })),
    { label: "WhatsApp", text: "Chat on WhatsApp", href: company.whatsappUrl },
    { label: "Office", text: company.address },
    { label: "Website", text: company.origin, href: company.origin },
    // Details not entered yet (a fresh install without the demo) are left out, not shown empty.
  ].filter((f) => f.text && f.href !== "");

  const text = [
    "Hello,",
    "",
    `Thank you for your inquiry to ${company.name}. We have received it: your reference is ${ref}.`,
    promise,
    depositTerms,
    spamHint,
    "",
    "WHAT YOU ASKED FOR",
    factsText(trip),
    "",
    "HOW TO REACH US",
    factsText(contacts),
    "",
    "Reply to this email with anything you would like to add, quoting your reference.",
    "",
    `${company.name}`,
    "",
  ].join("\n");

  const body = layout({
    title: "Thank you for your inquiry",
    preheader: promise,
    body: [
      html`<p style="margin:0 0 12px">Hello,</p>`,
      html`<p style="margin:0 0 12px">Thank you for your inquiry to ${company.name}. We have received it: your reference is <strong>${ref}</strong>.</p>`,
      html`<p style="margin:0 0 12px;font-weight:600">${promise}</p>`,
      html`<p style="margin:0 0 12px">${depositTerms}</p>`,
      html`<p style="margin:0 0 12px">${spamHint}</p>`,
      section("What you asked for", factsHtml(trip)),
      section("How to reach us", factsHtml(contacts)),
      html`<p style="margin:16px 0 0">Reply to this email with anything you would like to add, quoting your reference.</p>`,
    ],
    footer: html`${company.name}, ${company.address}. You receive this email because you sent an inquiry on our website.`,
  });
  return { subject, text, html: body };
}

/** The acknowledgement in another language: the English one's layout, in `t`'s words. */
function acknowledgementIn(t: AcknowledgementTexts, d: InquiryDetails, company: CompanyContacts, terms: BookingTerms): RenderedEmail {
  const ref = inquiryReference(d.id);
  const deposit = t.deposit(terms);
  const [before, after] = t.thanks(company.name);
  const trip: Fact[] = [];
  const named = (label: string, link: NamedLink | null) => {
    if (link) trip.push({ label, text: link.name, href: link.url });
  };
  const asked = d.inTravellersLanguage ?? d;
  named(t.labels.package, asked.package);
  named(t.labels.service, asked.service);
  named(t.labels.destination, asked.destination);
  trip.push({ label: t.labels.party, text: t.party(d.adults, d.children, d.childrenAges) });
  trip.push({ label: t.labels.dates, text: t.dates(d.startDate, d.endDate) ?? t.notGiven });
  trip.push({ label: t.labels.residency, text: (d.residency && t.residencies[d.residency as InquiryResidency]) || t.notGiven });
  trip.push({ label: t.labels.budgetTier, text: (d.budgetTier && t.tiers[d.budgetTier as TierType]) || t.notGiven });
  const contacts: Fact[] = [
    { label: t.labels.email, text: company.salesEmail, href: `mailto:${company.salesEmail}` },
    ...company.phones.map((p, i) => ({ label: i === 0 ? t.labels.phone : t.labels.phoneAlt, text: p, href: `tel:${p.replace(/[^\d+]/g, "")}` })),
    { label: "WhatsApp", text: t.chatOnWhatsApp, href: company.whatsappUrl },
    { label: t.labels.office, text: company.address },
    { label: t.labels.website, text: company.origin, href: company.origin },
  ].filter((f) => f.text && f.href !== "");

  const text = [
    t.hello,
    "",
    `${before}${ref}${after}`,
    t.promise,
    deposit,
    t.spamHint,
    "",
    t.whatYouAskedFor.toUpperCase(),
    factsText(trip),
    "",
    t.howToReachUs.toUpperCase(),
    factsText(contacts),
    "",
    t.replyHint,
    "",
    company.name,
    "",
  ].join("\n");
  const body = layout({
    title: t.title,
    preheader: t.promise,
    body: [
      html`<p style="margin:0 0 12px">${t.hello}</p>`,
      html`<p style="margin:0 0 12px">${before}<strong>${ref}</strong>${after}</p>`,
      html`<p style="margin:0 0 12px;font-weight:600">${t.promise}</p>`,
      html`<p style="margin:0 0 12px">${deposit}</p>`,
      html`<p style="margin:0 0 12px">${t.spamHint}</p>`,
      section(t.whatYouAskedFor, factsHtml(trip)),
      section(t.howToReachUs, factsHtml(contacts)),
      html`<p style="margin:16px 0 0">${t.replyHint}</p>`,
    ],
    footer: html`${t.footer(company.name, company.address)}`,
  });
  return { subject: t.subject(ref, company.name), text, html: body };
}
