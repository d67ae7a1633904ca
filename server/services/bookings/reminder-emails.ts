/**
 * The balance reminders' email (issue 26 item 6, decision 0055), in plain words: what is due, by
 * when, how much is still to pay, and the link to the booking page to pay it. Text and HTML, every
 * value escaped by the mail helpers.
 */
import type { ReminderKind } from "#domain/bookings/reminders.ts";
import { quoteDate } from "#domain/quotes/quote-text.ts";
import { formatAmount } from "#domain/rates/money.ts";
import { button, html, layout, link, paragraphs } from "../../mail/html.ts";
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
}

const contacts = (c: CompanyContacts) => [c.name, [c.salesEmail, ...c.phones].filter(Boolean).join(" · "), c.origin].filter(Boolean).join("\n");

export function balanceReminderEmail(d: ReminderFactsForEmail): RenderedEmail {
  const first = d.travellerName.split(/\s+/)[0] || d.travellerName;
  const amount = formatAmount(d.owed, d.currency);
  const due = quoteDate(d.balanceDue);
  const trip = `${d.optionTitle}${d.startDate ? `, departing ${quoteDate(d.startDate)}` : ""}`;
  const subject = d.kind === "before" ? `Your balance of ${amount} is due on ${due} (${d.reference})` : `Your balance of ${amount} is overdue (${d.reference})`;
  const what =
    d.kind === "before"
      ? `This is a reminder that the balance of your booking ${d.reference} (${trip}) is due on ${due}. Still to pay: ${amount}.`
      : `The balance of your booking ${d.reference} (${trip}) was due on ${due} and we have not received it yet. Still to pay: ${amount}. Please pay it as soon as you can, so that we can hold your places.`;
  const how = "You can see what is paid and pay the rest on your booking page:";
  const already = "If you have paid in the last few days, thank you: you can ignore this email. If anything is unclear, reply to this email or call us.";
  const text = [`Jambo ${first},`, what, `${how}\n${d.link}`, already, `--\n${contacts(d.company)}`].join("\n\n") + "\n";
  const body = layout({
    title: subject,
    preheader: d.kind === "before" ? `${amount} due on ${due}.` : `${amount} was due on ${due}.`,
    body: [
      paragraphs(`Jambo ${first},`),
      paragraphs(what),
      paragraphs(how),
      html`<p style="margin:0 0 12px">${button(d.link, "Open your booking and pay")}</p>`,
      // The address in full too, for mail readers that hide buttons.
      html`<p style="margin:0 0 12px;font-size:13px">${link(d.link, d.link)}</p>`,
      paragraphs(already),
    ],
    footer: paragraphs(contacts(d.company)),
  });
  return { subject, text, html: body };
}
