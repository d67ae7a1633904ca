/**
 * The balance reminders' email (issue 26 item 6, decision 0055), in plain words: what is due, by
 * when, how much is still to pay, and the link to the booking page to pay it. Text and HTML, every
 * value escaped by the mail helpers. In the booking's language (decision 0077).
 */
import type { ReminderKind } from "#domain/bookings/reminders.ts";
import { quoteDate } from "#domain/quotes/quote-text.ts";
import { formatAmount } from "#domain/rates/money.ts";
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from "#domain/locales.ts";
import { button, html, layout, link, paragraphs } from "../../mail/html.ts";
import { BOOKING_EMAIL_WORDS } from "./traveller-email-words.ts";
import type { CompanyContacts, RenderedEmail } from "../../mail/templates.ts";

export interface ReminderFactsForEmail {
  kind: ReminderKind;
  travellerName: string;
  reference: string;
  optionTitle: string;
  startDate: string | null;
  balanceDue: string;
  /** Still to pay, minor units. */
  owed: number;
  currency: string;
  link: string;
  company: CompanyContacts;
  /** The booking's language: its inquiry's (decision 0077); English when absent. */
  locale?: Locale;
}

const contacts = (c: CompanyContacts) => [c.name, [c.salesEmail, ...c.phones].filter(Boolean).join(" · "), c.origin].filter(Boolean).join("\n");

export function balanceReminderEmail(d: ReminderFactsForEmail): RenderedEmail {
  const locale = d.locale ?? DEFAULT_LOCALE;
  const w = BOOKING_EMAIL_WORDS[locale];
  const first = d.travellerName.split(/\s+/)[0] || d.travellerName;
  const amount = formatAmount(d.owed, d.currency, locale);
  const due = quoteDate(d.balanceDue, locale);
  const trip = w.trip(d.optionTitle, d.startDate ? quoteDate(d.startDate, locale) : null);
  const subject = d.kind === "before" ? w.reminderSubject(amount, due, d.reference) : w.overdueSubject(amount, d.reference);
  const what = d.kind === "before" ? w.reminder(d.reference, trip, due, amount) : w.overdue(d.reference, trip, due, amount);
  const hello = `Jambo ${first}${locale === "zh" ? "，" : ","}`;
  const text = [hello, what, `${w.reminderHow}\n${d.link}`, w.reminderAlready, `--\n${contacts(d.company)}`].join("\n\n") + "\n";
  const body = layout({
    title: subject,
    preheader: d.kind === "before" ? w.reminderPreheader(amount, due) : w.overduePreheader(amount, due),
    lang: LOCALE_TAGS[locale],
    body: [
      paragraphs(hello),
      paragraphs(what),
      paragraphs(w.reminderHow),
      html`<p style="margin:0 0 12px">${button(d.link, w.openAndPay)}</p>`,
      // The address in full too, for mail readers that hide buttons.
      html`<p style="margin:0 0 12px;font-size:13px">${link(d.link, d.link)}</p>`,
      paragraphs(w.reminderAlready),
    ],
    footer: paragraphs(contacts(d.company)),
  });
  return { subject, text, html: body };
}
